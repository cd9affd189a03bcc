import type { ReviewThread, ThreadSubject } from '@create-together/contract';
import { threadPolicies } from '../../policies/review';
import type { ThreadRow } from './repository';
import type { ThreadView } from './service';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function subjectOf(thread: ThreadRow): ThreadSubject {
  switch (thread.subject) {
    case 'track':
      return {
        kind: 'track',
        trackId: thread.trackId ?? '',
        name: thread.subjectName,
        heardMediaId: thread.heardMediaId,
      };
    case 'take':
      return {
        kind: 'take',
        contributionId: thread.contributionId ?? '',
        takeId: thread.takeId ?? '',
        name: thread.subjectName,
        heardMediaId: thread.heardMediaId,
      };
    case 'contribution':
      return { kind: 'contribution', contributionId: thread.contributionId ?? '' };
    default:
      return { kind: 'media', mediaId: thread.mediaId ?? '' };
  }
}

/** A thread as the caller sees it, field by field, with what they may do to it. */
export function presentThread({ thread, comments, subject }: ThreadView): ReviewThread {
  return {
    id: thread.id,
    projectId: thread.projectId,
    subject: subjectOf(thread),
    startMs: thread.startMs,
    endMs: thread.endMs,
    status: thread.resolvedAt ? 'resolved' : 'open',
    resolvedBy: thread.resolvedAt ? thread.resolver : null,
    resolvedAt: thread.resolvedAt ? seconds(thread.resolvedAt) : null,
    comments: comments.map((comment) => ({
      id: comment.id,
      author: { userId: comment.authorUserId, username: comment.username, avatarUrl: comment.avatarUrl },
      body: comment.body,
      mentions: comment.mentions,
      createdAt: seconds(comment.createdAt),
    })),
    policies: threadPolicies(subject),
    createdAt: seconds(thread.createdAt),
    updatedAt: seconds(thread.updatedAt),
  };
}
