import {
  CONTRIBUTION_CYCLE_DAYS_MAX,
  type CreateProjectBody,
  PROJECT_NAME_MAX,
  PROJECT_SKILLS_MAX,
} from '@create-together/contract';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { Link } from 'react-router';
import { ImageUpload } from '@/components/media';
import { PROJECT_TYPE_CHOICES, PROJECT_TYPE_LABELS } from '@/components/projects/project-types';
import { buttonClass } from '@/components/ui/button';
import {
  FormAlert,
  FormField,
  FormSection,
  fieldA11y,
  inputClass,
  SwitchField,
} from '@/components/ui/form-parts';
import { TagInput } from '@/components/ui/tag-input';
import { useContractForm } from '@/hooks/forms/use-contract-form';
import { cn } from '@/lib/cn';
import {
  datesOutOfOrder,
  type ProjectFormField,
  type ProjectFormValues,
  projectFieldOf,
  toProjectInput,
} from './project-form-model';
import { PROJECT_UI_MESSAGES } from './projects-constants';

export interface SubmitError {
  message: string;
  detail?: string | null;
}

/**
 * The one project form (SPEC.md §2.2: /projects/new, /projects/edit/{id}, /workspace/new).
 * It checks the fields with the contract's schema and hands the parsed input to `onSubmit`.
 */
