import type { Notification, RoomPresence } from '@create-together/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSocketFactory } from '@/test/fake-socket';
import { useFakeClock } from '@/test/helpers';
import { RealtimeConnection } from './connection';
import {
  MAX_RECONNECT_ATTEMPTS,
  PING_INTERVAL_MS,
  PONG_TIMEOUT_MS,
  type RealtimeStatus,
  realtimeUrl,
  reconnectDelay,
} from './index';

function setup() {
  const factory = fakeSocketFactory();
  const connection = new RealtimeConnection({ createSocket: factory.createSocket });
  const statuses: RealtimeStatus[] = [];
  connection.onStatus((status) => statuses.push(status));
  return { factory, connection, statuses };
}

/** Connected and authenticated. */
function open() {
  const made = setup();
  made.connection.connect();
  made.factory.latest.accept();
  return made;
}

const notification: Notification = {
  notificationId: 'n1',
  type: 'friend_request',
  title: 'ada sent you a friend request',
  body: '',
  link: '/friends',
  read: false,
  createdAt: 1_746_100_000,
};

describe('RealtimeConnection', () => {
  beforeEach(() => useFakeClock());
  afterEach(() => vi.useRealTimers());

  it('connects to /ws on this host, sends auth, and is open on auth_success', () => {
    const { factory, connection, statuses } = setup();
    connection.connect();
    expect(factory.latest.url).toBe(`ws://${window.location.host}/ws`);
    expect(connection.status).toBe('connecting');

    factory.latest.open();
    expect(connection.status).toBe('authenticating');
    expect(factory.latest.types).toEqual(['auth']);

    factory.latest.receive({ type: 'auth_success', userId: 'u1' });
    expect(statuses).toEqual(['connecting', 'authenticating', 'open']);
    expect(realtimeUrl({ protocol: 'https:', host: 'create.example' })).toBe('wss://create.example/ws');
  });

  it('on auth_failure stops for good and passes the message to listeners', async () => {
    const { factory, connection } = setup();
    const failures: string[] = [];
    connection.on('auth_failure', (frame) => failures.push(frame.message));
    connection.connect();
    factory.latest.open();
    factory.latest.receive({ type: 'auth_failure', message: 'Not signed in.' });
    factory.latest.serverClose(4401);

    expect(failures).toEqual(['Not signed in.']);
    expect(connection.status).toBe('unauthorized');
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(factory.sockets).toHaveLength(1);
    expect(connection.status).toBe('unauthorized');
  });

  it('reconnects after 1, 2, 4, 8 and 16 s, then gives up after 5 attempts and says so', async () => {
    const { factory, connection, statuses } = open();
    factory.latest.serverClose();
    expect(connection.status).toBe('reconnecting');

    for (const delay of [1_000, 2_000, 4_000, 8_000, 16_000]) {
      const before = factory.sockets.length;
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(factory.sockets).toHaveLength(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(factory.sockets).toHaveLength(before + 1);
      expect(connection.status).toBe('connecting');
      // The server is still down: this attempt fails before it opens.
      factory.latest.serverClose();
    }

    expect(connection.status).toBe('failed');
    expect(statuses.at(-1)).toBe('failed');
    expect(factory.sockets).toHaveLength(1 + MAX_RECONNECT_ATTEMPTS);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(factory.sockets).toHaveLength(1 + MAX_RECONNECT_ATTEMPTS);
  });

  it('doubles the delay up to a cap of 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10, 50].map(reconnectDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('a successful auth starts the count again', async () => {
    const { factory, connection } = open();
    factory.latest.serverClose();
    await vi.advanceTimersByTimeAsync(1_000);
    factory.latest.serverClose();
    await vi.advanceTimersByTimeAsync(2_000);
    factory.latest.accept();
    expect(connection.status).toBe('open');

    factory.latest.serverClose();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(factory.sockets).toHaveLength(4);
  });

  it('after giving up, connect() tries again from the first delay', async () => {
    const { factory, connection } = open();
    factory.latest.serverClose();
    for (const delay of [1_000, 2_000, 4_000, 8_000, 16_000]) {
      await vi.advanceTimersByTimeAsync(delay);
      factory.latest.serverClose();
    }
    expect(connection.status).toBe('failed');
    connection.connect();
    factory.latest.accept();
    expect(connection.status).toBe('open');
  });

  it('pings every 30 s while open', async () => {
    const { factory } = open();
    const pings = () => factory.latest.types.filter((type) => type === 'ping').length;
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS - 1);
    expect(pings()).toBe(0);
    for (const expected of [1, 2, 3]) {
      await vi.advanceTimersByTimeAsync(expected === 1 ? 1 : PING_INTERVAL_MS);
      expect(pings()).toBe(expected);
      factory.latest.receive({ type: 'pong' });
    }
  });

  it('a pong in time keeps the socket; a pong missing for 10 s closes it and reconnects', async () => {
    const { factory, connection } = open();
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS + 5_000);
    factory.latest.receive({ type: 'pong' });
    await vi.advanceTimersByTimeAsync(PONG_TIMEOUT_MS);
    expect(connection.status).toBe('open');

    // The next ping (at 60 s) goes unanswered.
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS - 15_000 + PONG_TIMEOUT_MS - 1);
    expect(connection.status).toBe('open');
    await vi.advanceTimersByTimeAsync(1);
    expect(factory.sockets[0]?.closedWith).toBe(4000);
    expect(connection.status).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(factory.sockets).toHaveLength(2);
    factory.latest.accept();
    expect(connection.status).toBe('open');
  });

  it('an auth left unanswered for 10 s counts as a lost connection', async () => {
    const { factory, connection } = setup();
    connection.connect();
    factory.latest.open();
    await vi.advanceTimersByTimeAsync(PONG_TIMEOUT_MS);
    expect(connection.status).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(factory.sockets).toHaveLength(2);
  });

  it('send() only while open, returning false otherwise; nothing is queued', () => {
    const { factory, connection } = setup();
    const invite = {
      type: 'call_invite',
      data: { conversationId: 'c1', callId: 'call1', channelName: 'ch' },
    } as const;
    expect(connection.send(invite)).toBe(false);
    connection.connect();
    expect(connection.send(invite)).toBe(false);
    factory.latest.open();
    expect(connection.send(invite)).toBe(false);
    factory.latest.receive({ type: 'auth_success', userId: 'u1' });
    expect(factory.latest.types).toEqual(['auth']);

    expect(connection.send({ type: 'typing_start', conversationId: 'c1' })).toBe(true);
    expect(factory.latest.frames.at(-1)).toEqual({ type: 'typing_start', conversationId: 'c1' });
    factory.latest.serverClose();
    expect(connection.send(invite)).toBe(false);
  });

  it('keeps the subscriptions: sends them on open, resubscribes after a reconnect, then signals resumed', async () => {
    const { factory, connection } = setup();
    const resumed = vi.fn();
    connection.onResumed(resumed);
    const releaseC1 = connection.subscribeConversation('c1');
    connection.connect();
    factory.latest.accept();
    expect(factory.latest.frames.slice(1)).toEqual([{ type: 'subscribe', conversationId: 'c1' }]);
    expect(resumed).not.toHaveBeenCalled();

    const releaseC2 = connection.subscribeConversation('c2');
    const releaseC2Again = connection.subscribeConversation('c2');
    releaseC2Again();
    releaseC1();
    expect(factory.latest.frames.slice(2)).toEqual([
      { type: 'subscribe', conversationId: 'c2' },
      { type: 'unsubscribe', conversationId: 'c1' },
    ]);

    factory.latest.serverClose();
    await vi.advanceTimersByTimeAsync(1_000);
    const order: string[] = [];
    resumed.mockImplementation(() => order.push(`resumed after ${factory.latest.types.join(',')}`));
    factory.latest.accept();
    expect(factory.latest.frames).toEqual([{ type: 'auth' }, { type: 'subscribe', conversationId: 'c2' }]);
    expect(order).toEqual(['resumed after auth,subscribe']);
    expect(connection.subscriptions).toEqual(['c2']);
    releaseC2();
    expect(connection.subscriptions).toEqual([]);
  });

  it('tells a holder each time its subscription is confirmed: first, at once if it stands, after a reconnect', async () => {
    const { factory, connection } = open();
    const first = vi.fn();
    const second = vi.fn();
    const release = connection.subscribeConversation('c1', first);
    expect(first).not.toHaveBeenCalled();
    factory.latest.receive({ type: 'subscribe_ack', conversationId: 'c1', status: 'ok' });
    expect(first).toHaveBeenCalledTimes(1);

    // A second screen on a conversation that is already live hears it at once, without a new frame.
    const releaseSecond = connection.subscribeConversation('c1', second);
    await Promise.resolve();
    expect(second).toHaveBeenCalledTimes(1);
    expect(factory.latest.types.filter((t) => t === 'subscribe')).toHaveLength(1);

    // A refusal is not live — a screen that comes after it is not told it is; neither is another
    // conversation's confirmation.
    factory.latest.receive({ type: 'subscribe_ack', conversationId: 'c2', status: 'ok' });
    factory.latest.receive({ type: 'subscribe_ack', conversationId: 'c1', status: 'error', message: 'x' });
    expect(first).toHaveBeenCalledTimes(1);
    const third = vi.fn();
    const releaseThird = connection.subscribeConversation('c1', third);
    await Promise.resolve();
    expect(third).not.toHaveBeenCalled();
    releaseThird();

    factory.latest.serverClose();
    await vi.advanceTimersByTimeAsync(1_000);
    factory.latest.accept();
    releaseSecond();
    factory.latest.receive({ type: 'subscribe_ack', conversationId: 'c1', status: 'ok' });
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledTimes(1);

    release();
    factory.latest.receive({ type: 'subscribe_ack', conversationId: 'c1', status: 'ok' });
    expect(first).toHaveBeenCalledTimes(2);
  });

  it('disconnect() closes on purpose and never reconnects, even mid back-off', async () => {
    const { factory, connection } = open();
    connection.disconnect();
    expect(factory.latest.closedWith).toBe(1000);
    expect(connection.status).toBe('idle');
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(factory.sockets).toHaveLength(1);

    connection.connect();
    factory.latest.accept();
    factory.latest.serverClose();
    connection.disconnect();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(factory.sockets).toHaveLength(2);
    expect(connection.status).toBe('idle');
  });

  it('ignores frames that are not valid, and delivers the valid ones typed', () => {
    const { factory, connection } = open();
    const received = vi.fn();
    connection.on('new_notification', received);
    connection.on('error', received);

    const invalid: Array<Record<string, unknown> | string> = [
      'not json',
      { type: 'surprise' },
      { type: 'new_notification', notification },
      { type: 'new_notification', notification: { ...notification, read: 'no' }, unreadCount: 1 },
    ];
    for (const frame of invalid) factory.latest.receive(frame);
    factory.latest.onmessage?.call(
      factory.latest as never,
      new MessageEvent('message', { data: new Blob() }),
    );
    expect(received).not.toHaveBeenCalled();
    expect(connection.status).toBe('open');

    factory.latest.receive({ type: 'new_notification', notification, unreadCount: 4 });
    expect(received).toHaveBeenCalledWith({ type: 'new_notification', notification, unreadCount: 4 });
  });
});

