import type { ConversationParticipant, ReadMarker } from '@create-together/contract';
import type { ChatMessage } from './messages-model';

export interface SeenLine {
  /** The message the line sits under. */
  messageId: string;
  /** Who has read up to it (never the signed-in user, never its sender). */
  readers: ConversationParticipant[];
}

/**
 * Where "Seen" goes: each other person is placed at the newest message their read marker reaches
 * (someone whose newest read message is their own is left out — their message says it); the line
 * sits under the newest of those places and names everyone there. Null when nobody else has read
 * any of `messages` (in send order).
 */
export function seenLine(
  messages: readonly ChatMessage[],
  participants: readonly ConversationParticipant[],
  readMarkers: readonly ReadMarker[],
  meId: string,
): SeenLine | null {
  const marks = new Map(readMarkers.map((marker) => [marker.userId, marker.lastReadSeq]));
  let best: { index: number; readers: ConversationParticipant[] } | null = null;
  for (const person of participants) {
    if (person.userId === meId) continue;
    const reached = marks.get(person.userId) ?? 0;
    const index = newestAtOrBelow(messages, reached);
    const message = index === -1 ? undefined : messages[index];
    if (!message || message.senderId === person.userId) continue;
    if (!best || index > best.index) best = { index, readers: [person] };
    else if (index === best.index) best.readers.push(person);
  }
  const message = best ? messages[best.index] : undefined;
  return best && message ? { messageId: message.id, readers: best.readers } : null;
}

function newestAtOrBelow(messages: readonly ChatMessage[], seq: number): number {
  for (let i = messages.length - 1; i >= 0; i--) if ((messages[i]?.seq ?? 0) <= seq) return i;
  return -1;
}
