import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { friendsKit } from '../../../test/kits/friends';
import { type TestSocket, useListening, useSockets } from '../../../test/sockets';

const t = useTestApp();
useListening(t);
const sockets = useSockets(t);
const k = friendsKit(t);

/** Waits for the socket's next `friends_changed`, and shows that nothing more came. */
async function heardOnce(socket: TestSocket) {
  await socket.next('friends_changed');
  await new Promise((r) => setTimeout(r, 30));
  return socket.pending('friends_changed').length;
}

describe('the friends lists are live on both sides', () => {
  it('a request, its answer and an unfriending reach every tab of both people', async () => {
    const [a, b] = [await k.person(), await k.person()];
    const [aTab, aOtherTab, bTab] = [
      await sockets.signIn(a.cookie),
      await sockets.signIn(a.cookie),
      await sockets.signIn(b.cookie),
    ];
    const sent = await k.sendTo(a, b);
    for (const tab of [aTab, aOtherTab, bTab]) expect(await heardOnce(tab)).toBe(0);

    await k.accept(b, sent.json().requestId);
    for (const tab of [aTab, aOtherTab, bTab]) expect(await heardOnce(tab)).toBe(0);

    await k.call('DELETE', `/api/me/friends/${b.user.id}`, a.cookie);
    for (const tab of [aTab, bTab]) await tab.next('friends_changed');
  });

  it('a withdrawn or declined request, too', async () => {
    const [a, b] = [await k.person(), await k.person()];
    const [aTab, bTab] = [await sockets.signIn(a.cookie), await sockets.signIn(b.cookie)];
    const first = await k.sendTo(a, b);
    await Promise.all([aTab.next('friends_changed'), bTab.next('friends_changed')]);
    await k.withdraw(a, first.json().requestId);
    await Promise.all([aTab.next('friends_changed'), bTab.next('friends_changed')]);
    const second = await k.sendTo(a, b);
    await Promise.all([aTab.next('friends_changed'), bTab.next('friends_changed')]);
    await k.withdraw(b, second.json().requestId); // declined by the receiver
    await Promise.all([aTab.next('friends_changed'), bTab.next('friends_changed')]);
  });

  it('a block changes both sides without saying so; an unblock only the blocker’s', async () => {
    const [a, b, bystander] = [await k.person(), await k.person(), await k.person()];
    await k.makeFriends(a, b);
    const [aTab, bTab, otherTab] = [
      await sockets.signIn(a.cookie),
      await sockets.signIn(b.cookie),
      await sockets.signIn(bystander.cookie),
    ];
    await k.block(a, b);
    const [toBlocked] = await Promise.all([bTab.next('friends_changed'), aTab.next('friends_changed')]);
    expect(toBlocked).toEqual({ type: 'friends_changed' });

    await new Promise((r) => setTimeout(r, 30));
    const blockedHeard = bTab.pending('friends_changed').length;
    await k.unblock(a, b);
    await aTab.next('friends_changed');
    await new Promise((r) => setTimeout(r, 50));
    expect(bTab.pending('friends_changed')).toHaveLength(blockedHeard);
    expect(otherTab.pending('friends_changed')).toEqual([]);
  });
});
