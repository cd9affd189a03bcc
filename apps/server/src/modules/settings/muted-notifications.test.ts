import { NOTIFICATION_TYPES, ServerFrame } from '@create-together/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { createProject, joinProject, useTestApp } from '../../../test/helper';
import type { Person } from '../../../test/kits/friends';
import { messagesKit, recordingBus } from '../../../test/kits/messages';
import { createPost } from '../../../test/kits/posts';
import { entryBody } from '../../../test/kits/queue';
import { settingsKit } from '../../../test/kits/settings';
import { transactionWithEvents } from '../../events/outbox';
import { notify } from '../notifications/notify';

const recorder = recordingBus();
const t = useTestApp({}, undefined, { bus: recorder.bus });
const k = settingsKit(t);
const messages = messagesKit(t);

beforeEach(() => {
  recorder.events.length = 0;
});

/** The new_notification frames published to `who`, each checked against the contract. */
const notificationFrames = (who: Person) =>
  recorder.framesTo(who.user.id, 'new_notification').map((frame) => ServerFrame.parse(frame));

describe('a muted notification type', () => {
  it('is never made for that user, while every other type still is (each type in turn)', async () => {
    for (const type of NOTIFICATION_TYPES) {
      const a = await k.person();
      await k.mute(a, type);
      const other = NOTIFICATION_TYPES.find((candidate) => candidate !== type) ?? type;
      recorder.events.length = 0;
      const made = await transactionWithEvents(t.db, t.app.events, async (tx, outbox) => [
        await notify(tx, outbox, { userId: a.user.id, type, title: 'Muted', link: null }),
        await notify(tx, outbox, { userId: a.user.id, type: other, title: 'Heard', link: null }),
      ]);
      expect(made[0], type).toBeNull();
      expect(made[1]).toMatchObject({ type: other, title: 'Heard' });
      expect(await k.notificationTypes(a)).toEqual([other]);
      expect(notificationFrames(a)).toEqual([
        expect.objectContaining({ notification: made[1], unreadCount: 1 }),
      ]);
    }
  });

  it('friend_request: the request is made, without a notification, frame or change of the count', async () => {
    const [a, b, c] = [await k.person(), await k.person(), await k.person()];
    await k.mute(b, 'friend_request');
    expect(await k.unreadCount(b)).toBe(0);
    const sent = await k.friends.sendTo(a, b);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ status: 'pending', message: 'Friend request sent.' });
    expect(await k.friends.rowsBetween(a, b)).toMatchObject({ pending: 1 });
    expect((await k.friends.requests(b, 'incoming')).json()).toHaveLength(1);
    expect(await k.notificationTypes(b)).toEqual([]);
    expect(await k.unreadCount(b)).toBe(0);
    expect(notificationFrames(b)).toEqual([]);

    // Turned on again, the next one tells them.
    await k.put(b, { notifications: { friend_request: true } });
    await k.friends.sendTo(c, b);
    expect(await k.notificationTypes(b)).toEqual(['friend_request']);
    expect(await k.unreadCount(b)).toBe(1);
  });

  it('friend_accepted: the acceptance is not told, the request still is', async () => {
    const [a, b] = [await k.person(), await k.person()];
    await k.mute(a, 'friend_accepted');
    await k.friends.makeFriends(a, b);
    expect(await k.friends.friendIds(a)).toEqual([b.user.id]);
    expect(await k.notificationTypes(a)).toEqual([]);
    expect(await k.notificationTypes(b)).toEqual(['friend_request']);
  });

  it('message: the message still arrives live; only its notification is skipped', async () => {
    const { a, b, id } = await messages.pair();
    await k.mute(b, 'message');
    recorder.events.length = 0;
    await messages.sent(a, id, 'Hello there');
    expect(recorder.framesTo(b.user.id, 'new_message')).toHaveLength(1);
    expect(await k.notificationTypes(b)).not.toContain('message');
    expect(notificationFrames(b)).toEqual([]);
    // The other way round is not muted.
    await messages.sent(b, id, 'Hi');
    expect(await k.notificationTypes(a)).toContain('message');
  });

  it('project_joined, post_liked and post_commented each follow their own switch', async () => {
    const [owner, fan] = [await k.person(), await k.person()];
    await k.mute(owner, 'project_joined', 'post_liked');
    const project = await createProject(t.app, owner.cookie);
    expect((await joinProject(t.app, fan.cookie, project.projectId)).statusCode).toBe(200);
    const { postId } = await createPost(t, owner.cookie, { content: 'New track' });
    expect((await k.call('POST', `/api/posts/${postId}/like`, fan.cookie)).statusCode).toBe(200);
    const commented = await k.call('POST', `/api/posts/${postId}/comments`, fan.cookie, { content: 'Nice' });
    expect(commented.statusCode).toBe(201);
    expect(await k.notificationTypes(owner)).toEqual(['post_commented']);
    expect(await k.unreadCount(owner)).toBe(1);
  });

  it('queue_matched: the team is formed for both; only the member who muted it is not told', async () => {
    const [a, b] = [await k.person(), await k.person()];
    await k.mute(a, 'queue_matched');
    const body = entryBody({ teamSize: 2, settings: { bpm: 133, style: 'jazz', key: 'F# minor' } });
    expect((await k.call('POST', '/api/queue', a.cookie, body)).statusCode).toBe(201);
    const completed = await k.call('POST', '/api/queue', b.cookie, body);
    expect(completed.json().match).not.toBeNull();
    expect(await k.notificationTypes(a)).toEqual([]);
    expect(await k.notificationTypes(b)).toEqual(['queue_matched']);
    const sessions = (await k.call('GET', '/api/queue/sessions', a.cookie)).json();
    expect(sessions.sessions).toHaveLength(1);
  });
});
