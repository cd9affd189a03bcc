import { type Notification, teamName } from '@create-together/contract';
import type { Executor } from '../../db/client';
import type { Outbox } from '../../events/outbox';
import { excerpt } from '../../lib/excerpt';
import { markdownToText } from '../../lib/markdown-text';
import { links, NOTIFICATION_BODY_MAX, titles } from './constants';
import { announceRead, notify } from './notify';
import { notificationsRepository } from './repository';

/**
 * One function per cause, for the services that own the causes: each runs inside their
 * transaction, looks up the names its title needs, and makes nothing when the person to tell is
 * the one who acted (nobody is told of their own action) or turned that type off (`notify` asks).
 * Each answers the notification, or null.
 */

/** A one-line start of some text: line breaks become spaces, at most NOTIFICATION_BODY_MAX characters. */
export const preview = (text: string) => excerpt(text.replace(/\s+/g, ' '), NOTIFICATION_BODY_MAX);

/** The same of Markdown someone wrote (a contribution, a message, a comment): its words, no marks. */
const markdownPreview = (markdown: string) => preview(markdownToText(markdown));

async function usernameOf(tx: Executor, userId: string): Promise<string> {
  return (await notificationsRepository(tx).username(userId)) ?? 'Someone';
}

type Made = Promise<Notification | null>;

/** `receiverId` got the friend request `requestId` from `senderId`. */
export async function notifyFriendRequest(
  tx: Executor,
  outbox: Outbox,
  { requestId, senderId, receiverId }: { requestId: string; senderId: string; receiverId: string },
): Made {
  if (senderId === receiverId) return null;
  return notify(tx, outbox, {
    userId: receiverId,
    type: 'friend_request',
    title: titles.friendRequest(await usernameOf(tx, senderId)),
    link: links.friends(),
    subjectId: requestId,
  });
}

/**
 * The request is no longer pending (accepted, declined, cancelled, ended by a block): its
 * notification has nothing left to answer, so it is read, and the receiver's tabs hear the count.
 */
export async function clearFriendRequestNotification(
  tx: Executor,
  outbox: Outbox,
  { requestId, receiverId }: { requestId: string; receiverId: string },
): Promise<void> {
  const repo = notificationsRepository(tx);
  if ((await repo.markReadAbout(receiverId, 'friend_request', requestId)) > 0) {
    await announceRead(tx, outbox, receiverId);
  }
}

/** `accepterId` accepted the request `requesterId` had sent. */
export async function notifyFriendAccepted(
  tx: Executor,
  outbox: Outbox,
  { accepterId, requesterId }: { accepterId: string; requesterId: string },
): Made {
  if (accepterId === requesterId) return null;
  return notify(tx, outbox, {
    userId: requesterId,
    type: 'friend_accepted',
    title: titles.friendAccepted(await usernameOf(tx, accepterId)),
    link: links.profile(accepterId),
  });
}

/** `memberId` joined the project: its owner is told. */
export async function notifyProjectJoined(
  tx: Executor,
  outbox: Outbox,
  { projectId, memberId }: { projectId: string; memberId: string },
): Made {
  const project = await notificationsRepository(tx).project(projectId);
  if (!project || project.ownerUserId === memberId) return null;
  return notify(tx, outbox, {
    userId: project.ownerUserId,
    type: 'project_joined',
    title: titles.projectJoined(await usernameOf(tx, memberId), project.name),
    link: links.project(projectId),
  });
}

/** `authorId` proposed `content` to the project: its owner is told, unless they wrote it. */
export async function notifyContributionProposed(
  tx: Executor,
  outbox: Outbox,
  { projectId, authorId, content }: { projectId: string; authorId: string; content: string },
): Made {
  const project = await notificationsRepository(tx).project(projectId);
  if (!project || project.ownerUserId === authorId) return null;
  return notify(tx, outbox, {
    userId: project.ownerUserId,
    type: 'contribution_proposed',
    title: titles.contributionProposed(await usernameOf(tx, authorId), project.name),
    body: markdownPreview(content),
    link: links.workspace(projectId),
  });
}

/** `mergerId` merged `authorId`'s contribution: the author is told, unless they merged it. */
export async function notifyContributionMerged(
  tx: Executor,
  outbox: Outbox,
  { projectId, authorId, mergerId }: { projectId: string; authorId: string; mergerId: string },
): Made {
  if (authorId === mergerId) return null;
  const project = await notificationsRepository(tx).project(projectId);
  if (!project) return null;
  return notify(tx, outbox, {
    userId: authorId,
    type: 'contribution_merged',
    title: titles.contributionMerged(project.name),
    link: links.project(projectId),
  });
}

/** `likerId` liked `postAuthorId`'s post: the author is told, unless they liked it themselves. */
export async function notifyPostLiked(
  tx: Executor,
  outbox: Outbox,
  { postId, postAuthorId, likerId }: { postId: string; postAuthorId: string; likerId: string },
): Made {
  if (postAuthorId === likerId) return null;
  return notify(tx, outbox, {
    userId: postAuthorId,
    type: 'post_liked',
    title: titles.postLiked(await usernameOf(tx, likerId)),
    link: links.post(postId),
  });
}

