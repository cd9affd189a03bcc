import type { ReadMarker } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './messages-model';
import { seenLine } from './read-markers';

const ada = { userId: 'u1', username: 'ada', fullName: 'Ada Lovelace', avatarUrl: null };
const grace = { userId: 'u2', username: 'grace', fullName: 'Grace Hopper', avatarUrl: null };
const alan = { userId: 'u3', username: 'alan', fullName: 'Alan Turing', avatarUrl: null };

const from = (sender: typeof ada, seq: number): ChatMessage => ({
  id: `m${seq}`,
  conversationId: 'c1',
  senderId: sender.userId,
  senderUsername: sender.username,
  content: `message ${seq}`,
  clientId: null,
  createdAt: '2025-05-01T12:00:00.000Z',
  seq,
  rev: seq,
  editedAt: null,
  deletedAt: null,
  attachments: [],
});
const marks = (entries: Record<string, number>): ReadMarker[] =>
  Object.entries(entries).map(([userId, lastReadSeq]) => ({ userId, lastReadSeq }));
const names = (line: ReturnType<typeof seenLine>) => line?.readers.map((p) => p.username);

describe('seenLine', () => {
  const direct = [ada, grace];

  it('is under your newest message the other has read', () => {
    const messages = [from(grace, 1), from(ada, 2), from(ada, 3)];
    expect(seenLine(messages, direct, marks({ u1: 3, u2: 2 }), 'u1')).toEqual({
      messageId: 'm2',
      readers: [grace],
    });
    expect(seenLine(messages, direct, marks({ u1: 3, u2: 3 }), 'u1')?.messageId).toBe('m3');
  });

  it('is gone once the other has answered (their message says they read it)', () => {
    const messages = [from(ada, 1), from(grace, 2)];
    expect(seenLine(messages, direct, marks({ u1: 2, u2: 2 }), 'u1')).toBeNull();
  });

  it('is null when nobody else has read anything, and never names you', () => {
    const messages = [from(ada, 1)];
    expect(seenLine(messages, direct, marks({ u1: 1 }), 'u1')).toBeNull();
    expect(seenLine(messages, direct, [], 'u1')).toBeNull();
  });

  it('in a group, names everyone at the newest place anyone has read to', () => {
    const people = [ada, grace, alan];
    const messages = [from(ada, 1), from(ada, 2)];
    expect(names(seenLine(messages, people, marks({ u2: 2, u3: 2 }), 'u1'))).toEqual(['grace', 'alan']);
    const line = seenLine(messages, people, marks({ u2: 2, u3: 1 }), 'u1');
    expect(line?.messageId).toBe('m2');
    expect(names(line)).toEqual(['grace']);
  });

  it("in a group, someone's read of another's message counts, their own does not", () => {
    const people = [ada, grace, alan];
    const messages = [from(ada, 1), from(grace, 2)];
    const line = seenLine(messages, people, marks({ u2: 2, u3: 2 }), 'u1');
    expect(line?.messageId).toBe('m2');
    expect(names(line)).toEqual(['alan']);
  });
});
