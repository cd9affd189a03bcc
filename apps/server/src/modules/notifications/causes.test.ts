import { ServerFrame } from '@create-together/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { createProject, joinProject, useTestApp } from '../../../test/helper';
import { addMember, seedProject } from '../../../test/kits/contributions';
import type { Person } from '../../../test/kits/friends';
import { messagesKit, recordingBus } from '../../../test/kits/messages';
import { createPost } from '../../../test/kits/posts';
import { transactionWithEvents } from '../../events/outbox';
import { notifyMissedCall } from './causes';

const recorder = recordingBus();
const t = useTestApp({}, undefined, { bus: recorder.bus });
const k = messagesKit(t);

beforeEach(() => {
  recorder.events.length = 0;
});

/** What `who` was told, as rows (newest first). */
const told = (who: Person, type?: string) => k.notificationRows(who, type);

/** What was published for notifications (the friends lists' own `friends_changed` is friends/live.test.ts's). */
const notificationEvents = () => recorder.events.filter((e) => e.frame.type !== 'friends_changed');

/** The new_notification frames published to `who`, each checked against the contract. */
const framesTo = (who: Person) =>
  recorder.framesTo(who.user.id, 'new_notification').map((frame) => ServerFrame.parse(frame));

describe('friends', () => {
  it('tells the receiver of a request, and the sender nothing', async () => {
    const [a, b] = [await k.person(), await k.person()];
    expect((await k.friends.sendTo(a, b)).statusCode).toBe(201);
    expect(await told(b)).toEqual([
      {
        type: 'friend_request',
        title: `${a.user.username} sent you a friend request`,
        body: '',
        link: '/friends',
        read_at: null,
      },
    ]);
    expect(await told(a)).toEqual([]);
    expect(framesTo(b)).toEqual([expect.objectContaining({ type: 'new_notification', unreadCount: 1 })]);
    expect(notificationEvents().map((e) => e.userIds)).toEqual([[b.user.id]]);
  });

  it('tells the sender when the receiver accepts, and the accepter nothing new', async () => {
    const [a, b] = [await k.person(), await k.person()];
    const sent = await k.friends.sendTo(a, b);
    recorder.events.length = 0;
    await k.friends.accept(b, sent.json().requestId);
    expect(await told(a)).toEqual([
      expect.objectContaining({
        type: 'friend_accepted',
        title: `${b.user.username} accepted your friend request`,
        link: `/profile/${b.user.id}`,
      }),
    ]);
    expect(await told(b, 'friend_accepted')).toEqual([]);
    // b's own request notification is read now: only b's tabs hear that.
    expect(notificationEvents().map((e) => [e.frame.type, e.userIds])).toEqual([
      ['notifications_read', [b.user.id]],
      ['new_notification', [a.user.id]],
    ]);
  });

  it('a request that accepts theirs tells them of an acceptance, not of a request', async () => {
    const [a, b] = [await k.person(), await k.person()];
    await k.friends.sendTo(a, b);
    const mutual = await k.friends.sendTo(b, a);
    expect(mutual.json().status).toBe('accepted');
    expect((await told(a)).map((n) => n.type)).toEqual(['friend_accepted']);
    expect((await told(a))[0]?.title).toBe(`${b.user.username} accepted your friend request`);
    expect((await told(b)).map((n) => n.type)).toEqual(['friend_request']);
  });

  it('a request that accepts theirs reads the notification of theirs', async () => {
    const [a, b] = [await k.person(), await k.person()];
    await k.friends.sendTo(a, b);
    await k.friends.sendTo(b, a);
    expect(await told(b, 'friend_request')).toEqual([expect.objectContaining({ read_at: expect.any(Date) })]);
  });

  it('a block ends the pending request and reads its notification, whoever blocks', async () => {
    for (const blocker of ['receiver', 'sender'] as const) {
      const [a, b] = [await k.person(), await k.person()];
      await k.friends.sendTo(a, b);
      expect(
        (await k.friends.block(blocker === 'receiver' ? b : a, blocker === 'receiver' ? a : b)).statusCode,
      ).toBe(200);
      expect(await told(b, 'friend_request')).toEqual([
        expect.objectContaining({ read_at: expect.any(Date) }),
      ]);
    }
  });

  it('a request sent again after a removal leaves only the new one unread', async () => {
    const [a, b] = [await k.person(), await k.person()];
    await k.friends.makeFriends(a, b);
    expect((await k.call('DELETE', `/api/me/friends/${a.user.id}`, b.cookie)).statusCode).toBe(200);
    const again = await k.friends.sendTo(a, b);
    expect((await k.friends.withdraw(a, again.json().requestId)).statusCode).toBe(200);
    expect((await k.friends.sendTo(a, b)).statusCode).toBe(201);
    const unread = (await told(b, 'friend_request')).map((n) => n.read_at === null);
    expect(unread).toEqual([true, false, false]);
    expect((await k.notifications(b)).json().unreadCount).toBe(1);
  });

  it('a refused request (already friends) tells nobody', async () => {
    const [a, b] = [await k.person(), await k.person()];
    await k.friends.makeFriends(a, b);
    recorder.events.length = 0;
    expect((await k.friends.sendTo(a, b)).statusCode).toBe(409);
    expect(recorder.events).toEqual([]);
    expect(await told(b, 'friend_request')).toHaveLength(1);
  });
});

