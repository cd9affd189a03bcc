import { Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/components/toast/toast-store';
import { buttonClass } from '@/components/ui/button';
import { FormAlert, FormField, FormSection, fieldA11y, inputClass } from '@/components/ui/form-parts';
import { TagInput } from '@/components/ui/tag-input';
import type { ClientUser } from '@/features/auth';
import {
  BIO_MAX,
  changedFields,
  failureMessage,
  PROFILE_MESSAGES,
  type ProfileValues,
  TAGS_MAX,
  useSaveProfile,
  validateProfile,
  valuesFromUser,
} from '@/features/auth';
import { cn } from '@/lib/cn';
import { AvatarUpload } from './avatar-upload';

/**
 * Edit Profile (/profile/edit and /settings/profile): name, bio, picture, skills and interests.
 * Save sends only what changed, then the auth store takes the saved user.
 */
export function ProfileForm({
  user,
  cancelTo,
  onSaved,
}: {
  user: ClientUser;
  /** Where Cancel goes. */
  cancelTo: string;
  onSaved?: (user: ClientUser) => void;
}) {
  const [baseline, setBaseline] = useState(() => valuesFromUser(user));
  const [values, setValues] = useState<ProfileValues>(baseline);
  const [submitted, setSubmitted] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveProfile();

  // Messages show once Save was tried, then follow the typing.
  const errors = submitted ? validateProfile(values) : {};
  const changes = changedFields(baseline, values);
  const dirty = Object.keys(changes).length > 0;
  const bioLength = values.bio.length;

  const set = <K extends keyof ProfileValues>(key: K, value: ProfileValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (Object.keys(validateProfile(values)).length > 0 || !dirty || uploading) return;
    save.mutate(changes, {
      onSuccess: (saved) => {
        const next = valuesFromUser(saved);
        setBaseline(next);
        setValues(next);
        setSubmitted(false);
        toast.success(PROFILE_MESSAGES.saved);
        onSaved?.(saved);
      },
      onError: (error) => setFailure(failureMessage(error, PROFILE_MESSAGES.failed)),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Edit Profile" className="flex flex-col gap-5">
      <FormSection title="Picture" description="Shown beside your name across Create Together.">
        <AvatarUpload
          id="profile-avatar"
          name={values.fullName || user.username}
          value={values.avatarUrl}
          onChange={(url) => set('avatarUrl', url)}
          onBusyChange={setUploading}
          error={errors.avatarUrl}
        />
      </FormSection>

      <FormSection title="About you">
        <FormField id="profile-full-name" label="Full name" error={errors.fullName}>
          <input
            id="profile-full-name"
            type="text"
            autoComplete="name"
            value={values.fullName}
            onChange={(event) => set('fullName', event.target.value)}
            {...fieldA11y('profile-full-name', errors.fullName)}
            className={cn(inputClass, 'h-10')}
          />
        </FormField>
        <FormField
          id="profile-bio"
          label="Bio"
          error={errors.bio}
          hint="A line or two about what you make and what you are looking for."
          aside={
            <span
              aria-live="polite"
              className={cn('text-xs tabular-nums', bioLength > BIO_MAX ? 'text-rose-300' : 'text-ink-faint')}
            >
              {bioLength}/{BIO_MAX}
            </span>
          }
        >
          <textarea
            id="profile-bio"
            rows={4}
            value={values.bio}
            onChange={(event) => set('bio', event.target.value)}
            {...fieldA11y('profile-bio', errors.bio, true)}
            className={cn(inputClass, 'min-h-28 resize-y py-2 leading-relaxed')}
          />
        </FormField>
      </FormSection>

      <FormSection title="Skills and interests" description="Help others find you for their projects.">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="profile-skills" className="text-sm font-medium text-ink">
            Skills
          </label>
          <TagInput
            id="profile-skills"
            label="Skills"
            value={values.skills}
            onChange={(skills) => set('skills', skills)}
            error={errors.skills}
            hint={`What you can do. Press Enter or a comma to add; up to ${TAGS_MAX}.`}
            placeholder="e.g. mixing, illustration"
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="profile-interests" className="text-sm font-medium text-ink">
            Interests
          </label>
          <TagInput
            id="profile-interests"
            label="Interests"
            value={values.interests}
            onChange={(interests) => set('interests', interests)}
            error={errors.interests}
            hint={`What you are into. Up to ${TAGS_MAX}.`}
            placeholder="e.g. synthwave, zines"
          />
        </div>
      </FormSection>

      <FormAlert message={failure} />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to={cancelTo} className={buttonClass('ghost')}>
          Cancel
        </Link>
        <button
          type="submit"
          disabled={save.isPending || uploading}
          aria-describedby={dirty ? undefined : 'profile-no-changes'}
          className={buttonClass('primary')}
        >
          <Save aria-hidden className="size-4" />
          {save.isPending ? 'Saving…' : 'Save changes'}
        </button>
      </div>
      {!dirty ? (
        <p id="profile-no-changes" className="-mt-3 text-right text-xs text-ink-faint">
          No changes yet.
        </p>
      ) : null}
    </form>
  );
}
