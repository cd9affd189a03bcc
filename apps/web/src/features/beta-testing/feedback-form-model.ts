import type { FeedbackCategory, Media } from '@create-together/contract';
import type { FieldOf } from '@/hooks/forms/use-contract-form';
import { ApiError } from '@/lib/api-error';
import { FEEDBACK_MESSAGES } from './feedback-constants';

/** What the form holds: nothing chosen until the user chooses. */
export interface FeedbackFormValues {
  category: FeedbackCategory | null;
  description: string;
  rating: number | null;
  screenshot: Pick<Media, 'mediaId' | 'url' | 'thumbnailUrl' | 'title'> | null;
}

export type FeedbackFormField = 'category' | 'description' | 'rating' | 'screenshot';
export type FeedbackFormErrors = Partial<Record<FeedbackFormField, string>>;

export const INITIAL_FEEDBACK_FORM: FeedbackFormValues = {
  category: null,
  description: '',
  rating: null,
  screenshot: null,
};

const FIELD_OF: Record<string, FeedbackFormField> = {
  category: 'category',
  description: 'description',
  rating: 'rating',
  screenshotMediaId: 'screenshot',
};

/** The body the form makes: a screenshot by its id, nothing chosen left out. */
export const toFeedbackBody = (values: FeedbackFormValues): unknown => ({
  category: values.category ?? undefined,
  description: values.description,
  rating: values.rating ?? undefined,
  screenshotMediaId: values.screenshot?.mediaId ?? null,
});

/** The body's "screenshotMediaId" is the screenshot's field; the others have the body's names. */
export const feedbackFieldOf: FieldOf<FeedbackFormValues> = (path, message) => {
  const field = FIELD_OF[path.split('.')[0] ?? ''];
  return field ? { field, message } : undefined;
};

/** What is not chosen yet gets words of its own: the schema's would speak of types and lists. */
export function unchosen(values: FeedbackFormValues): FeedbackFormErrors {
  const errors: FeedbackFormErrors = {};
  if (values.category === null) errors.category = FEEDBACK_MESSAGES.categoryRequired;
  if (values.description.trim() === '') errors.description = FEEDBACK_MESSAGES.descriptionRequired;
  if (values.rating === null) errors.rating = FEEDBACK_MESSAGES.ratingRequired;
  return errors;
}

/** A refusal of no field: the server's sentence, the transport's, or that sending failed. */
export function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return FEEDBACK_MESSAGES.sendFailed;
  return error.serverMessage ?? error.message;
}
