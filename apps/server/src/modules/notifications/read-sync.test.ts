import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { messagesKit } from '../../../test/kits/messages';
import { useListening, useSockets } from '../../../test/sockets';

const t = useTestApp();
useListening(t);
const sockets = useSockets(t);
const k = messagesKit(t);

describe('every tab hears when notifications are read', () => {
  it('marking read over HTTP sends notifications_read with the new count to all the user’s sockets', async () => {
    const [me, other] = [await k.person(), await k.person()];
    const [tab1, tab2] = [await sockets.signIn(me.cookie), await sockets.signIn(me.cookie)];
    await k.friends.sendTo(other, me); // one notification
    for (const tab of [tab1, tab2]) expect((await tab.next('new_notification')).unreadCount).toBe(1);

    const read = await k.friends.call('POST', '/api/notifications/read', me.cookie, {});
    expect(read.json()).toEqual({ success: true, unreadCount: 0 });
    for (const tab of [tab1, tab2])
      expect(await tab.next('notifications_read')).toEqual({ type: 'notifications_read', unreadCount: 0 });
  });

  it('reading a conversation clears its message notifications in every tab', async () => {
    const [me, friend] = [await k.person(), await k.person()];
    await k.friends.makeFriends(me, friend);
    const conversationId = (
      await k.friends.call('POST', '/api/conversations', friend.cookie, { userId: me.user.id })
    ).json().conversation.conversationId;
    const tab = await sockets.signIn(me.cookie);
    const sent = await k.friends.call(
      'POST',
      `/api/conversations/${conversationId}/messages`,
      friend.cookie,
      {
        content: 'hello',
        clientId: 'c-1',
      },
    );
    expect(sent.statusCode).toBe(201);
    const { unreadCount } = await tab.next('new_notification');
    const read = await k.friends.call('POST', `/api/conversations/${conversationId}/read`, me.cookie);
    expect(read.statusCode).toBe(200);
    expect((await tab.next('notifications_read')).unreadCount).toBe(unreadCount - 1);
  });
});

describe('a friend request’s notification follows the request', () => {
  /** `a` asks `b`, who has two tabs open; each tab's badge shows the request. */
  async function requested() {
    const [a, b] = [await k.person(), await k.person()];
    const tabs = [await sockets.signIn(b.cookie), await sockets.signIn(b.cookie)];
    const sent = await k.friends.sendTo(a, b);
    for (const tab of tabs) expect((await tab.next('new_notification')).unreadCount).toBe(1);
    return { a, b, tabs, requestId: sent.json().requestId as string };
  }

  type Requested = Awaited<ReturnType<typeof requested>>;
  const answers = {
    accepting: (r: Requested) => k.friends.accept(r.b, r.requestId),
    declining: (r: Requested) => k.friends.withdraw(r.b, r.requestId),
    cancelling: (r: Requested) => k.friends.withdraw(r.a, r.requestId),
  };

  for (const [name, answer] of Object.entries(answers)) {
    it(`${name} it reads it, and every tab of the receiver hears the count drop`, async () => {
      const r = await requested();
      expect((await answer(r)).statusCode).toBe(200);
      for (const tab of r.tabs)
        expect(await tab.next('notifications_read')).toEqual({ type: 'notifications_read', unreadCount: 0 });
      const listed = (await k.notifications(r.b)).json();
      expect(listed.unreadCount).toBe(0);
      expect(listed.notifications).toEqual([expect.objectContaining({ type: 'friend_request', read: true })]);
    });
  }
});
