import { z } from 'zod';
import { EpochSeconds } from './common';
import { ProjectPerson } from './projects';

// Feedback at a moment of the music (docs/design/review.md): threads pinned to a time or a range of
// a track, a take, or a file of someone's library or post — or to a contribution as a whole.

export const REVIEW_COMMENT_MAX = 2000;
/** The most threads one piece of a project (its song, its contributions) or one file answers with. */
export const REVIEW_THREADS_MAX = 500;
/** The most replies a thread takes. */
export const REVIEW_REPLIES_MAX = 200;

const id = z.string().max(100, 'An id is at most 100 characters.');
const ms = (what: string) =>
  z
    .number({ error: `${what} must be a number of milliseconds.` })
    .int(`${what} must be a whole number of milliseconds.`)
    .min(0, `${what} cannot be negative.`)
    .max(24 * 3600 * 1000, `${what} is too far into the audio.`);

const body = z
  .string()
  .trim()
  .min(1, 'Comment cannot be empty.')
  .max(REVIEW_COMMENT_MAX, `Comment must be at most ${REVIEW_COMMENT_MAX.toLocaleString('en')} characters.`);

/** Where a new thread points in the audio: a moment (`atMs`), a range (`atMs`–`endMs`), or the whole. */
const when = {
  /** The moment, or where the range starts: song time for a track or take, file time for a file. */
  atMs: ms('atMs').nullish(),
  /** Where the range ends (after `atMs`); absent for a moment. */
  endMs: ms('endMs').nullish(),
};
const rangeInOrder = (b: { atMs?: number | null; endMs?: number | null }) =>
  b.endMs == null || (b.atMs != null && b.endMs > b.atMs);
const rangeMessage = { message: 'A range must start before it ends.', path: ['endMs'] };

/** What in a project a thread is about. */
export const ThreadSubjectBody = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('track'), trackId: id }),
    z.object({ kind: z.literal('take'), takeId: id }),
    z.object({ kind: z.literal('contribution'), contributionId: id }),
  ],
  { error: 'subject.kind must be track, take or contribution.' },
);
export type ThreadSubjectBody = z.infer<typeof ThreadSubjectBody>;

/** POST /api/projects/{id}/threads — a member starts a thread on a track, a take or a contribution. */
export const ProjectThreadBody = z
  .object({ subject: ThreadSubjectBody, ...when, body })
  .refine(rangeInOrder, rangeMessage)
  .refine((b) => b.subject.kind !== 'contribution' || b.atMs == null, {
    message: 'A thread on a contribution as a whole has no time; pin it to one of its takes.',
    path: ['atMs'],
  });
export type ProjectThreadBody = z.infer<typeof ProjectThreadBody>;

/** POST /api/media/{id}/threads — anyone signed in who can hear a file starts a thread on it. */
export const MediaThreadBody = z.object({ ...when, body }).refine(rangeInOrder, rangeMessage);
export type MediaThreadBody = z.infer<typeof MediaThreadBody>;

/** POST /api/threads/{id}/comments — a reply. */
export const ReplyBody = z.object({ body });
export type ReplyBody = z.infer<typeof ReplyBody>;

/** PUT /api/threads/{id}/state — resolve a thread, or reopen it. */
export const ThreadStateBody = z.object({
  resolved: z.boolean({ error: 'resolved must be true or false.' }),
});
export type ThreadStateBody = z.infer<typeof ThreadStateBody>;

export const ThreadParams = z.object({ id });
export type ThreadParams = z.infer<typeof ThreadParams>;

/** GET /api/projects/{id}/threads — `contributionId` narrows to one contribution's (and its takes'). */
export const ProjectThreadsQuery = z.object({ contributionId: id.optional() });
export type ProjectThreadsQuery = z.infer<typeof ProjectThreadsQuery>;

/** What a thread is about, as it is shown. */
export const ThreadSubject = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('track'),
    trackId: z.string(),
    /** The track's name when the thread was made. */
    name: z.string(),
    /** The file heard then; a track given a new file since says so by comparing it with its own. */
    heardMediaId: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('take'),
    contributionId: z.string(),
    takeId: z.string(),
    name: z.string(),
    heardMediaId: z.string().nullable(),
  }),
  z.object({ kind: z.literal('contribution'), contributionId: z.string() }),
  z.object({ kind: z.literal('media'), mediaId: z.string() }),
]);
export type ThreadSubject = z.infer<typeof ThreadSubject>;

export const ReviewComment = z.object({
  id: z.string(),
  author: ProjectPerson,
  /** Plain text; `@username` names a mention. */
  body: z.string(),
  /** Who it mentions (each was told). */
  mentions: z.array(z.object({ userId: z.string(), username: z.string() })),
  createdAt: EpochSeconds,
});
export type ReviewComment = z.infer<typeof ReviewComment>;

export const ReviewThread = z.object({
  id: z.string(),
  /** For a project's threads; null for a file's. */
  projectId: z.string().nullable(),
  subject: ThreadSubject,
  /** The moment or the range's start, in ms (song time for a track or take, file time for a file); null: the whole. */
  startMs: z.number().int().nullable(),
  endMs: z.number().int().nullable(),
  status: z.enum(['open', 'resolved']),
  resolvedBy: ProjectPerson.nullable(),
  resolvedAt: EpochSeconds.nullable(),
  /** The first opens the thread; replies follow, oldest first (none from people the caller blocked or who blocked them). */
  comments: z.array(ReviewComment),
  policies: z.object({ canReply: z.boolean(), canResolve: z.boolean() }),
  createdAt: EpochSeconds,
  updatedAt: EpochSeconds,
});
export type ReviewThread = z.infer<typeof ReviewThread>;

export const ThreadsAnswer = z.object({ success: z.literal(true), threads: z.array(ReviewThread) });
export type ThreadsAnswer = z.infer<typeof ThreadsAnswer>;

export const ThreadAnswer = z.object({ success: z.literal(true), thread: ReviewThread });
export type ThreadAnswer = z.infer<typeof ThreadAnswer>;

/** The `@username` mentions of a comment, in order, each once (the server checks who they are). */
export function mentionsIn(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/(?:^|[^\w.@])@([A-Za-z0-9_.]{3,30})/g)) {
    const name = match[1]?.replace(/\.+$/, '');
    if (name && name.length >= 3) names.add(name.toLowerCase());
  }
  return [...names];
}