/** `commenterId` commented `content` on `postAuthorId`'s post: the author is told, unless they wrote it. */
export async function notifyPostCommented(
  tx: Executor,
  outbox: Outbox,
  input: { postId: string; postAuthorId: string; commenterId: string; content: string },
): Made {
  if (input.postAuthorId === input.commenterId) return null;
  return notify(tx, outbox, {
    userId: input.postAuthorId,
    type: 'post_commented',
    title: titles.postCommented(await usernameOf(tx, input.commenterId)),
    body: markdownPreview(input.content),
    link: links.post(input.postId),
  });
}

/**
 * `commenterId` wrote in a review thread: each of `mentionedIds` is told they were mentioned, each
 * other one of `recipientIds` (the thread's participants, whoever made what it is about) that there
 * is a new comment. Nobody who blocked the commenter, or whom they blocked, is told.
 */
export async function notifyReviewComment(
  tx: Executor,
  outbox: Outbox,
  input: {
    commenterId: string;
    recipientIds: readonly string[];
    mentionedIds: readonly string[];
    /** What the thread is about, as a title names it: "Bass in Midnight Drive". */
    where: string;
    body: string;
    link: string;
  },
): Promise<void> {
  const mentioned = new Set(input.mentionedIds);
  const everyone = new Set([...input.mentionedIds, ...input.recipientIds]);
  everyone.delete(input.commenterId);
  if (everyone.size === 0) return;
  const blocked = await notificationsRepository(tx).blockedWith(input.commenterId, [...everyone]);
  const username = await usernameOf(tx, input.commenterId);
  for (const userId of everyone) {
    if (blocked.has(userId)) continue;
    await notify(tx, outbox, {
      userId,
      type: mentioned.has(userId) ? 'review_mention' : 'review_comment',
      title: mentioned.has(userId)
        ? titles.reviewMention(username, input.where)
        : titles.reviewComment(username, input.where),
      body: preview(input.body),
      link: input.link,
    });
  }
}

/** A message `recipientId` is not looking at (the messages module asks presence first). */
export async function notifyMessage(
  tx: Executor,
  outbox: Outbox,
  input: {
    recipientId: string;
    senderId: string;
    senderUsername: string;
    conversationId: string;
    content: string;
  },
): Made {
  if (input.recipientId === input.senderId) return null;
  return notify(tx, outbox, {
    userId: input.recipientId,
    type: 'message',
    title: titles.message(input.senderUsername),
    body: markdownPreview(input.content),
    link: links.conversation(input.conversationId),
  });
}

/** For the calls module: `calleeId` did not answer `callerId`'s call in that conversation. */
export async function notifyMissedCall(
  tx: Executor,
  outbox: Outbox,
  { calleeId, callerId, conversationId }: { calleeId: string; callerId: string; conversationId: string },
): Made {
  if (calleeId === callerId) return null;
  return notify(tx, outbox, {
    userId: calleeId,
    type: 'missed_call',
    title: titles.missedCall(await usernameOf(tx, callerId)),
    link: links.conversation(conversationId),
  });
}

/**
 * For the queue: the team `userId` waited with is complete and its session's project is made. Every
 * member is told, the one whose entry completed the team too (their other tabs and devices learn it
 * this way); the match is the server's doing, not theirs.
 */
export async function notifyQueueMatched(
  tx: Executor,
  outbox: Outbox,
  {
    userId,
    teamSize,
    projectId,
    projectName,
  }: {
    userId: string;
    teamSize: number;
    projectId: string;
    projectName: string;
  },
): Made {
  return notify(tx, outbox, {
    userId,
    type: 'queue_matched',
    title: titles.queueMatched(teamName(teamSize)),
    body: preview(projectName),
    link: links.workspace(projectId),
  });
}

/**
 * A conversation read: its message notifications are read too (what they pointed at has been
 * seen), and every tab of the reader hears the lower count.
 */
export async function clearMessageNotifications(
  tx: Executor,
  outbox: Outbox,
  userId: string,
  conversationId: string,
): Promise<void> {
  const repo = notificationsRepository(tx);
  if ((await repo.markReadLinked(userId, 'message', links.conversation(conversationId))) > 0) {
    await announceRead(tx, outbox, userId);
  }
}

/** Someone was invited to a project or a collective: the invitation waits for their answer. */
export async function notifyInvitation(
  tx: Executor,
  outbox: Outbox,
  {
    invitationId,
    subjectName,
    inviterId,
    inviteeUserId,
  }: { invitationId: string; subjectName: string; inviterId: string; inviteeUserId: string | null },
): Made {
  if (inviteeUserId === null || inviteeUserId === inviterId) return null;
  return notify(tx, outbox, {
    userId: inviteeUserId,
    type: 'invitation',
    title: titles.invitation(await usernameOf(tx, inviterId), subjectName),
    link: links.invitations(),
    subjectId: invitationId,
  });
}

/** An invitation was answered or withdrawn: its notification has nothing left to answer. */
export async function clearInvitationNotification(
  tx: Executor,
  outbox: Outbox,
  { invitationId, inviteeUserId }: { invitationId: string; inviteeUserId: string | null },
): Promise<void> {
  if (inviteeUserId === null) return;
  const repo = notificationsRepository(tx);
  if ((await repo.markReadAbout(inviteeUserId, 'invitation', invitationId)) > 0)
    await announceRead(tx, outbox, inviteeUserId);
}
