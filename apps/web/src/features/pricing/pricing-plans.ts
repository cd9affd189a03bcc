import { formatBytes } from '@/entities/media';
import { AUDIO_MAX_BYTES, MEDIA_MAX_BYTES } from '@/lib/upload';

/**
 * The plans /pricing shows (SPEC.md §2.1 "Pricing"). Only Free exists today: no payment is taken
 * anywhere, so the paid plans are described but cannot be chosen.
 */

export type BillingPeriod = 'monthly' | 'yearly';

/** Paying for a year at once takes this much off the monthly price (the `yearly` prices below). */
export const YEARLY_DISCOUNT_PERCENT = 20;

export const BILLING_PERIODS: ReadonlyArray<{ value: BillingPeriod; label: string }> = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: `Yearly · save ${YEARLY_DISCOUNT_PERCENT}%` },
];

export interface PlanFeature {
  text: string;
  /** A caveat said beside the feature, e.g. that a limit is not applied yet. */
  note?: string;
}

export interface Plan {
  id: 'free' | 'pro' | 'studio';
  name: string;
  /** Who the plan is for, in one line. */
  audience: string;
  /** US dollars per month, billed monthly. */
  monthly: number;
  /** US dollars per year, billed yearly. */
  yearly: number;
  /** Said under the price, e.g. "for up to 5 members". */
  priceNote?: string;
  features: readonly PlanFeature[];
  recommended?: boolean;
  /** Whether it can be had today; a paid plan cannot until payment exists. */
  available: boolean;
}

/** "50 MB" and "250 MB": the server's real upload limits (MEDIA_MAX_BYTES, AUDIO_MAX_BYTES), as the library states them. */
export const FREE_UPLOAD_LIMIT = formatBytes(MEDIA_MAX_BYTES);
export const FREE_AUDIO_UPLOAD_LIMIT = formatBytes(AUDIO_MAX_BYTES);

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    audience: 'Everything you need to create together.',
    monthly: 0,
    yearly: 0,
    priceNote: 'forever',
    available: true,
    features: [
      { text: 'Start and join projects, public or private, without limit' },
      { text: 'Contribute, vote on contributions and merge them' },
      { text: 'Friends, messages, and audio and video calls' },
      {
        text: `Media library: audio up to ${FREE_AUDIO_UPLOAD_LIMIT} a file, video and images up to ${FREE_UPLOAD_LIMIT}`,
      },
      { text: '5 GB of library storage', note: 'No storage cap applies yet.' },
      { text: 'The queue: get matched into a Duo, Trio or Squad' },
      { text: 'Start and join collectives' },
    ],
  },
  {
    id: 'pro',
    name: 'Pro',
    audience: 'For creators who record, release and collaborate every week.',
    monthly: 10,
    yearly: 96,
    recommended: true,
    available: false,
    features: [
      { text: 'Everything in Free' },
      { text: '100 GB of library storage' },
      { text: 'Uploads up to 2 GB each, for lossless stems and full-length video' },
      { text: 'Priority matching in the queue' },
      { text: 'Play and view stats for your projects and posts' },
      { text: 'A Pro badge on your profile' },
    ],
  },
  {
    id: 'studio',
    name: 'Studio',
    audience: 'For collectives, bands and labels that share one space.',
    monthly: 30,
    yearly: 288,
    priceNote: 'for up to 5 members',
    available: false,
    features: [
      { text: 'Everything in Pro, for every member' },
      { text: '1 TB of storage shared by the collective' },
      { text: 'Roles: owners, admins and members, and who may merge' },
      { text: 'Projects owned by the collective, not by one person' },
      { text: 'More members at $6 a month each' },
      { text: 'Priority support' },
    ],
  },
];

/** What a plan costs per month for a billing period, and what is charged at once. */
export function planPrice(plan: Plan, period: BillingPeriod): { perMonth: string; billed: string | null } {
  if (plan.monthly === 0) return { perMonth: '$0', billed: null };
  if (period === 'monthly') return { perMonth: dollars(plan.monthly), billed: 'billed monthly' };
  return { perMonth: dollars(plan.yearly / 12), billed: `billed ${dollars(plan.yearly)} yearly` };
}

const dollars = (amount: number) => `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;

export const PRICING_MESSAGES = {
  notice: 'Paid plans are not available yet — everything is free while we build them.',
  noticeDetail:
    'There is no checkout and nothing to pay. The paid plans below show what we are working towards; they cannot be chosen yet.',
  paidButton: 'Not available yet',
} as const;

/** The questions under the plans. */
export const PRICING_FAQ: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: 'Why is everything free right now?',
    answer:
      'Payment is not built yet, so nobody can be charged. Everything that works today works for everyone on the Free plan.',
  },
  {
    question: 'What happens to my projects when paid plans arrive?',
    answer:
      'Nothing you made goes away. Your projects, messages and files stay yours, and we will say what changes well before it does.',
  },
  {
    question: 'How large can my uploads be?',
    answer: `Up to ${FREE_AUDIO_UPLOAD_LIMIT} per audio file (a long lossless stem fits) and ${FREE_UPLOAD_LIMIT} per video or image. Pro is planned to raise that to 2 GB.`,
  },
  {
    question: 'Do I need Studio to start a collective?',
    answer:
      'No. Anyone can start or join a collective on Free. Studio is for groups that want shared storage and roles on top.',
  },
];
