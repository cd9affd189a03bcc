import type { EventHub } from '../../events/event-hub';
import {
  clearFriendRequestNotification,
  clearInvitationNotification,
  clearMessageNotifications,
  notifyContributionMerged,
  notifyContributionProposed,
  notifyFriendAccepted,
  notifyFriendRequest,
  notifyInvitation,
  notifyMessage,
  notifyMissedCall,
  notifyPostCommented,
  notifyPostLiked,
  notifyProjectJoined,
  notifyQueueMatched,
  notifyReviewComment,
} from './causes';

/** What makes a notification, or reads one; and who hears of it. */
export function notificationsSubscribers(events: EventHub): void {
  // Every reaction below runs in its cause's transaction: a notification is never made without its
  // cause, nor its cause committed without it (causes.ts says who is told, and when not).

  events.onInTransaction('InvitationSent', (sent, { tx, outbox }) => notifyInvitation(tx, outbox, sent));
  events.onInTransaction('InvitationAnswered', (answered, { tx, outbox }) =>
    clearInvitationNotification(tx, outbox, answered),
  );
  events.onInTransaction('FriendRequestSent', ({ requestId, senderId, receiverId }, { tx, outbox }) =>
    notifyFriendRequest(tx, outbox, { requestId, senderId, receiverId }),
  );
  // A request that is no longer pending leaves nothing to answer: its notification is read.
  events.onInTransaction(
    'FriendRequestAccepted',
    async ({ requestId, senderId, receiverId }, { tx, outbox }) => {
      await clearFriendRequestNotification(tx, outbox, { requestId, receiverId });
      await notifyFriendAccepted(tx, outbox, { accepterId: receiverId, requesterId: senderId });
    },
  );
  for (const ended of ['FriendRequestDeclined', 'FriendRequestCancelled'] as const) {
    events.onInTransaction(ended, ({ requestId, receiverId }, { tx, outbox }) =>
      clearFriendRequestNotification(tx, outbox, { requestId, receiverId }),
    );
  }

  events.onInTransaction('MemberJoined', ({ projectId, userId }, { tx, outbox }) =>
    notifyProjectJoined(tx, outbox, { projectId, memberId: userId }),
  );
  events.onInTransaction('ContributionProposed', ({ projectId, authorId, content }, { tx, outbox }) =>
    notifyContributionProposed(tx, outbox, { projectId, authorId, content }),
  );
  events.onInTransaction('ContributionMerged', ({ projectId, authorId, mergerId }, { tx, outbox }) =>
    notifyContributionMerged(tx, outbox, { projectId, authorId, mergerId }),
  );
  events.onInTransaction('PostLiked', ({ postId, postAuthorId, likerId }, { tx, outbox }) =>
    notifyPostLiked(tx, outbox, { postId, postAuthorId, likerId }),
  );
  events.onInTransaction('PostCommented', (comment, { tx, outbox }) =>
    notifyPostCommented(tx, outbox, comment),
  );
  events.onInTransaction('CallMissed', async ({ conversationId, callerId, calleeIds }, { tx, outbox }) => {
    for (const calleeId of calleeIds)
      await notifyMissedCall(tx, outbox, { calleeId, callerId, conversationId });
  });
  events.onInTransaction(
    'QueueMatched',
    async ({ userIds, teamSize, projectId, projectName }, { tx, outbox }) => {
      for (const userId of userIds)
        await notifyQueueMatched(tx, outbox, { userId, teamSize, projectId, projectName });
    },
  );

  events.onInTransaction(
    'ReviewCommented',
    ({ commenterId, recipientIds, mentionedIds, where, body, link }, { tx, outbox }) =>
      notifyReviewComment(tx, outbox, { commenterId, recipientIds, mentionedIds, where, body, link }),
  );

  // Members who were not looking at the conversation are told, in the send's own transaction.
  events.onInTransaction(
    'MessageSent',
    async ({ message, awayIds, senderUsername, content }, { tx, outbox }) => {
      for (const recipientId of awayIds) {
        await notifyMessage(tx, outbox, {
          recipientId,
          senderId: message.senderUserId,
          senderUsername,
          conversationId: message.conversationId,
          content,
        });
      }
    },
  );
  // What a read conversation's message notifications pointed at has been seen.
  events.onInTransaction('ConversationRead', ({ userId, conversationId }, { tx, outbox }) =>
    clearMessageNotifications(tx, outbox, userId, conversationId),
  );

  events.onCommitted('NotificationCreated', ({ userId, notification, unreadCount }, { deliver }) => {
    deliver([userId], { type: 'new_notification', notification, unreadCount });
  });
  events.onCommitted('NotificationsRead', ({ userId, unreadCount }, { deliver }) => {
    deliver([userId], { type: 'notifications_read', unreadCount });
  });
}
