import { eq } from 'drizzle-orm';
import { notifications } from '../db/schema';
import { Outbox } from '../events/outbox';
import {
  notifyContributionProposed,
  notifyFriendRequest,
  notifyMessage,
  notifyPostCommented,
  notifyPostLiked,
} from '../modules/notifications/causes';
import type { DemoContext, DemoWorld, PendingThing } from './context';

const DAY_MS = 86_400_000;
/** Likes and comments older than this made no notification worth showing (the rest of history is quiet). */
const REACTIONS_SHOWN_DAYS = 3;
/** Notifications older than this have been read; newer ones wait for their reader. */
const READ_AFTER_DAYS = 2;

/**
 * The notifications the product would have made for what is still waiting: friend requests, open
 * contributions (to the project's owner), unread messages, and the last few days' likes and
 * comments, each made by the cause's own function (notifications/causes.ts: same titles, links and
 * rules, nobody told of their own action), then dated at its cause. The outbox's frames are never
 * published: nobody is connected while the demo loads.
 */
export async function insertNotifications(ctx: DemoContext, world: DemoWorld): Promise<number> {
  const { tx, time } = ctx;
  const outbox = new Outbox();
  const id = world.users;
  const make = (thing: PendingThing) => {
    switch (thing.type) {
      case 'friend_request':
        return notifyFriendRequest(tx, outbox, {
          requestId: thing.requestId,
          senderId: id[thing.from],
          receiverId: id[thing.to],
        });
      case 'contribution_proposed':
        return notifyContributionProposed(tx, outbox, {
          projectId: thing.projectId,
          authorId: id[thing.author],
          content: thing.content,
        });
      case 'message':
        return notifyMessage(tx, outbox, {
          recipientId: id[thing.to],
          senderId: id[thing.from],
          senderUsername: world.usernames[thing.from],
          conversationId: thing.conversationId,
          content: thing.content,
        });
      case 'post_liked':
        return notifyPostLiked(tx, outbox, {
          postId: thing.postId,
          postAuthorId: id[thing.author],
          likerId: id[thing.by],
        });
      case 'post_commented':
        return notifyPostCommented(tx, outbox, {
          postId: thing.postId,
          postAuthorId: id[thing.author],
          commenterId: id[thing.by],
          content: thing.content,
        });
    }
  };
  const now = time.now.getTime();
  const shown = world.pending
    .filter(
      (t) =>
        !(t.type === 'post_liked' || t.type === 'post_commented') ||
        now - t.at.getTime() < REACTIONS_SHOWN_DAYS * DAY_MS,
    )
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  let made = 0;
  for (const thing of shown) {
    const notification = await make(thing);
    if (!notification) continue;
    // Waiting things stay unread however old; a reaction from over two days ago has been seen.
    const seen =
      (thing.type === 'post_liked' ||
        thing.type === 'post_commented' ||
        thing.type === 'contribution_proposed') &&
      now - thing.at.getTime() > READ_AFTER_DAYS * DAY_MS;
    await tx
      .update(notifications)
      .set({ createdAt: thing.at, readAt: seen ? time.later(thing.at, 2) : null })
      .where(eq(notifications.id, notification.notificationId));
    made++;
  }
  return made;
}