export function ProjectForm({
  mode,
  initial,
  submitLabel,
  submitting,
  submitError,
  cancelTo,
  onSubmit,
}: {
  mode: 'create' | 'edit';
  initial: ProjectFormValues;
  submitLabel: string;
  submitting: boolean;
  /** The failed save's message (SPEC.md §8) and the server's sentence. */
  submitError: SubmitError | null;
  cancelTo: string;
  onSubmit: (input: CreateProjectBody) => void;
}) {
  const uid = useId();
  const id = (field: ProjectFormField) => `${uid}-${field}`;
  const [uploading, setUploading] = useState(false);
  const form = useContractForm<ProjectFormValues, CreateProjectBody>({
    // Every field is sent, so the update's parse has them all too.
    schema: (contract) =>
      mode === 'create'
        ? contract.CreateProjectBody
        : (contract.UpdateProjectBody as unknown as typeof contract.CreateProjectBody),
    toBody: toProjectInput,
    fieldOf: projectFieldOf,
    refine: datesOutOfOrder,
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const values = form.watch();
  const isPublic = useController({ control: form.control, name: 'isPublic' }).field;
  const cover = useController({ control: form.control, name: 'coverImageUrl' }).field;
  const skills = useController({ control: form.control, name: 'skills' }).field;

  const submit = form.handleSubmit((input) => {
    if (!uploading) onSubmit(input);
  });

  const alert: SubmitError | null = submitError
    ? submitError
    : form.formError
      ? { message: form.formError }
      : form.invalidCount > 0
        ? { message: PROJECT_UI_MESSAGES.fixFields(form.invalidCount) }
        : null;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-busy={submitting}>
      <FormSection title="Basics" description="What you are making and who can see it.">
        <FormField
          id={id('title')}
          label="Title"
          error={errors.title?.message}
          aside={
            <span
              className={cn(
                'text-xs tabular-nums',
                values.title.length > PROJECT_NAME_MAX ? 'text-rose-300' : 'text-ink-faint',
              )}
            >
              {values.title.length}/{PROJECT_NAME_MAX}
            </span>
          }
        >
          <input
            id={id('title')}
            type="text"
            required
            {...form.register('title')}
            placeholder="e.g. Night Drive EP"
            {...fieldA11y(id('title'), errors.title?.message)}
            className={cn(inputClass, 'h-11')}
          />
        </FormField>
        <FormField id={id('description')} label="Description" optional error={errors.description?.message}>
          <textarea
            id={id('description')}
            rows={4}
            {...form.register('description')}
            placeholder="The idea, the sound, the story — what should collaborators know?"
            {...fieldA11y(id('description'), errors.description?.message)}
            className={cn(inputClass, 'resize-y py-2.5 leading-relaxed')}
          />
        </FormField>
        <FormField id={id('type')} label="Type" error={errors.type?.message}>
          <div className="relative">
            <select
              id={id('type')}
              {...form.register('type')}
              {...fieldA11y(id('type'), errors.type?.message)}
              className={cn(inputClass, 'h-11 appearance-none pr-9')}
            >
              {PROJECT_TYPE_CHOICES.map((type) => (
                <option key={type} value={type}>
                  {PROJECT_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
            <ChevronDown
              aria-hidden
              className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-faint"
            />
          </div>
        </FormField>
        <SwitchField
          id={id('isPublic')}
          label="Public project"
          checked={isPublic.value}
          onChange={isPublic.onChange}
          description={
            values.isPublic
              ? 'Anyone can find it on Explore and ask to join.'
              : 'Only its members can see it.'
          }
        />
      </FormSection>

      <FormSection title="Cover image" description="Shown on cards and tints the project page.">
        <ImageUpload
          id={id('coverImageUrl')}
          value={cover.value}
          onChange={cover.onChange}
          onBusyChange={setUploading}
          error={errors.coverImageUrl?.message}
        />
      </FormSection>

      <FormSection title="Timeline" description="When it runs and how often contributions are gathered.">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={id('startDate')} label="Start date" optional error={errors.startDate?.message}>
            <input
              id={id('startDate')}
              type="date"
              {...form.register('startDate')}
              {...fieldA11y(id('startDate'), errors.startDate?.message)}
              className={cn(inputClass, 'h-11 [color-scheme:dark]')}
            />
          </FormField>
          <FormField id={id('endDate')} label="End date" optional error={errors.endDate?.message}>
            <input
              id={id('endDate')}
              type="date"
              min={values.startDate || undefined}
              {...form.register('endDate')}
              {...fieldA11y(id('endDate'), errors.endDate?.message)}
              className={cn(inputClass, 'h-11 [color-scheme:dark]')}
            />
          </FormField>
        </div>
        <FormField
          id={id('cycleDays')}
          label="Contribution cycle (days)"
          optional
          hint={`How many days each round of contributions runs, 1–${CONTRIBUTION_CYCLE_DAYS_MAX}.`}
          error={errors.cycleDays?.message}
          className="sm:max-w-xs"
        >
          <input
            id={id('cycleDays')}
            type="number"
            inputMode="numeric"
            min={1}
            max={CONTRIBUTION_CYCLE_DAYS_MAX}
            step={1}
            {...form.register('cycleDays')}
            placeholder="e.g. 7"
            {...fieldA11y(id('cycleDays'), errors.cycleDays?.message, true)}
            className={cn(inputClass, 'h-11')}
          />
        </FormField>
      </FormSection>

      <FormSection title="Goals and skills" description="Help the right people find the project.">
        <FormField id={id('goals')} label="Goals" optional error={errors.goals?.message}>
          <textarea
            id={id('goals')}
            rows={3}
            {...form.register('goals')}
            placeholder="e.g. Finish four tracks and release them together."
            {...fieldA11y(id('goals'), errors.goals?.message)}
            className={cn(inputClass, 'resize-y py-2.5 leading-relaxed')}
          />
        </FormField>
        <div className="flex flex-col gap-1.5">
          <div className="flex items-baseline justify-between gap-3">
            <label htmlFor={id('skills')} className="text-sm font-medium text-ink">
              Required skills
              <span className="ml-1.5 text-xs font-normal text-ink-faint">Optional</span>
            </label>
            <span className="text-xs text-ink-faint tabular-nums">
              {values.skills.length}/{PROJECT_SKILLS_MAX}
            </span>
          </div>
          <TagInput
            id={id('skills')}
            label="Required skills"
            ref={skills.ref}
            value={skills.value}
            onChange={skills.onChange}
            error={errors.skills?.message}
            hint="Press Enter or type a comma to add a skill."
            placeholder="e.g. mixing, vocals"
            max={PROJECT_SKILLS_MAX}
            limitMessage={`At most ${PROJECT_SKILLS_MAX} skills.`}
          />
        </div>
      </FormSection>

      <FormAlert message={alert?.message ?? null} detail={alert?.detail} />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
        <p aria-live="polite" className="text-center text-xs text-ink-muted sm:mr-auto sm:text-left">
          {uploading ? PROJECT_UI_MESSAGES.waitForUpload : null}
        </p>
        <Link to={cancelTo} className={buttonClass('ghost', 'lg')}>
          Cancel
        </Link>
        <button type="submit" disabled={submitting || uploading} className={buttonClass('primary', 'lg')}>
          {submitting ? (
            <span
              aria-hidden
              className="size-4 animate-spin rounded-full border-2 border-white/30 border-t-white"
            />
          ) : null}
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
