import { z } from 'zod';
import { EpochSeconds } from './common';
import { Media } from './media';
import { ProjectPerson } from './projects';
import { ContributionSong, Take, TakesBody } from './songs';

export const CONTRIBUTION_MAX = 20_000;
/** The most characters of a credit's role ("bass", "lyrics", "mix", "artwork"…). */
export const CREDIT_ROLE_MAX = 40;

/** What a merged contribution credits its author as; '' for no role named. */
export const CreditRole = z
  .string({ error: 'creditRole must be text.' })
  .trim()
  .max(CREDIT_ROLE_MAX, `A credit's role is at most ${CREDIT_ROLE_MAX} characters.`);
export const MAIN_CONTENT_MAX = 200_000;

/** What the caller may do to a contribution, as the server's policy layer decides. */
export const ContributionPolicies = z.object({
  /** Vote on it, or take the vote back: members of an active project but its author, while it is open. */
  canVote: z.boolean(),
  /** Change its text or takes: its author, a member of the active project, while it is open. */
  canRevise: z.boolean(),
  /**
   * Merge it into the main content: the owner of an active project, while it is open — once the
   * project's rules are met (`review.blockers` empty; the server refuses it otherwise).
   */
  canMerge: z.boolean(),
});
export type ContributionPolicies = z.infer<typeof ContributionPolicies>;

/** What still stands between a contribution and its merge under the project's rules. */
export const MergeBlocker = z.discriminatedUnion('kind', [
  /** Fewer current approvals than the project requires. */
  z.object({ kind: z.literal('approvals'), missing: z.number().int().positive() }),
  /** Members asked for changes on this revision (only when approvals are required). */
  z.object({ kind: z.literal('changes_requested'), count: z.number().int().positive() }),
  /** Unresolved threads on it or its takes (when the project says open threads block). */
  z.object({ kind: z.literal('open_threads'), count: z.number().int().positive() }),
]);
export type MergeBlocker = z.infer<typeof MergeBlocker>;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** One blocker as the merge control and the server's refusal both word it: "needs 1 more approval". */
export function mergeBlockerText(blocker: MergeBlocker): string {
  switch (blocker.kind) {
    case 'approvals':
      return `needs ${plural(blocker.missing, 'more approval', 'more approvals')}`;
    case 'changes_requested':
      return plural(blocker.count, 'request for changes', 'requests for changes');
    case 'open_threads':
      return plural(blocker.count, 'open thread', 'open threads');
  }
}

/** The 409 of a merge that does not meet the rules: "This contribution cannot be merged yet: needs 1 more approval, 2 open threads." */
export function mergeBlockedMessage(blockers: readonly MergeBlocker[]): string {
  return `This contribution cannot be merged yet: ${blockers.map(mergeBlockerText).join(', ')}.`;
}

/** Where a contribution stands with the project's rules. Votes cast on an earlier revision are stale. */
export const ContributionReview = z.object({
  /** Current upvotes. */
  approvals: z.number().int().nonnegative(),
  /** Current downvotes. */
  changesRequested: z.number().int().nonnegative(),
  /** Votes cast before the author last changed it: shown, not counted. */
  staleVotes: z.number().int().nonnegative(),
  /** Unresolved threads on it or its takes. */
  openThreads: z.number().int().nonnegative(),
  /** The project's rule: approvals needed (0: the owner decides). */
  requiredApprovals: z.number().int().nonnegative(),
  /** What is missing before it can be merged; empty when the rules are met. */
  blockers: z.array(MergeBlocker),
});
export type ContributionReview = z.infer<typeof ContributionReview>;

/** One vote on a contribution, as its card lists them (stale ones too). */
export const ContributionVote = z.object({
  voter: z.object({ userId: z.string(), username: z.string(), avatarUrl: z.string().nullable() }),
  value: z.union([z.literal(1), z.literal(-1)]),
  /** Cast before the author's last change: kept, not counted. */
  stale: z.boolean(),
});
export type ContributionVote = z.infer<typeof ContributionVote>;

