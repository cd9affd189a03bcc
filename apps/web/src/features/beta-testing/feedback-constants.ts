import { FEEDBACK_CATEGORIES, type FeedbackCategory, type FeedbackStatus } from '@create-together/contract';
import { Bug, Gauge, Lightbulb, type LucideIcon, MessageSquare, Palette } from 'lucide-react';

/** SPEC.md §2.2: the page's title. */
export const BETA_PAGE_TITLE = 'Beta Testing & Feedback';

/** The five categories in the order the form offers them, with friendly labels. */
export const CATEGORIES: Record<FeedbackCategory, { label: string; icon: LucideIcon }> = {
  bug: { label: 'Bug', icon: Bug },
  idea: { label: 'Idea', icon: Lightbulb },
  design: { label: 'Design', icon: Palette },
  performance: { label: 'Performance', icon: Gauge },
  other: { label: 'Other', icon: MessageSquare },
};

export const CATEGORY_CHOICES = FEEDBACK_CATEGORIES.map((value) => ({ value, ...CATEGORIES[value] }));

/** Each status has its own colour, so where a submission stands reads at a glance. */
export const STATUS_BADGES: Record<FeedbackStatus, { label: string; className: string }> = {
  received: { label: 'Received', className: 'border-sky-400/40 bg-sky-400/10 text-sky-200' },
  in_review: { label: 'In review', className: 'border-amber-400/40 bg-amber-400/10 text-amber-200' },
  planned: { label: 'Planned', className: 'border-violet-400/40 bg-violet-400/10 text-violet-200' },
  fixed: { label: 'Fixed', className: 'border-emerald-400/40 bg-emerald-400/10 text-emerald-200' },
  closed: { label: 'Closed', className: 'border-line-strong bg-surface-3/70 text-ink-muted' },
};

export const RATING_LABELS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

export const FEEDBACK_MESSAGES = {
  categoryRequired: 'Pick what your feedback is about.',
  descriptionRequired: 'Tell us what happened or what you would like.',
  ratingRequired: 'Choose a rating from 1 to 5 stars.',
  uploading: 'Wait for the screenshot to finish uploading.',
  sent: 'Thank you! Your feedback was sent.',
  sendFailed: 'Your feedback could not be sent. Please try again.',
  optInOn: 'Beta features are on. Thanks for trying them!',
  optInOff: 'Beta features are off.',
  optInFailed: 'Your beta choice could not be saved. Please try again.',
} as const;

export const OPT_IN_DESCRIPTIONS = {
  on: 'On: you see new features before everyone else, while we are still finishing them. They may change or have rough edges — tell us below.',
  off: 'Off: you see only finished features. Turn it on to try new ones early and help shape them.',
} as const;
