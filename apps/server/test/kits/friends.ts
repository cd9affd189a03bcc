import type { InjectOptions } from 'fastify';
import { register, type TestContext } from '../helper';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Person = Awaited<ReturnType<typeof register>>;

/** The friends calls as one person makes them, for tests. */
export function friendsKit(t: TestContext) {
  const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });

  const kit = {
    call,
    person: () => register(t.app),
    sendTo: (from: Person, to: Person) =>
      call('POST', '/api/me/friend-requests', from.cookie, { receiverUserId: to.user.id }),
    send: (from: Person, body: unknown) => call('POST', '/api/me/friend-requests', from.cookie, body),
    accept: (who: Person, requestId: string) =>
      call('PUT', `/api/me/friend-requests/${requestId}`, who.cookie),
    withdraw: (who: Person, requestId: string) =>
      call('DELETE', `/api/me/friend-requests/${requestId}`, who.cookie),
    requests: (who: Person, type: 'incoming' | 'outgoing') =>
      call('GET', `/api/me/friend-requests?type=${type}`, who.cookie),
    friends: async (who: Person) =>
      (await call('GET', '/api/me/friends', who.cookie)).json().friends as { userId: string }[],
    friendIds: async (who: Person) => (await kit.friends(who)).map((f) => f.userId),
    block: (who: Person, other: Person) =>
      call('POST', '/api/me/blocks', who.cookie, { userId: other.user.id }),
    unblock: (who: Person, other: Person) => call('DELETE', `/api/me/blocks/${other.user.id}`, who.cookie),
    profile: (viewer: Person, id: string) => call('GET', `/api/users/${id}`, viewer.cookie),
    search: (viewer: Person, q: string) =>
      call('GET', `/api/users?q=${encodeURIComponent(q)}`, viewer.cookie),

    /** Sends a request from `a` to `b` and has `b` accept it. */
    async makeFriends(a: Person, b: Person): Promise<void> {
      const sent = await kit.sendTo(a, b);
      if (sent.statusCode !== 201) throw new Error(`send failed: ${sent.body}`);
      const accepted = await kit.accept(b, sent.json().requestId);
      if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
    },

    /** Rows between two users, straight from the database. */
    async rowsBetween(a: Person, b: Person) {
      const ids = [a.user.id, b.user.id];
      const count = async (text: string) => Number((await t.pool.query(text, ids)).rows[0].n);
      return {
        pending: await count(
          `select count(*) as n from friend_requests where status = 'pending' and sender_user_id = any(array[$1, $2]::uuid[]) and receiver_user_id = any(array[$1, $2]::uuid[])`,
        ),
        requests: await count(
          `select count(*) as n from friend_requests where sender_user_id = any(array[$1, $2]::uuid[]) and receiver_user_id = any(array[$1, $2]::uuid[])`,
        ),
        friendships: await count(
          `select count(*) as n from friendships where user_low = any(array[$1, $2]::uuid[]) and user_high = any(array[$1, $2]::uuid[])`,
        ),
      };
    },
  };
  return kit;
}
