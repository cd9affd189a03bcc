import { z } from 'zod';
import { EpochSeconds } from './common';

// /beta-testing (SPEC.md §2.2 "Beta Testing & Feedback"; the API is ours): a signed-in creator
// sends feedback (a category, a description, a 1–5 rating, maybe a private screenshot), follows
// where each of their submissions stands, and opts in to features still in beta.

export const FEEDBACK_CATEGORIES = ['bug', 'idea', 'design', 'performance', 'other'] as const;
/** received → in_review → planned → fixed, or closed at any point; moved along by the team. */
export const FEEDBACK_STATUSES = ['received', 'in_review', 'planned', 'fixed', 'closed'] as const;
export const FEEDBACK_DESCRIPTION_MIN = 10;
export const FEEDBACK_DESCRIPTION_MAX = 4_000;
export const FEEDBACK_RATING_MIN = 1;
export const FEEDBACK_RATING_MAX = 5;
/** GET /api/feedback lists at most this many of your submissions, the newest. */
export const FEEDBACK_LIST_MAX = 50;

export const SCREENSHOT_NOT_YOURS = 'screenshotMediaId: Choose a screenshot from your own library.';
export const SCREENSHOT_NOT_AN_IMAGE = 'screenshotMediaId: The screenshot must be an image.';

export const FeedbackCategory = z.enum(FEEDBACK_CATEGORIES, {
  error: (issue) =>
    issue.input === undefined
      ? 'Category is required.'
      : `Category must be one of ${FEEDBACK_CATEGORIES.join(', ')}.`,
});
export type FeedbackCategory = z.infer<typeof FeedbackCategory>;

export const FeedbackStatus = z.enum(FEEDBACK_STATUSES);
export type FeedbackStatus = z.infer<typeof FeedbackStatus>;

// Any UUID shape (the server's media ids); the server still checks that the file is the sender's.
const MEDIA_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** POST /api/feedback */
export const CreateFeedbackBody = z.object({
  /** What the feedback is about. */
  category: FeedbackCategory,
  /** What happened or what you would like, trimmed, 10–4,000 characters. */
  description: z
    .string()
    .trim()
    .min(FEEDBACK_DESCRIPTION_MIN, `Description must be at least ${FEEDBACK_DESCRIPTION_MIN} characters.`)
    .max(FEEDBACK_DESCRIPTION_MAX, `Description must be at most ${FEEDBACK_DESCRIPTION_MAX} characters.`),
  /** How the product feels today, 1–5 stars. */
  rating: z
    .number()
    // A refinement, not .int(): "Rating must be a whole number", not zod's wording about integers.
    .refine(Number.isInteger, 'Rating must be a whole number of stars.')
    .min(FEEDBACK_RATING_MIN, `Rating must be at least ${FEEDBACK_RATING_MIN} star.`)
    .max(FEEDBACK_RATING_MAX, `Rating must be at most ${FEEDBACK_RATING_MAX} stars.`),
  /** An image from the sender's own library; it stays private. Absent or null: none. */
  screenshotMediaId: z
    .string()
    .trim()
    .regex(MEDIA_ID, 'Screenshot must be the id of an image in your library.')
    .nullish(),
});
export type CreateFeedbackBody = z.infer<typeof CreateFeedbackBody>;

/** A screenshot as its owner (the sender) sees it; nobody else does. */
export const FeedbackScreenshot = z.object({
  mediaId: z.string(),
  /** `/media/{file}`: private, served to its owner only. */
  url: z.string(),
  /** A small WebP, or null when none could be made. */
  thumbnailUrl: z.string().nullable(),
});
export type FeedbackScreenshot = z.infer<typeof FeedbackScreenshot>;

/** One submission, as its sender sees it. */
export const Feedback = z.object({
  feedbackId: z.string(),
  category: FeedbackCategory,
  description: z.string(),
  rating: z.number().int().min(FEEDBACK_RATING_MIN).max(FEEDBACK_RATING_MAX),
  /** `received` until the team moves it along. */
  status: FeedbackStatus,
  /** Null when none was sent, or the file has since been deleted. */
  screenshot: FeedbackScreenshot.nullable(),
  createdAt: EpochSeconds,
  updatedAt: EpochSeconds,
});
export type Feedback = z.infer<typeof Feedback>;

/** POST /api/feedback → 201 */
export const FeedbackAnswer = z.object({ success: z.literal(true), feedback: Feedback });
export type FeedbackAnswer = z.infer<typeof FeedbackAnswer>;

/** GET /api/feedback — your own submissions, newest first, at most FEEDBACK_LIST_MAX. */
export const FeedbackListAnswer = z.object({ success: z.literal(true), feedback: z.array(Feedback) });
export type FeedbackListAnswer = z.infer<typeof FeedbackListAnswer>;

/** PUT /api/me/beta */
export const BetaOptInBody = z.object({
  /** Whether to try features still in beta. */
  optIn: z.boolean(),
});
export type BetaOptInBody = z.infer<typeof BetaOptInBody>;

/** GET and PUT /api/me/beta */
export const BetaOptInAnswer = z.object({ success: z.literal(true), optIn: z.boolean() });
export type BetaOptInAnswer = z.infer<typeof BetaOptInAnswer>;
