import { MessagesAnswer } from '@create-together/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import type { Person } from '../../../test/kits/friends';
import { messagesKit } from '../../../test/kits/messages';

const t = useTestApp();
const k = messagesKit(t);

let a: Person;
let b: Person;
let id: string;
/** The ids of messages m1…m7, in send order. */
let ids: string[];

beforeAll(async () => {
  ({ a, b, id } = await k.pair());
  ids = [];
  for (let i = 1; i <= 7; i++) ids.push((await k.sent(i % 2 ? a : b, id, `m${i}`)).messageId);
});

async function page(who: Person, query: string) {
  const response = await k.history(who, id, query);
  expect(response.statusCode).toBe(200);
  const answer = MessagesAnswer.parse(response.json());
  return { contents: answer.messages.map((m) => m.content), nextCursor: answer.nextCursor };
}

describe('GET /api/conversations/{id}/messages', () => {
  it('answers the newest page in send order, then older pages through `before` = nextCursor', async () => {
    const first = await page(a, '?limit=3');
    expect(first).toEqual({ contents: ['m5', 'm6', 'm7'], nextCursor: ids[4] });
    const second = await page(a, `?limit=3&before=${first.nextCursor}`);
    expect(second).toEqual({ contents: ['m2', 'm3', 'm4'], nextCursor: ids[1] });
    // The last page: null says this is the start.
    expect(await page(a, `?limit=3&before=${second.nextCursor}`)).toEqual({
      contents: ['m1'],
      nextCursor: null,
    });
    expect(await page(b, `?limit=1&before=${ids[1]}`)).toEqual({ contents: ['m1'], nextCursor: null });
  });

  it('answers all when they fit the page (default 30), with no cursor', async () => {
    expect(await page(b, '')).toEqual({
      contents: ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7'],
      nextCursor: null,
    });
    expect(await page(b, '?limit=7')).toMatchObject({ nextCursor: null });
  });

  it('answers the newer messages through `after`, oldest first; nextCursor continues, null when caught up', async () => {
    const first = await page(b, `?after=${ids[1]}&limit=2`);
    expect(first).toEqual({ contents: ['m3', 'm4'], nextCursor: ids[3] });
    const second = await page(b, `?after=${first.nextCursor}&limit=2`);
    expect(second).toEqual({ contents: ['m5', 'm6'], nextCursor: ids[5] });
    expect(await page(b, `?after=${second.nextCursor}&limit=2`)).toEqual({
      contents: ['m7'],
      nextCursor: null,
    });
    expect(await page(b, `?after=${ids[6]}`)).toEqual({ contents: [], nextCursor: null });
  });

  it('carries each message’s sender and clientId', async () => {
    const response = await k.history(a, id, '?limit=2');
    const [m6, m7] = MessagesAnswer.parse(response.json()).messages;
    expect(m6).toMatchObject({ messageId: ids[5], senderUserId: b.user.id, senderUsername: b.user.username });
    expect(m7).toMatchObject({ messageId: ids[6], senderUserId: a.user.id, conversationId: id });
    expect(typeof m7?.clientId).toBe('string');
  });

  it('refuses a cursor that is not a message of this conversation, or both cursors (400 naming the field)', async () => {
    const other = await k.pair();
    const foreign = (await k.sent(other.a, other.id, 'elsewhere')).messageId;
    const error = async (query: string) => {
      const response = await k.history(a, id, query);
      expect(response.statusCode).toBe(400);
      return response.json().error;
    };
    expect(await error(`?before=${foreign}`)).toBe('before: before is not valid.');
    expect(await error('?after=garbage')).toBe('after: after is not valid.');
    expect(await error(`?before=${ids[3]}&after=${ids[1]}`)).toBe('before: Give before or after, not both.');
    expect(await error('?limit=0')).toBe('limit: limit must be at least 1.');
    expect(await error('?limit=101')).toBe('limit: limit must be at most 100.');
    expect(await error('?limit=ten')).toMatch(/^limit: /);
    expect(await error(`?before=${'x'.repeat(201)}`)).toBe('before: before is too long.');
  });

  it('is 404 to a non-participant, exactly as an unknown or malformed id; 401 without a session', async () => {
    const outsider = await k.person();
    const foreign = await k.history(outsider, id);
    const unknown = await k.call(
      'GET',
      '/api/conversations/00000000-0000-4000-8000-000000000000/messages',
      outsider.cookie,
    );
    const malformed = await k.call('GET', '/api/conversations/%20/messages', outsider.cookie);
    for (const response of [foreign, unknown, malformed]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(unknown.body);
    }
    // Even with a valid cursor of that conversation, nothing about it leaks.
    expect((await k.history(outsider, id, `?before=${ids[3]}`)).body).toBe(unknown.body);
    expect((await k.call('GET', `/api/conversations/${id}/messages`)).statusCode).toBe(401);
  });
});
