import type { ProfileBody } from '@create-together/contract';
import { ArrowRight, Sparkles } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  CATEGORY_LIST_ONE,
  CATEGORY_LIST_TWO,
  PROJECT_TYPE_LABELS,
} from '@/components/projects/project-types';
import { toast } from '@/components/toast/toast-store';
import { buttonClass } from '@/components/ui/button';
import { FormAlert, FormField, fieldA11y, inputClass } from '@/components/ui/form-parts';
import { PageTitle } from '@/components/ui/page-header';
import {
  BIO_MAX,
  displayName,
  failureMessage,
  useCurrentUser,
  useSaveProfile,
  validateProfile,
} from '@/features/auth';
import { cn } from '@/lib/cn';
import { safeRedirect } from '@/lib/safe-redirect';
import { TagChoices } from './onboarding-choices';

/** SPEC.md §9 category lists, as the choices for skills (list one) and interests (list two). */
export const ONBOARDING_SKILLS = CATEGORY_LIST_ONE.map((type) => PROJECT_TYPE_LABELS[type]);
export const ONBOARDING_INTERESTS = CATEGORY_LIST_TWO.map((type) => PROJECT_TYPE_LABELS[type]);
export const ONBOARDING_NEXT = '/explore';
export const ONBOARDING_MESSAGES = {
  saved: 'Your profile is set up.',
  failed: 'Failed to update profile.',
} as const;

/** /onboarding (guarded): after registration, a first profile — or skip it; then `?redirect=` or Explore. */
export function OnboardingPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeRedirect(params.get('redirect'), ONBOARDING_NEXT);
  const save = useSaveProfile();
  const [skills, setSkills] = useState(user?.skills ?? []);
  const [interests, setInterests] = useState(user?.interests ?? []);
  const [bio, setBio] = useState(user?.bio ?? '');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!user) return null;

  const body: ProfileBody = {};
  if (skills.join('\n') !== user.skills.join('\n')) body.skills = skills;
  if (interests.join('\n') !== user.interests.join('\n')) body.interests = interests;
  if (bio !== user.bio) body.bio = bio;
  const errors = submitted ? validateProfile(body) : {};
  const done = () => navigate(next, { replace: true });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (Object.keys(validateProfile(body)).length > 0) return;
    if (Object.keys(body).length === 0) return done();
    save.mutate(body, {
      onSuccess: () => {
        toast.success(ONBOARDING_MESSAGES.saved);
        done();
      },
      onError: (error) => setFailure(failureMessage(error, ONBOARDING_MESSAGES.failed)),
    });
  };

  return (
    <div className="mx-auto w-full max-w-2xl py-2 sm:py-6">
      <PageTitle title="Welcome" />
      <header className="mb-8">
        <p className="mb-3 inline-flex items-center gap-2 text-xs font-semibold tracking-[0.14em] text-accent-300 uppercase">
          <Sparkles aria-hidden className="size-4" />
          Onboarding
        </p>
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
          Welcome, {displayName(user)}
        </h1>
        <p className="mt-2 text-sm text-ink-muted sm:text-base">
          Tell other creators what you make and what you are into, so the right projects find you. You can
          change all of this later.
        </p>
      </header>

      <form noValidate onSubmit={onSubmit} aria-label="Set up your profile" className="flex flex-col gap-8">
        <TagChoices
          id="onboarding-skills"
          title="Skills"
          description="What can you bring to a project?"
          suggestions={ONBOARDING_SKILLS}
          value={skills}
          onChange={setSkills}
          error={errors.skills}
          placeholder="e.g. mixing, character design"
        />
        <TagChoices
          id="onboarding-interests"
          title="Interests"
          description="What would you like to work on?"
          suggestions={ONBOARDING_INTERESTS}
          value={interests}
          onChange={setInterests}
          error={errors.interests}
          placeholder="e.g. synthwave, zines"
        />
        <FormField
          id="onboarding-bio"
          label="Short bio"
          error={errors.bio}
          aside={
            <span
              className={cn(
                'text-xs tabular-nums',
                bio.length > BIO_MAX ? 'text-rose-300' : 'text-ink-faint',
              )}
            >
              {bio.length}/{BIO_MAX}
            </span>
          }
        >
          <textarea
            id="onboarding-bio"
            rows={3}
            value={bio}
            onChange={(event) => setBio(event.target.value)}
            placeholder="A line or two about you."
            {...fieldA11y('onboarding-bio', errors.bio)}
            className={cn(inputClass, 'resize-y py-2 leading-relaxed')}
          />
        </FormField>

        <FormAlert message={failure} />

        <div className="flex flex-col-reverse gap-2 border-t border-line pt-6 sm:flex-row sm:justify-end">
          <button type="button" onClick={done} className={buttonClass('ghost')}>
            Skip for now
          </button>
          <button type="submit" disabled={save.isPending} className={buttonClass('primary')}>
            {save.isPending ? 'Saving…' : 'Continue'}
            <ArrowRight aria-hidden className="size-4" />
          </button>
        </div>
      </form>
    </div>
  );
}
