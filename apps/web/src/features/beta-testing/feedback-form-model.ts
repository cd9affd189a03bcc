import { CreateFeedbackBody, type FeedbackCategory, type Media } from '@create-together/contract';
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

/**
 * The contract's own schema decides (the server checks the same); only what is missing gets words
 * of its own, as the schema's would speak of types and lists.
 */
export function validateFeedbackForm(
  values: FeedbackFormValues,
): { body: CreateFeedbackBody; errors: null } | { body: null; errors: FeedbackFormErrors } {
  const errors: FeedbackFormErrors = {};
  if (values.category === null) errors.category = FEEDBACK_MESSAGES.categoryRequired;
  if (values.description.trim() === '') errors.description = FEEDBACK_MESSAGES.descriptionRequired;
  if (values.rating === null) errors.rating = FEEDBACK_MESSAGES.ratingRequired;
  const parsed = CreateFeedbackBody.safeParse({
    category: values.category ?? undefined,
    description: values.description,
    rating: values.rating ?? undefined,
    screenshotMediaId: values.screenshot?.mediaId ?? null,
  });
  for (const issue of parsed.error?.issues ?? []) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field) errors[field] ??= issue.message;
  }
  return parsed.success && Object.keys(errors).length === 0
    ? { body: parsed.data, errors: null }
    : { body: null, errors };
}

/**
 * Where the server's refusal belongs: "description: …" goes under the description, and so on;
 * anything else (a limit, a lost connection) is the form's message.
 */
export function placeServerError(error: unknown): { field: FeedbackFormField | null; message: string } {
  if (!(error instanceof ApiError)) return { field: null, message: FEEDBACK_MESSAGES.sendFailed };
  const match = /^(\w+): (.+)$/s.exec(error.serverMessage ?? '');
  const field = match ? FIELD_OF[match[1] ?? ''] : undefined;
  if (match && field) return { field, message: match[2] ?? error.message };
  return { field: null, message: error.serverMessage ?? error.message };
}
