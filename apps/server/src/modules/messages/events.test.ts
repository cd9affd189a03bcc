import { randomUUID } from 'node:crypto';
import { ServerFrame } from '@create-together/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newUser, register, useTestApp } from '../../../test/helper';
import { messagesKit, recordingBus } from '../../../test/kits/messages';
import type { DeliverEvent } from '../../events/bus';
import { messagesService } from './service';

/** For each publish: whether what its frame names could already be read from another connection. */
const committedAtPublish: boolean[] = [];

async function isCommitted(event: DeliverEvent): Promise<boolean> {
  const { frame } = event;
  const [table, rowId] =
    frame.type === 'new_message'
      ? ['messages', frame.message.messageId]
      : frame.type === 'new_notification'
        ? ['notifications', frame.notification.notificationId]
        : [null, null];
  if (!table) return true;
  const { rows } = await t.pool.query(`select 1 from ${table} where id = $1`, [rowId]);
  return rows.length === 1;
}

const recorder = recordingBus(async (event) => {
  committedAtPublish.push(await isCommitted(event));
});
const t = useTestApp({}, undefined, { bus: recorder.bus });
const k = messagesKit(t);

function forget(): void {
  recorder.events.length = 0;
  committedAtPublish.length = 0;
}

beforeEach(forget);

describe('a send publishes on the bus after it commits', () => {
  it('publishes new_message to every member, then new_notification to the one not looking', async () => {
    const { a, b, id } = await k.pair();
    forget();
    const message = await k.sent(a, id, 'Are you there?');

    expect(recorder.events).toHaveLength(2);
    const [delivered, notified] = recorder.events;
    expect(delivered?.userIds.sort()).toEqual([a.user.id, b.user.id].sort());
    expect(ServerFrame.parse(delivered?.frame)).toEqual({ type: 'new_message', message });
    expect(notified?.userIds).toEqual([b.user.id]);
    const unreadCount = (await k.notifications(b)).json().unreadCount;
    expect(ServerFrame.parse(notified?.frame)).toMatchObject({
      type: 'new_notification',
      unreadCount,
      notification: {
        type: 'message',
        title: `${a.user.username} sent you a message`,
        body: 'Are you there?',
        link: `/messages/${id}`,
        read: false,
      },
    });
    expect(committedAtPublish).toEqual([true, true]);
  });

  it('publishes nothing for a retried clientId, a refused send or a non-participant', async () => {
    const { a, b, id } = await k.pair();
    const clientId = randomUUID();
    await k.send(a, id, 'Once', clientId);
    forget();
    expect((await k.send(a, id, 'Once', clientId)).statusCode).toBe(200);
    expect((await k.send(await k.person(), id, 'Intruder')).statusCode).toBe(404);
    await k.friends.block(b, a);
    forget();
    expect((await k.send(a, id, 'Blocked')).statusCode).toBe(403);
    expect(recorder.events).toEqual([]);
  });
});

describe('a rolled-back transaction publishes nothing', () => {
  // Notifications whose title starts with this fail, rolling back the transaction that made them.
  const doomed = `rollback_${randomUUID().slice(0, 8)}`;
  beforeAll(async () => {
    await t.pool.query(`
      create function fail_doomed() returns trigger language plpgsql as $$
      begin
        if new.title like '${doomed}%' then raise exception 'doomed notification'; end if;
        return new;
      end $$;
      create trigger fail_doomed before insert on notifications for each row execute function fail_doomed();`);
  });
  afterAll(async () => {
    await t.pool.query('drop trigger fail_doomed on notifications; drop function fail_doomed();');
  });

  it('a message whose notification fails: 500, no message, no seq taken, no frame', async () => {
    const sender = await register(t.app, newUser({ username: doomed }));
    const friend = await k.person();
    // Befriended in SQL: accepting through the API would notify with the doomed name.
    await t.pool.query(
      'insert into friendships (user_low, user_high) values (least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid))',
      [sender.user.id, friend.user.id],
    );
    const id = (await k.open(sender, friend.user.id)).json().conversation.conversationId;
    forget();

    const response = await k.send(sender, id, 'This will not arrive');
    expect(response.statusCode).toBe(500);
    expect(recorder.events).toEqual([]);
    const { rows } = await t.pool.query(
      'select last_seq::int, (select count(*)::int from messages where conversation_id = $1) as n from conversations where id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ last_seq: 0, n: 0 });
  });

  it('a friend request whose notification fails: 500, no request, no frame', async () => {
    const sender = await register(t.app, newUser({ username: `${doomed}x` }));
    const receiver = await k.person();
    forget();
    expect((await k.friends.sendTo(sender, receiver)).statusCode).toBe(500);
    expect(recorder.events).toEqual([]);
    expect((await k.friends.rowsBetween(sender, receiver)).requests).toBe(0);
  });
});

describe('presence: a member looking at the conversation gets the message, not a notification', () => {
  // The real presence is the socket gateway's (tested end to end with sockets); here one whose
  // answer the test sets, given to the service as app.ts gives it the real one.
  it('makes no notification for a subscribed member, and still delivers new_message to both', async () => {
    const { a, b, id } = await k.pair();
    const service = messagesService(t.db, {
      events: t.app.events,
      presence: {
        isSubscribed: async (userId, conversationId) => userId === b.user.id && conversationId === id,
      },
    });
    forget();
    const { message, created } = await service.send(a.user.id, id, {
      content: 'Seen live',
      clientId: 'c1',
      attachments: [],
    });
    expect(created).toBe(true);
    expect(recorder.events.map((e) => e.frame.type)).toEqual(['new_message']);
    expect(recorder.events[0]?.userIds.sort()).toEqual([a.user.id, b.user.id].sort());
    expect(message.content).toBe('Seen live');
    expect(await k.notificationRows(b, 'message')).toEqual([]);

    // Once b looks away, the next message notifies.
    await k.sent(a, id, 'Gone?');
    expect(await k.notificationRows(b, 'message')).toHaveLength(1);
  });
});