export const Contribution = z.object({
  id: z.string(),
  author: ProjectPerson,
  /** Markdown. */
  content: z.string(),
  status: z.enum(['open', 'merged']),
  mergedAt: EpochSeconds.nullable(),
  /** The sum of the members' current votes (+1 / −1 each; stale ones do not count). */
  votes: z.number().int(),
  /** Whether the caller has voted on it. */
  hasVoted: z.boolean(),
  /** The caller's vote: 1, −1, or 0 when they have not voted. */
  myVote: z.union([z.literal(1), z.literal(-1), z.literal(0)]),
  /** Whether the caller's vote was cast before the author's last change (it no longer counts). */
  myVoteStale: z.boolean(),
  /** Every vote, current and stale, oldest first. */
  voters: z.array(ContributionVote),
  /** 1 when proposed; one more for each change the author made. */
  revision: z.number().int().positive(),
  /** When the author last changed it, or null. */
  revisedAt: EpochSeconds.nullable(),
  /** Where it stands with the project's rules, and what its merge still needs. */
  review: ContributionReview,
  /** A file from the author's library attached to it (public once attached), or null. */
  media: Media.nullable(),
  /** The takes it proposes for the song, in order (none for text alone). */
  takes: z.array(Take),
  /** With takes: the song it was proposed against, and what changed since; null without takes. */
  song: ContributionSong.nullable(),
  /** What its author is (or will be, once merged) credited as; '' for no role named. */
  creditRole: z.string(),
  /** What the caller may do to it. */
  policies: ContributionPolicies,
  createdAt: EpochSeconds,
  updatedAt: EpochSeconds,
});
export type Contribution = z.infer<typeof Contribution>;

/** POST …/contributions/{cid}/merge — the owner may name (or rename) the author's credit as they merge. */
export const MergeBody = z.object({ creditRole: CreditRole.optional() }).nullish();
export type MergeBody = z.infer<typeof MergeBody>;

/** One person's credit on a project: the roles their merged contributions name, and how many there are. */
export const ProjectCredit = z.object({
  person: ProjectPerson,
  /** Each role once, in the order first credited; empty when their contributions named none. */
  roles: z.array(z.string()),
  contributions: z.number().int().positive(),
});
export type ProjectCredit = z.infer<typeof ProjectCredit>;

/** GET /api/projects/{id}/credits — whoever sees the project; first credited first. */
export const ProjectCreditsAnswer = z.object({ success: z.literal(true), credits: z.array(ProjectCredit) });
export type ProjectCreditsAnswer = z.infer<typeof ProjectCreditsAnswer>;

/** A project someone is credited on, as their profile lists it. */
export const UserCredit = z.object({
  project: z.object({ id: z.string(), name: z.string() }),
  roles: z.array(z.string()),
  contributions: z.number().int().positive(),
  lastMergedAt: EpochSeconds,
});
export type UserCredit = z.infer<typeof UserCredit>;

/** GET /api/users/{id}/credits — in projects the caller can see, most recent first (404 as GET /api/users/{id}). */
export const UserCreditsAnswer = z.object({ success: z.literal(true), credits: z.array(UserCredit) });
export type UserCreditsAnswer = z.infer<typeof UserCreditsAnswer>;

/** POST /api/projects/{id}/contributions */
export const ContributionBody = z.object({
  /** Markdown, 1–20,000 characters. */
  content: z
    .string()
    .trim()
    .min(1, 'Contribution cannot be empty.')
    .max(
      CONTRIBUTION_MAX,
      `Contribution must be at most ${CONTRIBUTION_MAX.toLocaleString('en')} characters.`,
    ),
  /** One of the author's own media items to attach (ours); attaching makes it public. */
  mediaId: z.string().max(100).nullish(),
  /** Takes for the song: new tracks, or new files for tracks (audio stays as private as it was). */
  takes: TakesBody.default([]),
  /** What the author is credited as once it is merged: "bass", "lyrics", "mix"… ('' names none). */
  creditRole: CreditRole.default(''),
});
export type ContributionBody = z.infer<typeof ContributionBody>;

/**
 * PATCH /api/projects/{id}/contributions/{cid} — its author changes the text, the takes, or both
 * (`takes` replaces them all; [] removes them). Earlier votes go stale.
 */
