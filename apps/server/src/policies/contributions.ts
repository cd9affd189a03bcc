import {
  type ContributionPolicies,
  type ContributionReview,
  type MergeBlocker,
  mergeBlockedMessage,
  type ReviewRules,
} from '@create-together/contract';
import { type AppError, conflict, forbidden } from '../lib/errors';
import { type ProjectSubject, refusalOf } from './projects';

export const OWN_CONTRIBUTION = 'You cannot vote on your own contribution.';
export const ONLY_THE_AUTHOR = 'Only its author can change a contribution.';

/** Who the caller is to one contribution of a project they can see. */
export interface ContributionSubject {
  project: ProjectSubject;
  /** Whether the caller proposed it. */
  isAuthor: boolean;
  status: 'open' | 'merged';
}

/** The votes and threads a contribution has, as its review counts them. */
export interface ReviewTally {
  /** Current upvotes (cast on its revision). */
  approvals: number;
  /** Current downvotes. */
  changesRequested: number;
  /** Votes cast on an earlier revision: kept, not counted. */
  staleVotes: number;
  /** Unresolved threads on it or its takes. */
  openThreads: number;
}

/**
 * Where a contribution stands with its project's rules (GitHub's required reviews, brought to a
 * band): the approvals still missing; with approvals required, any current request for changes;
 * with open threads blocking, the threads still open. No blockers: the owner may merge.
 */
export function reviewOf(rules: ReviewRules, tally: ReviewTally): ContributionReview {
  const blockers: MergeBlocker[] = [];
  if (tally.approvals < rules.requiredApprovals)
    blockers.push({ kind: 'approvals', missing: rules.requiredApprovals - tally.approvals });
  if (rules.requiredApprovals > 0 && tally.changesRequested > 0)
    blockers.push({ kind: 'changes_requested', count: tally.changesRequested });
  if (rules.openThreadsBlock && tally.openThreads > 0)
    blockers.push({ kind: 'open_threads', count: tally.openThreads });
  return { ...tally, requiredApprovals: rules.requiredApprovals, blockers };
}

type Refusal = (() => AppError) | null;

const RULES = {
  /** Members of the active project vote on an open contribution, never on their own. */
  vote: (s: ContributionSubject): Refusal =>
    refusalOf(s.project, 'vote') ??
    (s.isAuthor ? () => forbidden(OWN_CONTRIBUTION, 'OWN_CONTRIBUTION') : null),
  /** Its author, still a member of the active project, changes it while it is open. */
  revise: (s: ContributionSubject): Refusal =>
    s.isAuthor ? refusalOf(s.project, 'propose') : () => forbidden(ONLY_THE_AUTHOR, 'NOT_THE_AUTHOR'),
  /** The owner of the active project merges (once the review allows it: `authorizeMergeReview`). */
  merge: (s: ContributionSubject): Refusal => refusalOf(s.project, 'merge'),
};

export type ContributionAction = keyof typeof RULES;

/**
 * Throws the API's refusal when the caller may not do this to the contribution. A merged one
 * refuses everything with 409 `ALREADY_MERGED` (`alreadyMerged`) once who the caller is allows it.
 */
export function authorizeContribution(
  subject: ContributionSubject,
  action: ContributionAction,
  alreadyMerged: () => AppError,
): void {
  const refusal = RULES[action](subject);
  if (refusal) throw refusal();
  if (subject.status === 'merged') throw alreadyMerged();
}

/** A merge must meet the project's rules: 409 `MERGE_BLOCKED` saying exactly what is missing. */
export function authorizeMergeReview(review: ContributionReview): void {
  if (review.blockers.length > 0) throw conflict(mergeBlockedMessage(review.blockers), 'MERGE_BLOCKED');
}

/** What the caller may do to a contribution, as every contribution answer carries it. */
export function contributionPolicies(subject: ContributionSubject): ContributionPolicies {
  const open = subject.status === 'open';
  return {
    canVote: open && RULES.vote(subject) === null,
    canRevise: open && RULES.revise(subject) === null,
    canMerge: open && RULES.merge(subject) === null,
  };
}
