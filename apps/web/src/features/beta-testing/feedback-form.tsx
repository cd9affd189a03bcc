import { FEEDBACK_DESCRIPTION_MAX, FEEDBACK_DESCRIPTION_MIN } from '@create-together/contract';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from '@/components/toast/toast-store';
import { buttonClass } from '@/components/ui/button';
import { FormAlert, FormField, fieldA11y, inputClass } from '@/components/ui/form-parts';
import { useSubmitFeedback } from '@/entities/feedback';
import { cn } from '@/lib/cn';
import { FEEDBACK_MESSAGES } from './feedback-constants';
import { CategoryField, RatingField } from './feedback-form-fields';
import {
  type FeedbackFormErrors,
  type FeedbackFormValues,
  INITIAL_FEEDBACK_FORM,
  placeServerError,
  validateFeedbackForm,
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
  const [values, setValues] = useState<FeedbackFormValues>(INITIAL_FEEDBACK_FORM);
  const [errors, setErrors] = useState<FeedbackFormErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  // A new key remounts the fields, so nothing of the last submission (an upload's error) lingers.
  const [round, setRound] = useState(0);

  const set = <K extends keyof FeedbackFormValues>(name: K, value: FeedbackFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
    setAlert(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    if (uploading) {
      setErrors((current) => ({ ...current, screenshot: FEEDBACK_MESSAGES.uploading }));
      return;
    }
    const checked = validateFeedbackForm(values);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setAlert(null);
    submit.mutate(checked.body, {
      onSuccess: () => {
        toast.success(FEEDBACK_MESSAGES.sent);
        setValues(INITIAL_FEEDBACK_FORM);
        setErrors({});
        setRound((n) => n + 1);
      },
      onError: (error) => {
        const { field, message } = placeServerError(error);
        if (field) setErrors((current) => ({ ...current, [field]: message }));
        else setAlert(message);
      },
    });
  };

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
        value={values.category}
        onChange={(category) => set('category', category)}
        error={errors.category}
      />
      <FormField
        id={fieldId('description')}
        label="Description"
        hint={descriptionHint}
        error={errors.description}
        aside={
          <span
            className={cn(
              'text-xs tabular-nums',
              length > FEEDBACK_DESCRIPTION_MAX ? 'font-medium text-rose-300' : 'text-ink-faint',
            )}
          >
            {length.toLocaleString('en')} / {FEEDBACK_DESCRIPTION_MAX.toLocaleString('en')}
          </span>
        }
      >
        <textarea
          id={fieldId('description')}
          rows={5}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
          placeholder="Tell us what happened, or what you would like to see…"
          {...fieldA11y(fieldId('description'), errors.description, descriptionHint)}
          className={cn(inputClass, 'min-h-32 resize-y py-2.5 leading-relaxed')}
        />
      </FormField>
      <RatingField
        id={fieldId('rating')}
        value={values.rating}
        onChange={(rating) => set('rating', rating)}
        error={errors.rating}
      />
      <ScreenshotField
        id={fieldId('screenshot')}
        value={values.screenshot}
        onChange={(screenshot) => set('screenshot', screenshot)}
        onBusyChange={setUploading}
        error={errors.screenshot}
      />
      <FormAlert message={alert} />
      <button
        type="submit"
        disabled={submit.isPending}
        className={buttonClass('primary', 'lg', 'w-full sm:w-auto sm:self-end')}
      >
        <Send aria-hidden className="size-5" />
        {submit.isPending ? 'Sending…' : 'Send feedback'}
      </button>
    </form>
  );
}