export const ReviseContributionBody = z
  .object({
    content: ContributionBody.shape.content,
    takes: TakesBody,
    /** The credit's role; changing only it is no new revision (votes stay current). */
    creditRole: CreditRole,
  })
  .partial()
  .refine((body) => body.content !== undefined || body.takes !== undefined || body.creditRole !== undefined, {
    message: 'Send the new content, the new takes, or the credit’s role.',
  });
export type ReviseContributionBody = z.infer<typeof ReviseContributionBody>;

/**
 * POST /api/projects/{id}/contributions/{cid}/vote — the same value again, or the opposite, takes a
 * current vote back; a stale vote is replaced by this one.
 */
export const VoteBody = z.object({
  /** +1 or −1. */
  value: z.union([z.literal(1), z.literal(-1)], { error: 'value must be 1 or -1.' }),
});
export type VoteBody = z.infer<typeof VoteBody>;

/** PUT /api/projects/{id}/workspace — the owner saves the main content. */
export const WorkspaceBody = z.object({
  /** Markdown, up to 200,000 characters. */
  mainContent: z
    .string()
    .max(
      MAIN_CONTENT_MAX,
      `Main content must be at most ${MAIN_CONTENT_MAX.toLocaleString('en')} characters.`,
    ),
  /** `workspace.lastUpdated` of the version this edit started from: a newer one on the server is 409. */
  baseUpdatedAt: EpochSeconds,
});
export type WorkspaceBody = z.infer<typeof WorkspaceBody>;

export const Workspace = z.object({ mainContent: z.string(), lastUpdated: EpochSeconds });
export type Workspace = z.infer<typeof Workspace>;

export const ContributionsAnswer = z.object({
  success: z.literal(true),
  contributions: z.array(Contribution),
});
export type ContributionsAnswer = z.infer<typeof ContributionsAnswer>;

export const ContributionAnswer = z.object({ success: z.literal(true), contribution: Contribution });
export type ContributionAnswer = z.infer<typeof ContributionAnswer>;

export const VoteAnswer = z.object({
  success: z.literal(true),
  votes: z.number().int(),
  hasVoted: z.boolean(),
  myVote: z.union([z.literal(1), z.literal(-1), z.literal(0)]),
  /** Every vote now, and where the contribution stands. */
  voters: z.array(ContributionVote),
  review: ContributionReview,
});
export type VoteAnswer = z.infer<typeof VoteAnswer>;

export const MergeAnswer = z.object({
  success: z.literal(true),
  contribution: Contribution,
  workspace: Workspace,
});
export type MergeAnswer = z.infer<typeof MergeAnswer>;

export const WorkspaceAnswer = z.object({ success: z.literal(true), workspace: Workspace });
export type WorkspaceAnswer = z.infer<typeof WorkspaceAnswer>;

/** The `{id}/contributions/{cid}` of a contribution's paths. */
export const ContributionParams = z.object({ id: z.string(), cid: z.string() });
export type ContributionParams = z.infer<typeof ContributionParams>;

/** How much of a merged contribution a profile lists; the whole text is in the project. */
export const CONTRIBUTION_EXCERPT_MAX = 280;
export const USER_CONTRIBUTIONS_MAX = 20;

/** A merged contribution as the author's profile lists it. */
export const MergedContribution = z.object({
  id: z.string(),
  project: z.object({ id: z.string(), name: z.string() }),
  /** The start of the markdown, at most CONTRIBUTION_EXCERPT_MAX characters (ending in "…" when cut). */
  excerpt: z.string(),
  mergedAt: EpochSeconds,
  votes: z.number().int(),
});
export type MergedContribution = z.infer<typeof MergedContribution>;

/**
 * GET /api/users/{id}/contributions — their merged contributions in projects the caller can see,
 * newest merge first, at most USER_CONTRIBUTIONS_MAX; 404 `User not found.` as GET /api/users/{id}.
 */
export const UserContributionsAnswer = z.object({
  success: z.literal(true),
  contributions: z.array(MergedContribution),
});
export type UserContributionsAnswer = z.infer<typeof UserContributionsAnswer>;
