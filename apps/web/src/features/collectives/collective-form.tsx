import {
  COLLECTIVE_DESCRIPTION_MAX,
  COLLECTIVE_NAME_MAX,
  COLLECTIVE_TAGS_MAX,
  type CollectiveInput,
} from '@create-together/contract';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { COVER_WORDS, ImageUpload, type ImageUploadWords } from '@/components/media';
import { buttonClass } from '@/components/ui/button';
import { FormAlert, FormField, FormSection, fieldA11y, inputClass } from '@/components/ui/form-parts';
import { ButtonSpinner } from '@/components/ui/spinner';
import { TagInput } from '@/components/ui/tag-input';
import { cn } from '@/lib/cn';
import {
  COLLECTIVE_FIELD_ORDER,
  type CollectiveFormErrors,
  type CollectiveFormField,
  type CollectiveFormValues,
  validateCollectiveForm,
} from './collective-form-model';
import { COLLECTIVE_FORM_MESSAGES } from './collectives-constants';
import { VisibilityField } from './visibility-field';

const AVATAR_WORDS: ImageUploadWords = {
  label: 'Avatar',
  noun: 'avatar',
  pickerTitle: 'Choose an avatar',
  pickerDescription:
    'An image from your library. The avatar is shown to everyone, so the image becomes public.',
  hint: 'PNG, JPEG, GIF or WebP, up to 50 MB. Square images look best.',
};

const COLLECTIVE_COVER_WORDS: ImageUploadWords = {
  ...COVER_WORDS,
  pickerDescription:
    'An image from your library. The cover is shown to everyone, so the image becomes public.',
};

/** A failed save: what failed, the server's sentence, and the messages that belong beside fields. */
export interface CollectiveSubmitError {
  message: string;
  detail?: string | null;
  fields?: CollectiveFormErrors;
}

/** "12/60", turning rose past the limit. */
function Count({ length, max }: { length: number; max: number }) {
  return (
    <span className={cn('text-xs tabular-nums', length > max ? 'text-rose-300' : 'text-ink-faint')}>
      {length}/{max}
    </span>
  );
}

/**
 * The one collective form (/collectives/create and /collectives/{id}/edit). It checks the fields
 * with the contract's schema, hands the parsed body to `onSubmit`, and shows a refused save's
 * field messages beside their fields (focusing the first).
 */
export function CollectiveForm({
  initial,
  submitLabel,
  submittingLabel,
  submitting,
  submitError,
  cancelTo,
  onSubmit,
}: {
  initial: CollectiveFormValues;
  submitLabel: string;
  submittingLabel: string;
  submitting: boolean;
  submitError: CollectiveSubmitError | null;
  cancelTo: string;
  onSubmit: (input: CollectiveInput, values: CollectiveFormValues) => void;
}) {
  const uid = useId();
  const id = (field: CollectiveFormField) => `${uid}-${field}`;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<CollectiveFormErrors>({});
  const [uploads, setUploads] = useState({ avatarUrl: false, coverUrl: false });
  const uploading = uploads.avatarUrl || uploads.coverUrl;

  const focusFirst = (found: CollectiveFormErrors) => {
    const first = COLLECTIVE_FIELD_ORDER.find((field) => found[field]);
    if (first) document.getElementById(`${uid}-${first}`)?.focus();
  };

  // The server's field messages arrive with a refused save: beside their fields, the first focused.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new refusal moves the focus.
  useEffect(() => {
    if (!submitError?.fields) return;
    setErrors(submitError.fields);
    focusFirst(submitError.fields);
  }, [submitError]);

  const set = <K extends CollectiveFormField>(field: K, value: CollectiveFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field loses its message at once; the others keep theirs until the next submit.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (uploading || submitting) return;
    const result = validateCollectiveForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirst(result.errors);
      return;
    }
    setErrors({});
    onSubmit(result.data, values);
  };

  const invalidCount = COLLECTIVE_FIELD_ORDER.filter((field) => errors[field]).length;
  const alert: { message: string; detail?: string | null } | null = errors.form
    ? { message: errors.form }
    : submitError && !submitError.fields
      ? submitError
      : invalidCount > 0
        ? { message: COLLECTIVE_FORM_MESSAGES.fixFields(invalidCount) }
        : null;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-busy={submitting}>
      <FormSection title="About" description="What brings its members together.">
        <FormField
          id={id('name')}
          label="Name"
          error={errors.name}
          aside={<Count length={values.name.length} max={COLLECTIVE_NAME_MAX} />}
        >
          <input
            id={id('name')}
            type="text"
            required
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
            placeholder="e.g. Night Shift Collective"
            autoComplete="off"
            {...fieldA11y(id('name'), errors.name)}
            className={cn(inputClass, 'h-11')}
          />
        </FormField>
        <FormField
          id={id('description')}
          label="Description"
          optional
          error={errors.description}
          aside={
            values.description.length > COLLECTIVE_DESCRIPTION_MAX - 200 ? (
              <Count length={values.description.length} max={COLLECTIVE_DESCRIPTION_MAX} />
            ) : null
          }
        >
          <textarea
            id={id('description')}
            rows={4}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
            placeholder="What you make, how often you meet, who should join."
            {...fieldA11y(id('description'), errors.description)}
            className={cn(inputClass, 'resize-y py-2.5 leading-relaxed')}
          />
        </FormField>
        <FormField
          id={id('tags')}
          label="Tags"
          optional
          aside={<Count length={values.tags.length} max={COLLECTIVE_TAGS_MAX} />}
        >
          <TagInput
            id={id('tags')}
            label="Tags"
            value={values.tags}
            onChange={(tags) => set('tags', tags)}
            error={errors.tags}
            hint="Genres, instruments, scenes. Press Enter or type a comma to add one."
            placeholder="e.g. synthwave, modular"
            max={COLLECTIVE_TAGS_MAX}
            limitMessage={`At most ${COLLECTIVE_TAGS_MAX} tags.`}
          />
        </FormField>
      </FormSection>

      <FormSection title="Pictures" description="Shown on its card and atop its page. Both are optional.">
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-ink">Avatar</p>
          <ImageUpload
            id={id('avatarUrl')}
            value={values.avatarUrl}
            onChange={(url) => set('avatarUrl', url)}
            onBusyChange={(busy) => setUploads((current) => ({ ...current, avatarUrl: busy }))}
            error={errors.avatarUrl}
            words={AVATAR_WORDS}
            shape="square"
          />
        </div>
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-ink">Cover image</p>
          <ImageUpload
            id={id('coverUrl')}
            value={values.coverUrl}
            onChange={(url) => set('coverUrl', url)}
            onBusyChange={(busy) => setUploads((current) => ({ ...current, coverUrl: busy }))}
            error={errors.coverUrl}
            words={COLLECTIVE_COVER_WORDS}
          />
        </div>
      </FormSection>

      <FormSection title="Membership">
        <VisibilityField
          id={id('visibility')}
          value={values.visibility}
          onChange={(visibility) => set('visibility', visibility)}
          error={errors.visibility}
        />
      </FormSection>

      <FormAlert message={alert?.message ?? null} detail={alert?.detail} />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
        <p aria-live="polite" className="text-center text-xs text-ink-muted sm:mr-auto sm:text-left">
          {uploading ? COLLECTIVE_FORM_MESSAGES.waitForUpload : null}
        </p>
        <Link to={cancelTo} className={buttonClass('ghost', 'lg')}>
          Cancel
        </Link>
        <button type="submit" disabled={submitting || uploading} className={buttonClass('primary', 'lg')}>
          {submitting ? <ButtonSpinner /> : null}
          {submitting ? submittingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
