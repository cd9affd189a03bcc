import type { ProfileBody } from '@create-together/contract';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { useController } from 'react-hook-form';
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
  valuesFromUser,
} from '@/features/auth';
import { useContractForm } from '@/hooks/forms/use-contract-form';
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
  const [uploading, setUploading] = useState(false);
  const save = useSaveProfile();
  const form = useContractForm<ProfileValues, ProfileBody>({
    schema: (contract) => contract.ProfileBody,
    defaultValues: valuesFromUser(user),
  });
  const { errors, defaultValues } = form.formState;
  const values = form.watch();
  const changes = changedFields(defaultValues as ProfileValues, values);
  const dirty = Object.keys(changes).length > 0;
  const bioLength = values.bio.length;
  const skills = useController({ control: form.control, name: 'skills' }).field;
  const interests = useController({ control: form.control, name: 'interests' }).field;
  const avatar = useController({ control: form.control, name: 'avatarUrl' }).field;

  // Messages show once Save was tried, then follow the typing; only what changed is sent.
  const onSubmit = form.handleSubmit(() => {
    if (!dirty || uploading) return;
    return save.mutateAsync(changes).then(
      (saved) => {
        form.reset(valuesFromUser(saved));
        toast.success(PROFILE_MESSAGES.saved);
        onSaved?.(saved);
      },
      (error: unknown) => form.placeServerError(error, failureMessage(error, PROFILE_MESSAGES.failed)),
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Edit Profile" className="flex flex-col gap-5">
      <FormSection title="Picture" description="Shown beside your name across Create Together.">
        <AvatarUpload
          id="profile-avatar"
          name={values.fullName || user.username}
          value={avatar.value}
          onChange={avatar.onChange}
          onBusyChange={setUploading}
          error={errors.avatarUrl?.message}
        />
      </FormSection>

      <FormSection title="About you">
        <FormField id="profile-full-name" label="Full name" error={errors.fullName?.message}>
          <input
            id="profile-full-name"
            type="text"
            autoComplete="name"
            {...form.register('fullName')}
            {...fieldA11y('profile-full-name', errors.fullName?.message)}
            className={cn(inputClass, 'h-10')}
          />
        </FormField>
        <FormField
          id="profile-bio"
          label="Bio"
          error={errors.bio?.message}
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
            {...form.register('bio')}
            {...fieldA11y('profile-bio', errors.bio?.message, true)}
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
            ref={skills.ref}
            value={skills.value}
            onChange={skills.onChange}
            error={errors.skills?.message}
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
            ref={interests.ref}
            value={interests.value}
            onChange={interests.onChange}
            error={errors.interests?.message}
            hint={`What you are into. Up to ${TAGS_MAX}.`}
            placeholder="e.g. synthwave, zines"
          />
        </div>
      </FormSection>

      <FormAlert message={form.formError ?? null} />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to={cancelTo} className={buttonClass('ghost')}>
          Cancel
        </Link>
        <button
          type="submit"
          disabled={form.formState.isSubmitting || uploading}
          aria-describedby={dirty ? undefined : 'profile-no-changes'}
          className={buttonClass('primary')}
        >
          <Save aria-hidden className="size-4" />
          {form.formState.isSubmitting ? 'Saving…' : 'Save changes'}
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
