import {
  type MediaThreadBody,
  mentionsIn,
  type ProjectThreadBody,
  type ProjectThreadsQuery,
  REVIEW_REPLIES_MAX,
  REVIEW_THREADS_MAX,
} from '@create-together/contract';
import type { Database, Executor } from '../../db/client';
import type { EventHub } from '../../events/event-hub';
import { transactionWithEvents } from '../../events/outbox';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { ProjectAccess, ProjectAccessInfo } from '../../policies/projects';
import { subjectOf } from '../../policies/projects';
import { relationsAccess } from '../../policies/relations';
import { authorizeThread, type ThreadSubjectOf } from '../../policies/review';
import { type CommentRow, type NewThread, reviewRepository, type ThreadRow } from './repository';

export const THREAD_NOT_FOUND = 'Thread not found.';
const MEDIA_NOT_FOUND = 'Media not found.';

const threadNotFound = () => notFound(THREAD_NOT_FOUND, 'THREAD_NOT_FOUND');
const mediaNotFound = () => notFound(MEDIA_NOT_FOUND, 'MEDIA_NOT_FOUND');

/** m:ss, as the audio's own clock reads. */
const clock = (ms: number) => {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** A thread as the caller sees it, with its comments and who they are to it. */
export interface ThreadView {
  thread: ThreadRow;
  comments: CommentRow[];
  subject: ThreadSubjectOf;
}

/** Where a thread's time must fall: the audio's span (song time for a track or take, file time for a file). */
interface AudioSpan {
  fromMs: number;
  toMs: number;
  what: string;
}

/**
 * The moment or range must lie within the audio: 400 `TIME_OUTSIDE_AUDIO` otherwise, naming the
 * span ("…between 0:04 and 3:12.").
 */
function requireWithin(
  span: AudioSpan | null,
  atMs: number | null | undefined,
  endMs: number | null | undefined,
) {
  if (atMs == null) return;
  if (span === null)
    throw badRequest(
      'This audio has no known length, so a moment in it cannot be pinned.',
      'TIME_OUTSIDE_AUDIO',
    );
  const last = endMs ?? atMs;
  if (atMs < span.fromMs || last > span.toMs)
    throw badRequest(
      `That moment is outside ${span.what}: pick a time between ${clock(span.fromMs)} and ${clock(span.toMs)}.`,
      'TIME_OUTSIDE_AUDIO',
    );
}

/** What a thread is about, as a notification's title names it: "the take “Bass” in Midnight Drive". */
function describeSubject(kind: string, name: string, projectName: string): string {
  if (kind === 'take') return `the take “${name}” in ${projectName}`;
  if (kind === 'track') return `${name} in ${projectName}`;
  return `a contribution to ${projectName}`;
}

export interface ReviewServiceOptions {
  access: ProjectAccess;
  events: EventHub;
}

/**
 * Feedback at a moment of the music (docs/design/review.md): threads on a project's tracks, takes
 * and contributions — seen by whoever sees the project, written by its members — and on a file of
 * someone's library or post, for anyone signed in who can hear it. Threads and comments of people
 * blocked either way are left out for each other; a mention names a member (or, on a file, its
 * owner or someone in the thread) and tells them.
 */
export function reviewService(db: Database, { access, events }: ReviewServiceOptions) {
  const repo = reviewRepository(db);

  /** The file as `viewerId` may hear it: 404 when they cannot, or when they and its owner blocked each other. */
  async function requireAudibleMedia(tx: Executor, mediaId: string, viewerId: string | null) {
    if (!isUuid(mediaId)) throw mediaNotFound();
    const info = await reviewRepository(tx).audibleMedia(mediaId, viewerId);
    if (!info) throw mediaNotFound();
    if (
      viewerId &&
      info.ownerUserId !== viewerId &&
      (await relationsAccess(tx).isBlockedBetween(viewerId, info.ownerUserId))
    )
      throw mediaNotFound();
    return info;
  }

  /** Who the caller is to a thread they can see (its project's or file's visibility checked here). */
  async function subjectOfThread(thread: ThreadRow, userId: string | null): Promise<ThreadSubjectOf> {
    const signedIn = userId !== null;
    const isThreadAuthor = thread.authorUserId === userId;
    if (thread.projectId) {
      const project = await access.requireVisible(thread.projectId, userId).catch(() => {
        throw threadNotFound();
      });
      const owner = thread.contributionId
        ? (await repo.contribution(thread.projectId, thread.contributionId))?.authorUserId
        : undefined;
      return { project: subjectOf(project, userId), signedIn, isThreadAuthor, ownsSubject: owner === userId };
    }
    const info = await requireAudibleMedia(db, thread.mediaId ?? '', userId).catch(() => {
      throw threadNotFound();
    });
    return { project: null, signedIn, isThreadAuthor, ownsSubject: info.ownerUserId === userId };
  }

  /** The thread as `userId` sees it; 404 when they cannot see it or what it is about. */
  async function view(threadId: string, userId: string | null): Promise<ThreadView> {
    if (!isUuid(threadId)) throw threadNotFound();
    const thread = await repo.thread(threadId, userId);
    if (!thread) throw threadNotFound();
    const subject = await subjectOfThread(thread, userId);
    return { thread, comments: await repo.comments([thread.id], userId), subject };
  }

  /** The lower-cased names a comment mentions, as users in scope; 400 naming the first that is not. */
  async function mentionsOf(
    tx: Executor,
    body: string,
    scope: { projectId: string } | { userIds: readonly string[] },
  ): Promise<{ userId: string; username: string }[]> {
    const names = mentionsIn(body);
    if (names.length === 0) return [];
    const found = await reviewRepository(tx).mentionable(names, scope);
    const known = new Set(found.map((user) => user.username.toLowerCase()));
    const missing = names.find((name) => !known.has(name));
    if (missing)
      throw badRequest(
        'projectId' in scope
          ? `@${missing} is not a member of this project.`
          : `@${missing} cannot be mentioned here: only the file’s owner and people in the thread can.`,
        'NOT_MENTIONABLE',
      );
    return found;
  }

  /** Opens a thread with its first comment, and tells whoever should know, in one transaction. */
  async function open(
    values: NewThread,
    body: string,
    scope: { projectId: string } | { userIds: readonly string[] },
    tell: { recipientIds: string[]; where: string; link: (threadId: string) => string },
  ): Promise<string> {
    return transactionWithEvents(db, events, async (tx, outbox) => {
      const mentions = await mentionsOf(tx, body, scope);
      const threads = reviewRepository(tx);
      const threadId = await threads.insertThread(values);
      const commentId = await threads.insertComment(threadId, values.authorUserId, body, mentions);
      outbox.emit('ReviewCommented', {
        projectId: values.projectId ?? null,
        threadId,
        commentId,
        commenterId: values.authorUserId,
        opened: true,
        recipientIds: tell.recipientIds,
        mentionedIds: mentions.map((user) => user.userId),
        where: tell.where,
        body,
        link: tell.link(threadId),
      });
      return threadId;
    });
  }

  return {
    view,

    /** A project's threads (or one contribution's): anyone who can see the project reads them. */
    async projectThreads(projectId: string, viewerId: string | null, query: ProjectThreadsQuery) {
      const project = await access.requireVisible(projectId, viewerId);
      const contributionId = query.contributionId;
      if (contributionId !== undefined && !isUuid(contributionId)) return [];
      const threads = await repo.projectThreads(
        project.projectId,
        contributionId,
        viewerId,
        REVIEW_THREADS_MAX,
      );
      return withComments(threads, viewerId, (thread) => projectSubject(project, viewerId, thread));
    },

    /** A file's threads: anyone who can hear it reads them. */
    async mediaThreads(mediaId: string, viewerId: string | null) {
      const info = await requireAudibleMedia(db, mediaId, viewerId);
      const threads = await repo.mediaThreads(mediaId, viewerId, REVIEW_THREADS_MAX);
      return withComments(threads, viewerId, (thread) => ({
        project: null,
        signedIn: viewerId !== null,
        isThreadAuthor: thread.authorUserId === viewerId,
        ownsSubject: info.ownerUserId === viewerId,
      }));
    },

    /** A member pins a thread to a track, a take (song time) or a contribution as a whole. */
    async startOnProject(projectId: string, userId: string, body: ProjectThreadBody): Promise<ThreadView> {
      const project = await access.requireVisible(projectId, userId);
      authorizeThread(
        { project: subjectOf(project, userId), signedIn: true, isThreadAuthor: false, ownsSubject: false },
        'comment',
      );
      const subject = body.subject;
      let values: NewThread;
      let span: AudioSpan | null = null;
      let owner: string | null = null;
      let where: string;
      const projectName = await projectNameOf(project.projectId);
      if (subject.kind === 'track') {
        const track = isUuid(subject.trackId)
          ? await repo.track(project.projectId, subject.trackId)
          : undefined;
        if (!track) throw notFound('Track not found.', 'TRACK_NOT_FOUND');
        span = {
          fromMs: track.startOffsetMs,
          toMs: track.startOffsetMs + track.durationMs,
          what: 'the track’s audio',
        };
        values = {
          subject: 'track',
          projectId: project.projectId,
          trackId: subject.trackId,
          heardMediaId: track.mediaId,
          subjectName: track.name,
          authorUserId: userId,
        };
        where = describeSubject('track', track.name, projectName);
      } else if (subject.kind === 'take') {
        const take = isUuid(subject.takeId) ? await repo.take(project.projectId, subject.takeId) : undefined;
        if (!take) throw notFound('Take not found.', 'TAKE_NOT_FOUND');
        span = {
          fromMs: take.startOffsetMs,
          toMs: take.startOffsetMs + take.durationMs,
          what: 'the take’s audio',
        };
        owner = take.authorUserId;
        values = {
          subject: 'take',
          projectId: project.projectId,
          contributionId: take.contributionId,
          takeId: subject.takeId,
          heardMediaId: take.mediaId,
          subjectName: take.name,
          authorUserId: userId,
        };
        where = describeSubject('take', take.name, projectName);
      } else {
        const contribution = isUuid(subject.contributionId)
          ? await repo.contribution(project.projectId, subject.contributionId)
          : undefined;
        if (!contribution) throw notFound('Contribution not found.', 'CONTRIBUTION_NOT_FOUND');
        owner = contribution.authorUserId;
        values = {
          subject: 'contribution',
          projectId: project.projectId,
          contributionId: subject.contributionId,
          authorUserId: userId,
        };
        where = describeSubject('contribution', '', projectName);
      }
      requireWithin(span, body.atMs, body.endMs);
      const threadId = await open(
        { ...values, startMs: body.atMs ?? null, endMs: body.endMs ?? null },
        body.body,
        { projectId: project.projectId },
        {
          recipientIds: owner ? [owner] : [],
          where,
          link: (id) => `/workspace/${project.projectId}?thread=${id}`,
        },
      );
      return view(threadId, userId);
    },

    /** Anyone signed in who can hear a file pins a thread to it (file time). */
    async startOnMedia(mediaId: string, userId: string, body: MediaThreadBody): Promise<ThreadView> {
      const info = await requireAudibleMedia(db, mediaId, userId);
      if (info.kind !== 'audio') throw badRequest('Only audio takes comments at a moment.', 'NOT_AUDIO');
      authorizeThread(
        { project: null, signedIn: true, isThreadAuthor: false, ownsSubject: false },
        'comment',
      );
      const duration = info.durationSeconds === null ? null : Math.floor(info.durationSeconds * 1000);
      requireWithin(
        duration === null ? null : { fromMs: 0, toMs: duration, what: 'the file' },
        body.atMs,
        body.endMs,
      );
      const threadId = await open(
        {
          subject: 'media',
          mediaId,
          startMs: body.atMs ?? null,
          endMs: body.endMs ?? null,
          authorUserId: userId,
        },
        body.body,
        { userIds: [info.ownerUserId] },
        {
          recipientIds: [info.ownerUserId],
          where: 'your file',
          link: (id) => `/library?media=${mediaId}&thread=${id}`,
        },
      );
      return view(threadId, userId);
    },

    /** A reply: whoever may comment on what the thread is about; its participants are told. */
    async reply(threadId: string, userId: string, body: string): Promise<ThreadView> {
      const seen = await view(threadId, userId);
      authorizeThread(seen.subject, 'comment');
      const { thread } = seen;
      await transactionWithEvents(db, events, async (tx, outbox) => {
        const threads = reviewRepository(tx);
        await threads.lock(thread.id);
        if ((await threads.replyCount(thread.id)) >= REVIEW_REPLIES_MAX)
          throw conflict(
            `A thread takes at most ${REVIEW_REPLIES_MAX} replies: start a new one.`,
            'TOO_MANY_REPLIES',
          );
        const participants = await threads.participants(thread.id);
        const owner = await subjectOwnerOf(tx, thread);
        const mentions = await mentionsOf(
          tx,
          body,
          thread.projectId
            ? { projectId: thread.projectId }
            : { userIds: [...participants, ...(owner ? [owner] : [])] },
        );
        const commentId = await threads.insertComment(thread.id, userId, body, mentions);
        outbox.emit('ReviewCommented', {
          projectId: thread.projectId,
          threadId: thread.id,
          commentId,
          commenterId: userId,
          opened: false,
          recipientIds: [...new Set([...participants, ...(owner ? [owner] : [])])],
          mentionedIds: mentions.map((user) => user.userId),
          where: await whereOf(tx, thread),
          body,
          link: thread.projectId
            ? `/workspace/${thread.projectId}?thread=${thread.id}`
            : `/library?media=${thread.mediaId}&thread=${thread.id}`,
        });
      });
      return view(thread.id, userId);
    },

    /** Resolve or reopen; doing it twice changes nothing and is no error. */
    async setResolved(threadId: string, userId: string, resolved: boolean): Promise<ThreadView> {
      const seen = await view(threadId, userId);
      authorizeThread(seen.subject, 'resolve');
      await transactionWithEvents(db, events, async (tx, outbox) => {
        const threads = reviewRepository(tx);
        await threads.lock(seen.thread.id);
        if (await threads.setResolved(seen.thread.id, resolved, userId))
          outbox.emit('ReviewThreadResolved', {
            projectId: seen.thread.projectId,
            threadId: seen.thread.id,
            userId,
            resolved,
          });
      });
      return view(seen.thread.id, userId);
    },

    /** For the contributions module (its merge rule): open threads per contribution. */
    openCounts: (tx: Executor, contributionIds: readonly string[]) =>
      reviewRepository(tx).openCounts(contributionIds),
  };

  async function projectNameOf(projectId: string): Promise<string> {
    return (await repo.projectName(projectId)) ?? 'a project';
  }

  /** Whoever made what the thread is about: the take's or contribution's author, the file's owner. */
  async function subjectOwnerOf(tx: Executor, thread: ThreadRow): Promise<string | null> {
    const threads = reviewRepository(tx);
    if (thread.projectId && thread.contributionId)
      return (await threads.contribution(thread.projectId, thread.contributionId))?.authorUserId ?? null;
    if (thread.mediaId) return (await threads.mediaInfo(thread.mediaId))?.ownerUserId ?? null;
    return null;
  }

  /** What a notification says the thread is about. */
  async function whereOf(tx: Executor, thread: ThreadRow): Promise<string> {
    if (!thread.projectId) return 'a file';
    const name = (await reviewRepository(tx).projectName(thread.projectId)) ?? 'a project';
    return describeSubject(thread.subject, thread.subjectName, name);
  }

  function projectSubject(
    project: ProjectAccessInfo,
    viewerId: string | null,
    thread: ThreadRow,
  ): ThreadSubjectOf {
    return {
      project: subjectOf(project, viewerId),
      signedIn: viewerId !== null,
      isThreadAuthor: thread.authorUserId === viewerId,
      // Filled by `withComments` from the contributions' authors.
      ownsSubject: false,
    };
  }

  async function withComments(
    threads: ThreadRow[],
    viewerId: string | null,
    subjectFor: (thread: ThreadRow) => ThreadSubjectOf,
  ): Promise<ThreadView[]> {
    const comments = await repo.comments(
      threads.map((thread) => thread.id),
      viewerId,
    );
    const authors = await repo.contributionAuthors(
      threads.flatMap((thread) => (thread.contributionId ? [thread.contributionId] : [])),
    );
    return threads.map((thread) => {
      const subject = subjectFor(thread);
      const owner = thread.contributionId ? authors.get(thread.contributionId) : undefined;
      return {
        thread,
        comments: comments.filter((comment) => comment.threadId === thread.id),
        subject: owner !== undefined ? { ...subject, ownsSubject: owner === viewerId } : subject,
      };
    });
  }
}

export type ReviewService = ReturnType<typeof reviewService>;
