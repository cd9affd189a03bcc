import type { Executor } from '../../db/client';
import type { Outbox } from '../../events/outbox';
import type { ChatSubject } from './chat-subjects';
import { messagesRepository } from './repository';

/** Says who is in the conversation now (and who left it), in the caller's transaction. */
export async function announce(
  tx: Executor,
  outbox: Outbox,
  conversationId: string,
  removedIds: string[] = [],
): Promise<void> {
  const memberIds = await messagesRepository(tx).memberIds(conversationId);
  outbox.emit('ConversationChanged', { conversationId, memberIds, removedIds });
}

/** Someone came into a project or a collective: its chat, if it has one, holds them too. */
export async function joinChat(
  tx: Executor,
  outbox: Outbox,
  subject: ChatSubject,
  userId: string,
): Promise<void> {
  const tables = messagesRepository(tx);
  const chat = await tables.chatOf(subject);
  if (chat && (await tables.addMembers(chat, [userId])).length > 0) await announce(tx, outbox, chat);
}

/** Someone left a project or a collective (or was removed): out of its chat, at once. */
export async function leaveChat(
  tx: Executor,
  outbox: Outbox,
  subject: ChatSubject,
  userId: string,
): Promise<void> {
  const tables = messagesRepository(tx);
  const chat = await tables.chatOf(subject);
  if (chat && (await tables.removeMember(chat, userId))) await announce(tx, outbox, chat, [userId]);
}