describe('projects and contributions', () => {
  it('tells the owner who joined their project', async () => {
    const [owner, joiner] = [await k.person(), await k.person()];
    const project = await createProject(t.app, owner.cookie, { name: 'Night Sky Atlas' });
    expect((await joinProject(t.app, joiner.cookie, project.projectId)).statusCode).toBe(200);
    expect(await told(owner)).toEqual([
      expect.objectContaining({
        type: 'project_joined',
        title: `${joiner.user.username} joined Night Sky Atlas`,
        link: `/projects/${project.projectId}`,
      }),
    ]);
    expect(await told(joiner)).toEqual([]);
    expect(framesTo(owner)).toHaveLength(1);
    // Joining again is refused and tells nobody.
    await joinProject(t.app, joiner.cookie, project.projectId);
    expect(await told(owner)).toHaveLength(1);
  });

  it('tells the owner of a proposed contribution, with its start; not when the owner proposes', async () => {
    const [owner, member] = [await k.person(), await k.person()];
    const projectId = await seedProject(t, owner.user.id);
    await addMember(t, projectId, member.user.id);
    const { rows } = await t.pool.query('select name from projects where id = $1', [projectId]);
    const content = `## Idea\n\n${'word '.repeat(60)}`;
    const propose = (who: Person) =>
      k.call('POST', `/api/projects/${projectId}/contributions`, who.cookie, { content });
    expect((await propose(member)).statusCode).toBe(201);
    const [made] = await told(owner);
    expect(made).toMatchObject({
      type: 'contribution_proposed',
      title: `${member.user.username} proposed a contribution to ${rows[0].name}`,
      link: `/workspace/${projectId}`,
    });
    expect(made?.body.startsWith('Idea word word')).toBe(true);
    expect(made?.body.endsWith('…')).toBe(true);
    expect(made?.body.length).toBeLessThanOrEqual(140);

    expect((await propose(owner)).statusCode).toBe(201);
    expect(await told(owner)).toHaveLength(1);
  });

  it('tells the author their contribution was merged; not when the owner merges their own', async () => {
    const [owner, member] = [await k.person(), await k.person()];
    const projectId = await seedProject(t, owner.user.id);
    await addMember(t, projectId, member.user.id);
    const name = (await t.pool.query('select name from projects where id = $1', [projectId])).rows[0].name;
    const propose = async (who: Person) =>
      (
        await k.call('POST', `/api/projects/${projectId}/contributions`, who.cookie, { content: 'Text' })
      ).json().contribution.id as string;
    const merge = (cid: string) =>
      k.call('POST', `/api/projects/${projectId}/contributions/${cid}/merge`, owner.cookie);

    expect((await merge(await propose(member))).statusCode).toBe(200);
    expect(await told(member)).toEqual([
      expect.objectContaining({
        type: 'contribution_merged',
        title: `Your contribution to ${name} was merged`,
        link: `/projects/${projectId}`,
      }),
    ]);
    const ownOne = await propose(owner);
    recorder.events.length = 0;
    expect((await merge(ownOne)).statusCode).toBe(200);
    expect(recorder.events).toEqual([]);
    expect(await told(owner, 'contribution_merged')).toEqual([]);
  });
});

describe('messages and missed calls', () => {
  it('a message notification holds the message’s start on one line, at most 140 characters', async () => {
    const { a, b, id } = await k.pair();
    await k.sent(a, id, `First line\nsecond line ${'long '.repeat(50)}`);
    const [made] = await told(b, 'message');
    expect(made?.title).toBe(`${a.user.username} sent you a message`);
    expect(made?.link).toBe(`/messages/${id}`);
    expect(made?.body.startsWith('First line second line long')).toBe(true);
    expect(made?.body.length).toBeLessThanOrEqual(140);
    expect(await told(a, 'message')).toEqual([]);
  });

  it('a body made from Markdown (a message, a post comment) holds its words, not its marks', async () => {
    const { a, b, id } = await k.pair();
    const markdown =
      '## Mix **ready**\n\nHear [the take](https://example.com/t_1) ![the cover](/media/c.png)';
    const { postId } = await createPost(t, b.cookie, { content: 'New mix' });
    await k.sent(a, id, markdown);
    expect(
      (await k.call('POST', `/api/posts/${postId}/comments`, a.cookie, { content: markdown })).statusCode,
    ).toBe(201);
    const plain = 'Mix ready Hear the take the cover';
    expect((await told(b, 'message'))[0]?.body).toBe(plain);
    expect((await told(b, 'post_commented'))[0]?.body).toBe(plain);

    await k.sent(a, id, `# Long\n\n${'**word** '.repeat(40)}`);
    const long = (await told(b, 'message'))[0]?.body ?? '';
    expect(long).toMatch(/^Long word word( word)+…$/);
    expect(long.length).toBeLessThanOrEqual(140);
  });

  it('notifyMissedCall (for the calls module) tells the callee, never the caller themselves', async () => {
    const { a, b, id } = await k.pair();
    recorder.events.length = 0;
    const made = await transactionWithEvents(t.db, t.app.events, async (tx, outbox) => [
      await notifyMissedCall(tx, outbox, { calleeId: b.user.id, callerId: a.user.id, conversationId: id }),
      await notifyMissedCall(tx, outbox, { calleeId: a.user.id, callerId: a.user.id, conversationId: id }),
    ]);
    expect(made[0]).toMatchObject({
      type: 'missed_call',
      title: `You missed a call from ${a.user.username}`,
      link: `/messages/${id}`,
    });
    expect(made[1]).toBeNull();
    expect(framesTo(b)).toEqual([expect.objectContaining({ notification: made[0] })]);
    expect(await told(a, 'missed_call')).toEqual([]);
  });
});
