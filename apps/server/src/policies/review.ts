import { type AppError, forbidden, unauthorized } from '../lib/errors';
import { type ProjectSubject, refusalOf } from './projects';

export const ONLY_RESOLVERS =
  'Only the thread’s author, the author of what it is about, and the project’s owner and editors can resolve or reopen it.';
export const ONLY_MEDIA_RESOLVERS = 'Only the thread’s author and the file’s owner can resolve or reopen it.';

/**
 * Who the caller is to a review thread (docs/design/review.md §2): on a project's music, their part
 * in the project; on a file, only whether they are signed in — seeing the file is the lookup's
 * (404 otherwise), as is a thread hidden by a block.
 */
export interface ThreadSubjectOf {
  /** The caller to the thread's project; null for a file's thread. */
  project: ProjectSubject | null;
  signedIn: boolean;
  /** The caller opened the thread (false for a thread not made yet). */
  isThreadAuthor: boolean;
  /** The caller made what it is about: the take's contribution, the contribution, the file. */
  ownsSubject: boolean;
}

type Refusal = (() => AppError) | null;

const RULES = {
  /** Start a thread or reply: members of an active project on its music; anyone signed in on a file they hear. */
  comment: (s: ThreadSubjectOf): Refusal =>
    !s.signedIn ? unauthorized : s.project ? refusalOf(s.project, 'review') : null,
  /** Resolve or reopen: its opener, whoever made what it is about, and a project's owner and editors. */
  resolve: (s: ThreadSubjectOf): Refusal => {
    const asCommenter = RULES.comment(s);
    if (asCommenter) return asCommenter;
    if (s.isThreadAuthor || s.ownsSubject) return null;
    if (s.project === null) return () => forbidden(ONLY_MEDIA_RESOLVERS, 'NOT_A_RESOLVER');
    return s.project.role === 'owner' || s.project.role === 'editor'
      ? null
      : () => forbidden(ONLY_RESOLVERS, 'NOT_A_RESOLVER');
  },
};

export type ThreadAction = keyof typeof RULES;

export function authorizeThread(subject: ThreadSubjectOf, action: ThreadAction): void {
  const refusal = RULES[action](subject);
  if (refusal) throw refusal();
}

/** What the caller may do to a thread, as every thread answer carries it. */
export function threadPolicies(subject: ThreadSubjectOf): { canReply: boolean; canResolve: boolean } {
  return { canReply: RULES.comment(subject) === null, canResolve: RULES.resolve(subject) === null };
}
