import type { Conversation, ConversationParticipant, Media, Message } from '@create-together/contract';
import { conversationPolicies } from '../../policies/conversations';
import { presentMedia } from '../media/presenter';
import type { AttachmentView, ConversationRowView, MessageView, ParticipantView } from './repository';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The Message object of API.md and ours, field by field; a deleted one keeps only its place. */
export function presentMessage(row: MessageView, attachments: Media[] = []): Message {
  const deleted = row.deletedAt !== null;
  return {
    messageId: row.id,
    conversationId: row.conversationId,
    senderUserId: row.senderUserId,
    senderUsername: row.senderUsername,
    content: deleted ? '' : row.content,
    clientId: row.clientId,
    createdAt: seconds(row.createdAt),
    seq: row.seq,
    rev: row.rev,
    editedAt: row.editedAt ? seconds(row.editedAt) : null,
    deletedAt: row.deletedAt ? seconds(row.deletedAt) : null,
    attachments: deleted ? [] : attachments,
  };
}

/** Each message with its files (one query for the lot, made by the caller). */
export function presentMessages(rows: MessageView[], attachments: AttachmentView[]): Message[] {
  const byMessage = new Map<string, Media[]>();
  for (const file of attachments) {
    const list = byMessage.get(file.messageId) ?? [];
    list.push(presentMedia(file));
    byMessage.set(file.messageId, list);
  }
  return rows.map((row) => presentMessage(row, byMessage.get(row.id)));
}

const participant = (row: ParticipantView): ConversationParticipant => ({
  userId: row.userId,
  username: row.username,
  fullName: row.fullName,
  avatarUrl: row.avatarUrl,
});

/**
 * Conversations with their participants, read markers and last messages, matched up by
 * conversation id, and what the caller may do in each.
 */
export function presentConversations(
  rows: ConversationRowView[],
  participants: ParticipantView[],
  lastMessages: Message[],
): Conversation[] {
  const people = new Map<string, ParticipantView[]>();
  for (const row of participants) {
    const list = people.get(row.conversationId) ?? [];
    list.push(row);
    people.set(row.conversationId, list);
  }
  const last = new Map(lastMessages.map((m) => [m.conversationId, m]));
  return rows.map((row) => {
    const here = people.get(row.id) ?? [];
    const subjectKind = row.projectId ? 'project' : row.collectiveId ? 'collective' : null;
    return {
      conversationId: row.id,
      kind: row.kind,
      name: row.kind === 'group' ? row.name : (row.subjectName ?? null),
      createdByUserId: row.kind === 'group' ? row.createdBy : null,
      subject:
        subjectKind === null
          ? null
          : {
              kind: subjectKind,
              id: (row.projectId ?? row.collectiveId) as string,
              name: row.subjectName ?? '',
              imageUrl: row.subjectImageUrl,
            },
      participants: here.map(participant),
      readMarkers: here.map((p) => ({ userId: p.userId, lastReadSeq: p.lastReadSeq })),
      rev: row.rev,
      lastMessage: last.get(row.id) ?? null,
      unreadCount: row.unreadCount,
      updatedAt: seconds(row.lastMessageAt),
      policies: conversationPolicies(row),
    };
  });
}
