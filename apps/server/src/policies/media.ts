import { eq, or, type SQL, sql } from 'drizzle-orm';
import {
  blocks,
  conversationMembers,
  conversations,
  media,
  messageAttachments,
  messages,
  projectMedia,
  projectMembers,
  projects,
} from '../db/schema';

/**
 * A file in the song of a project the viewer can see (public, or theirs as a member): a project's
 * grant lets its band hear a member's private stem without making it public (music-tracks.md §1.4).
 */
export const inSongOfVisibleProject = (mediaId: SQL | string, viewerId: string | null): SQL => sql`exists (
  select 1 from ${projectMedia} join ${projects} on ${projects.id} = ${projectMedia.projectId}
   where ${projectMedia.mediaId} = ${mediaId}
     and (${projects.isPublic}${
       viewerId
         ? sql` or exists (select 1 from ${projectMembers} where ${projectMembers.projectId} = ${projects.id} and ${projectMembers.userId} = ${viewerId})`
         : sql``
     }))`;

/**
 * A file shared in a message of a conversation the viewer is in, while the message stands: sharing
 * a file grants it to the conversation's members alone (docs/design/bringing-people-in.md §3).
 */
export const sharedWithViewer = (mediaId: SQL | string, viewerId: string): SQL => sql`exists (
  select 1 from ${messageAttachments}
    join ${messages} on ${messages.id} = ${messageAttachments.messageId} and ${messages.deletedAt} is null
    join ${conversationMembers} on ${conversationMembers.conversationId} = ${messages.conversationId}
    join ${conversations} on ${conversations.id} = ${messages.conversationId}
   where ${messageAttachments.mediaId} = ${mediaId} and ${conversationMembers.userId} = ${viewerId}
     -- As the message itself: in a group or a chat, never across a block (modules/messages/README.md).
     and (${conversations.kind} = 'direct' or not exists (select 1 from ${blocks} b
       where (b.blocker_user_id = ${messages.senderUserId} and b.blocked_user_id = ${viewerId})
          or (b.blocker_user_id = ${viewerId} and b.blocked_user_id = ${messages.senderUserId}))))`;

/** A private file the viewer may still see and hear: in a song of theirs, or shared with them. */
export const grantedTo = (mediaId: SQL | string, viewerId: string | null): SQL =>
  viewerId
    ? sql`(${inSongOfVisibleProject(mediaId, viewerId)} or ${sharedWithViewer(mediaId, viewerId)})`
    : inSongOfVisibleProject(mediaId, null);

/**
 * Where-condition on `media` rows: what `viewerId` may see and hear — public files, their own, files
 * heard in the song of a project they can see, and files shared with them (null: a visitor).
 */
export const visibleMedia = (viewerId: string | null): SQL =>
  viewerId
    ? (or(
        eq(media.visibility, 'public'),
        eq(media.ownerUserId, viewerId),
        grantedTo(sql`${media.id}`, viewerId),
      ) as SQL)
    : (or(eq(media.visibility, 'public'), inSongOfVisibleProject(sql`${media.id}`, null)) as SQL);
