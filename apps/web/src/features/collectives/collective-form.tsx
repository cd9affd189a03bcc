import {
  COLLECTIVE_DESCRIPTION_MAX,
  COLLECTIVE_NAME_MAX,
  COLLECTIVE_TAGS_MAX,
  type CollectiveInput,
} from '@create-together/contract';
import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { Link } from 'react-router';
import { COVER_WORDS, ImageUpload, type ImageUploadWords } from '@/components/media';
import { buttonClass } from '@/components/ui/button';
import { FormAlert, FormField, FormSection, fieldA11y, inputClass } from '@/components/ui/form-parts';
import { ButtonSpinner } from '@/components/ui/spinner';
import { TagInput } from '@/components/ui/tag-input';
import { useContractForm } from '@/hooks/forms/use-contract-form';
import { ApiError } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import {
  type CollectiveFormField,
  type CollectiveFormValues,
  collectiveFieldOf,
  takenName,
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

/** The server's sentence for a refused save, or the transport's ("Could not reach the server…"). */
function failureDetail(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.serverMessage ?? (error.isNetworkError ? error.message : null);
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
 * with the contract's schema and hands the parsed body to `onSubmit`; a refused save shows beside
 * the field it concerns (focused), or above the buttons as `failedMessage` and the server's sentence.
 */
export function CollectiveForm({
  initial,
  submitLabel,
  submittingLabel,
  failedMessage,
  cancelTo,
  onSubmit,
}: {
  initial: CollectiveFormValues;
  submitLabel: string;
  submittingLabel: string;
  /** What a refused save says above the buttons, e.g. "Could not create the collective." */
  failedMessage: string;
  cancelTo: string;
  /** Saves the body; settles when the save does, rejecting with the server's refusal. */
  onSubmit: (input: CollectiveInput) => Promise<unknown>;
}) {
  const uid = useId();
  const id = (field: CollectiveFormField) => `${uid}-${field}`;
  const [uploads, setUploads] = useState({ avatarUrl: false, coverUrl: false });
  const uploading = uploads.avatarUrl || uploads.coverUrl;
  const form = useContractForm<CollectiveFormValues, CollectiveInput>({
    schema: (contract) => contract.CollectiveBody,
    fieldOf: collectiveFieldOf,
    defaultValues: initial,
  });
  const { errors, isSubmitting: submitting } = form.formState;
  const values = form.watch();
  const tags = useController({ control: form.control, name: 'tags' }).field;
  const avatar = useController({ control: form.control, name: 'avatarUrl' }).field;
  const cover = useController({ control: form.control, name: 'coverUrl' }).field;
  const visibility = useController({ control: form.control, name: 'visibility' }).field;

  const submit = form.handleSubmit((input) => {
    if (uploading) return;
    // The server's sentence (or the transport's) goes under `failedMessage`.
    return onSubmit(input).catch((error: unknown) =>
      form.placeServerError(error, failureDetail(error) ?? '', takenName),
    );
  });

  const refused = errors.root?.server;
  const alert: { message: string; detail?: string | null } | null = refused
    ? { message: failedMessage, detail: refused.message || null }
    : form.formError
      ? { message: form.formError }
      : form.invalidCount > 0
        ? { message: COLLECTIVE_FORM_MESSAGES.fixFields(form.invalidCount) }
        : null;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-busy={submitting}>
      <FormSection title="About" description="What brings its members together.">
        <FormField
          id={id('name')}
          label="Name"
          error={errors.name?.message}
          aside={<Count length={values.name.length} max={COLLECTIVE_NAME_MAX} />}
        >
          <input
            id={id('name')}
            type="text"
            required
            {...form.register('name')}
            placeholder="e.g. Night Shift Collective"
            autoComplete="off"
            {...fieldA11y(id('name'), errors.name?.message)}
            className={cn(inputClass, 'h-11')}
          />
        </FormField>
        <FormField
          id={id('description')}
          label="Description"
          optional
          error={errors.description?.message}
          aside={
            values.description.length > COLLECTIVE_DESCRIPTION_MAX - 200 ? (
              <Count length={values.description.length} max={COLLECTIVE_DESCRIPTION_MAX} />
            ) : null
          }
        >
          <textarea
            id={id('description')}
            rows={4}
            {...form.register('description')}
            placeholder="What you make, how often you meet, who should join."
            {...fieldA11y(id('description'), errors.description?.message)}
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
            ref={tags.ref}
            value={tags.value}
            onChange={tags.onChange}
            error={errors.tags?.message}
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
            value={avatar.value}
            onChange={avatar.onChange}
            onBusyChange={(busy) => setUploads((current) => ({ ...current, avatarUrl: busy }))}
            error={errors.avatarUrl?.message}
            words={AVATAR_WORDS}
            shape="square"
          />
        </div>
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-ink">Cover image</p>
          <ImageUpload
            id={id('coverUrl')}
            value={cover.value}
            onChange={cover.onChange}
            onBusyChange={(busy) => setUploads((current) => ({ ...current, coverUrl: busy }))}
            error={errors.coverUrl?.message}
            words={COLLECTIVE_COVER_WORDS}
          />
        </div>
      </FormSection>

      <FormSection title="Membership">
        <VisibilityField
          id={id('visibility')}
          ref={visibility.ref}
          value={visibility.value}
          onChange={visibility.onChange}
          error={errors.visibility?.message}
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
