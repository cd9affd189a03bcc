import {
  type CreateFeedbackBody,
  FEEDBACK_DESCRIPTION_MAX,
  FEEDBACK_DESCRIPTION_MIN,
} from '@create-together/contract';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { toast } from '@/components/toast/toast-store';
import { buttonClass } from '@/components/ui/button';
import { FormAlert, FormField, fieldA11y, inputClass } from '@/components/ui/form-parts';
import { useSubmitFeedback } from '@/entities/feedback';
import { useContractForm } from '@/hooks/forms/use-contract-form';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/plural';
import { FEEDBACK_MESSAGES } from './feedback-constants';
import { CategoryField, RatingField } from './feedback-form-fields';
import {
  type FeedbackFormValues,
  failureMessage,
  feedbackFieldOf,
  INITIAL_FEEDBACK_FORM,
  toFeedbackBody,
  unchosen,
} from './feedback-form-model';
import { ScreenshotField } from './screenshot-field';

/**
 * "Send feedback": checked with the contract's schema before it is sent, each field's error under
 * it; the server's refusal goes under its field too, or above Send. Sent: a toast and a fresh form.
 */
export function FeedbackForm() {
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const submit = useSubmitFeedback();
  const form = useContractForm<FeedbackFormValues, CreateFeedbackBody>({
    schema: (contract) => contract.CreateFeedbackBody,
    toBody: toFeedbackBody,
    fieldOf: feedbackFieldOf,
    refine: unchosen,
    defaultValues: INITIAL_FEEDBACK_FORM,
  });
  const { errors } = form.formState;
  const category = useController({ control: form.control, name: 'category' }).field;
  const rating = useController({ control: form.control, name: 'rating' }).field;
  const screenshot = useController({ control: form.control, name: 'screenshot' }).field;
  const [uploading, setUploading] = useState(false);
  // A new key remounts the fields, so nothing of the last submission (an upload's error) lingers.
  const [round, setRound] = useState(0);

  const send = form.handleSubmit((body) =>
    submit.mutateAsync(body).then(
      () => {
        toast.success(FEEDBACK_MESSAGES.sent);
        form.reset(INITIAL_FEEDBACK_FORM);
        setRound((n) => n + 1);
      },
      (error: unknown) => form.placeServerError(error, failureMessage(error)),
    ),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!uploading) return send(event);
    event.preventDefault();
    form.setError('screenshot', { type: 'busy', message: FEEDBACK_MESSAGES.uploading });
  };

  const values = form.watch();
  const length = values.description.length;
  const descriptionHint = `At least ${FEEDBACK_DESCRIPTION_MIN} characters: what you did, what you expected and what happened.`;

  return (
    <form
      key={round}
      noValidate
      aria-label="Send feedback"
      onSubmit={onSubmit}
      className="flex flex-col gap-6"
    >
      <CategoryField
        id={fieldId('category')}
        ref={category.ref}
        value={category.value}
        onChange={category.onChange}
        error={errors.category?.message}
      />
      <FormField
        id={fieldId('description')}
        label="Description"
        hint={descriptionHint}
        error={errors.description?.message}
        aside={
          <span
            className={cn(
              'text-xs tabular-nums',
              length > FEEDBACK_DESCRIPTION_MAX ? 'font-medium text-rose-300' : 'text-ink-faint',
            )}
          >
            {formatCount(length)} / {formatCount(FEEDBACK_DESCRIPTION_MAX)}
          </span>
        }
      >
        <textarea
          id={fieldId('description')}
          rows={5}
          {...form.register('description')}
          placeholder="Tell us what happened, or what you would like to see…"
          {...fieldA11y(fieldId('description'), errors.description?.message, descriptionHint)}
          className={cn(inputClass, 'min-h-32 resize-y py-2.5 leading-relaxed')}
        />
      </FormField>
      <RatingField
        id={fieldId('rating')}
        ref={rating.ref}
        value={rating.value}
        onChange={rating.onChange}
        error={errors.rating?.message}
      />
      <ScreenshotField
        id={fieldId('screenshot')}
        value={screenshot.value}
        onChange={screenshot.onChange}
        onBusyChange={setUploading}
        error={errors.screenshot?.message}
      />
      <FormAlert message={form.formError ?? null} />
      <button
        type="submit"
        disabled={form.formState.isSubmitting}
        className={buttonClass('primary', 'lg', 'w-full sm:w-auto sm:self-end')}
      >
        <Send aria-hidden className="size-5" />
        {form.formState.isSubmitting ? 'Sending…' : 'Send feedback'}
      </button>
    </form>
  );
}
