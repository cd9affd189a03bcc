import { describe, expect, it } from 'vitest';
import type { MessagePage } from './api/get-messages';
import { highestRev, mergeIntoPages } from './history-cache';
import type { ChatMessage } from './messages-model';

const at = (seq: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `m${seq}`,
  conversationId: 'c1',
  senderId: 'u2',
  senderUsername: 'grace',
  content: `message ${seq}`,
  clientId: null,
  createdAt: new Date(1_700_000_000_000 + seq * 1000).toISOString(),
  seq,
  rev: seq,
  editedAt: null,
  deletedAt: null,
  attachments: [],
  ...overrides,
});

const page = (seqs: number[], nextCursor: string | null = null): MessagePage => ({
  messages: seqs.map((seq) => at(seq)),
  nextCursor,
});
const seqsOf = (pages: MessagePage[] | null) => pages?.map((p) => p.messages.map((m) => m.seq));

describe('mergeIntoPages (catching up: new, edited and deleted messages)', () => {
  it('appends new messages to the newest page in seq order, once each', () => {
    const pages = [page([4, 5, 6], 'm4'), page([1, 2, 3])];
    const merged = mergeIntoPages(pages, [at(8), at(7), at(6)]);
    expect(seqsOf(merged)).toEqual([
      [4, 5, 6, 7, 8],
      [1, 2, 3],
    ]);
    // Merging the same again changes nothing.
    expect(mergeIntoPages(merged ?? [], [at(7), at(8)])).toBeNull();
  });

  it('puts a missed message between loaded ones where its seq says', () => {
    const merged = mergeIntoPages([page([1, 2, 5])], [at(4), at(3)]);
    expect(seqsOf(merged)).toEqual([[1, 2, 3, 4, 5]]);
  });

  it('replaces a message by a newer copy (edited, deleted), never by an older one', () => {
    const edited = at(2, { content: 'better', rev: 7, editedAt: '2025-05-01T12:00:00.000Z' });
    const deleted = at(5, { content: '', rev: 8, deletedAt: '2025-05-01T12:00:00.000Z' });
    const pages = [page([4, 5, 6], 'm4'), page([1, 2, 3])];
    const merged = mergeIntoPages(pages, [edited, deleted]);
    expect(merged?.[1]?.messages[1]).toEqual(edited);
    expect(merged?.[0]?.messages[1]).toEqual(deleted);
    expect(mergeIntoPages([page([4, 5, 6])], [at(5)])).toBeNull();
    expect(mergeIntoPages(merged ?? [], [at(2, { content: 'stale', rev: 3 })])).toBeNull();
  });

  it('keeps the pages nothing changed as they were', () => {
    const pages = [page([4, 5, 6], 'm4'), page([1, 2, 3])];
    const merged = mergeIntoPages(pages, [at(7)]);
    expect(merged?.[1]).toBe(pages[1]);
  });

  it('leaves out a change older than what is loaded while more history is above, and keeps it at the start', () => {
    const older = at(2, { rev: 9, content: 'edited long ago' });
    expect(mergeIntoPages([page([10, 11], 'm10')], [older])).toBeNull();
    expect(seqsOf(mergeIntoPages([page([10, 11])], [older]))).toEqual([[2, 10, 11]]);
  });

  it('fills an empty conversation', () => {
    expect(seqsOf(mergeIntoPages([page([])], [at(2), at(1)]))).toEqual([[1, 2]]);
    expect(mergeIntoPages([], [at(1)])).toBeNull();
  });

  it('highestRev: the newest change among them', () => {
    expect(highestRev([])).toBe(0);
    expect(highestRev([at(1), at(2, { rev: 9 }), at(3)])).toBe(9);
  });
});
