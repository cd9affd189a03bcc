import type { ProfileBody } from '@create-together/contract';
import { ArrowRight, Sparkles } from 'lucide-react';
import { useController } from 'react-hook-form';
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
import { BIO_MAX, displayName, failureMessage, useCurrentUser, useSaveProfile } from '@/features/auth';
import { useContractForm } from '@/hooks/forms/use-contract-form';
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

/** What onboarding asks: the profile's lists and its bio. */
type OnboardingValues = Required<Pick<ProfileBody, 'skills' | 'interests' | 'bio'>>;

/** /onboarding (guarded): after registration, a first profile — or skip it; then `?redirect=` or Explore. */
export function OnboardingPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeRedirect(params.get('redirect'), ONBOARDING_NEXT);
  const save = useSaveProfile();
  const form = useContractForm<OnboardingValues, ProfileBody>({
    schema: (contract) => contract.ProfileBody,
    defaultValues: { skills: user?.skills ?? [], interests: user?.interests ?? [], bio: user?.bio ?? '' },
  });
  const skills = useController({ control: form.control, name: 'skills' }).field;
  const interests = useController({ control: form.control, name: 'interests' }).field;
  const { errors } = form.formState;
  const bio = form.watch('bio');
  if (!user) return null;

  const done = () => navigate(next, { replace: true });

  // Only what differs from the profile is sent; nothing changed goes straight on.
  const onSubmit = form.handleSubmit((values) => {
    const body: ProfileBody = {};
    if (values.skills?.join('\n') !== user.skills.join('\n')) body.skills = values.skills;
    if (values.interests?.join('\n') !== user.interests.join('\n')) body.interests = values.interests;
    if (values.bio !== user.bio) body.bio = values.bio;
    if (Object.keys(body).length === 0) return done();
    return save.mutateAsync(body).then(
      () => {
        toast.success(ONBOARDING_MESSAGES.saved);
        done();
      },
      (error: unknown) => form.placeServerError(error, failureMessage(error, ONBOARDING_MESSAGES.failed)),
    );
  });

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
          ref={skills.ref}
          value={skills.value}
          onChange={skills.onChange}
          error={errors.skills?.message}
          placeholder="e.g. mixing, character design"
        />
        <TagChoices
          id="onboarding-interests"
          title="Interests"
          description="What would you like to work on?"
          suggestions={ONBOARDING_INTERESTS}
          ref={interests.ref}
          value={interests.value}
          onChange={interests.onChange}
          error={errors.interests?.message}
          placeholder="e.g. synthwave, zines"
        />
        <FormField
          id="onboarding-bio"
          label="Short bio"
          error={errors.bio?.message}
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
            {...form.register('bio')}
            placeholder="A line or two about you."
            {...fieldA11y('onboarding-bio', errors.bio?.message)}
            className={cn(inputClass, 'resize-y py-2 leading-relaxed')}
          />
        </FormField>

        <FormAlert message={form.formError ?? null} />

        <div className="flex flex-col-reverse gap-2 border-t border-line pt-6 sm:flex-row sm:justify-end">
          <button type="button" onClick={done} className={buttonClass('ghost')}>
            Skip for now
          </button>
          <button type="submit" disabled={form.formState.isSubmitting} className={buttonClass('primary')}>
            {form.formState.isSubmitting ? 'Saving…' : 'Continue'}
            <ArrowRight aria-hidden className="size-4" />
          </button>
        </div>
      </form>
    </div>
  );
}