const ada: RoomPresence = { userId: 'u1', username: 'ada', avatarUrl: null, activity: null };
const grace: RoomPresence = { userId: 'u2', username: 'grace', avatarUrl: null, activity: 'editing' };

describe('RealtimeConnection: project rooms', () => {
  beforeEach(() => useFakeClock());
  afterEach(() => vi.useRealTimers());

  const roomFrames = (socket: { frames: Array<{ type: string }> }) =>
    socket.frames.filter((frame) => frame.type.startsWith('room_'));

  it('joins with the first holder, leaves with the last, and asks again for every held room after a reconnect', async () => {
    const { factory, connection } = setup();
    // Held before the socket is open: asked for once it is.
    const leaveP1 = connection.joinRoom('p1');
    connection.connect();
    factory.latest.accept();
    expect(roomFrames(factory.latest)).toEqual([{ type: 'room_join', projectId: 'p1' }]);

    const leaveP1Again = connection.joinRoom('p1');
    const leaveP2 = connection.joinRoom('p2');
    leaveP1();
    leaveP1(); // twice is once
    expect(roomFrames(factory.latest)).toEqual([
      { type: 'room_join', projectId: 'p1' },
      { type: 'room_join', projectId: 'p2' },
    ]);
    expect(connection.heldRooms).toEqual(['p1', 'p2']);

    factory.latest.serverClose();
    // Let go of while the socket is down: nothing to send now, nor to ask for again.
    leaveP2();
    await vi.advanceTimersByTimeAsync(1_000);
    factory.latest.accept();
    expect(roomFrames(factory.latest)).toEqual([{ type: 'room_join', projectId: 'p1' }]);

    leaveP1Again();
    expect(roomFrames(factory.latest)).toEqual([
      { type: 'room_join', projectId: 'p1' },
      { type: 'room_leave', projectId: 'p1' },
    ]);
    expect(connection.heldRooms).toEqual([]);
  });

  it('tells a holder each time it is let in: first, at once for a later holder, after a reconnect; never after leaving', async () => {
    const { factory, connection } = open();
    const first = vi.fn();
    const second = vi.fn();
    const leaveFirst = connection.joinRoom('p1', first);
    expect(first).not.toHaveBeenCalled();
    factory.latest.receive({ type: 'room_joined', projectId: 'p1', here: [ada] });
    expect(first).toHaveBeenCalledTimes(1);

    const leaveSecond = connection.joinRoom('p1', second);
    await Promise.resolve();
    expect(second).toHaveBeenCalledTimes(1);
    expect(roomFrames(factory.latest)).toHaveLength(1);

    factory.latest.serverClose();
    await vi.advanceTimersByTimeAsync(1_000);
    factory.latest.accept();
    leaveSecond();
    factory.latest.receive({ type: 'room_joined', projectId: 'p1', here: [ada] });
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledTimes(1);

    leaveFirst();
    factory.latest.receive({ type: 'room_joined', projectId: 'p1', here: [ada] });
    expect(first).toHaveBeenCalledTimes(2);
  });

  it('keeps who is here as the server says it, and forgets it when out of the room', async () => {
    const { factory, connection } = open();
    const seen = vi.fn();
    connection.onRoom('p1', seen);
    const leave = connection.joinRoom('p1');
    expect(connection.room('p1')).toEqual({ joined: false, here: [] });

    // Presence of a room not joined yet, or of another room, changes nothing here.
    factory.latest.receive({ type: 'room_presence', projectId: 'p1', here: [ada, grace] });
    factory.latest.receive({ type: 'room_joined', projectId: 'p2', here: [grace] });
    expect(connection.room('p1').joined).toBe(false);
    expect(connection.room('p2').joined).toBe(false);

    factory.latest.receive({ type: 'room_joined', projectId: 'p1', here: [ada] });
    expect(connection.room('p1')).toEqual({ joined: true, here: [ada] });
    factory.latest.receive({ type: 'room_presence', projectId: 'p1', here: [ada, grace] });
    expect(connection.room('p1')).toEqual({ joined: true, here: [ada, grace] });

    factory.latest.receive({ type: 'room_closed', projectId: 'p1', message: 'This project is private.' });
    expect(connection.room('p1')).toEqual({ joined: false, here: [] });

    // The socket lost: nobody is known to be here until the room lets this tab in again.
    factory.latest.receive({ type: 'room_joined', projectId: 'p1', here: [ada, grace] });
    factory.latest.serverClose();
    expect(connection.room('p1').joined).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    factory.latest.accept();
    factory.latest.receive({ type: 'room_refused', projectId: 'p1', message: 'Project not found.' });
    expect(connection.room('p1').joined).toBe(false);

    factory.latest.receive({ type: 'room_joined', projectId: 'p1', here: [ada] });
    leave();
    expect(connection.room('p1')).toEqual({ joined: false, here: [] });
    expect(seen.mock.calls.map(([state]) => state.here.length)).toEqual([1, 2, 0, 2, 0, 1, 0]);
  });

  it('tells the room what this tab is doing once it is in, again after every rejoin, and forgets it on leaving', async () => {
    const { factory, connection } = open();
    const activities = () => factory.latest.frames.filter((frame) => frame.type === 'room_activity');
    const leave = connection.joinRoom('p1');
    connection.setRoomActivity('p1', 'editing');
    expect(activities()).toEqual([]);

    factory.latest.receive({ type: 'room_joined', projectId: 'p1', here: [ada] });
    expect(activities()).toEqual([{ type: 'room_activity', projectId: 'p1', activity: 'editing' }]);
    connection.setRoomActivity('p1', 'editing'); // unchanged: not sent again
    expect(activities()).toHaveLength(1);

    factory.latest.serverClose();
    await vi.advanceTimersByTimeAsync(1_000);
    factory.latest.accept();
    expect(activities()).toEqual([]);
    factory.latest.receive({ type: 'room_joined', projectId: 'p1', here: [ada] });
    expect(activities()).toEqual([{ type: 'room_activity', projectId: 'p1', activity: 'editing' }]);

    connection.setRoomActivity('p1', null);
    expect(activities().at(-1)).toEqual({ type: 'room_activity', projectId: 'p1', activity: null });

    connection.setRoomActivity('p1', 'editing');
    leave();
    const again = connection.joinRoom('p1');
    factory.latest.receive({ type: 'room_joined', projectId: 'p1', here: [ada] });
    // Nothing told after this join: the activity left with the last holder.
    expect(activities().map((frame) => 'activity' in frame && frame.activity)).toEqual([
      'editing',
      null,
      'editing',
    ]);
    again();
  });
});
