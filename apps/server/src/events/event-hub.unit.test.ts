import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { BusEvent } from './bus';
import { memoryBus } from './bus';
import { EventHub } from './event-hub';
import { Outbox } from './outbox';

const log = pino({ level: 'silent' });
const nextTick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Two hubs on one bus stand for two server processes. */
function twoProcesses() {
  const bus = memoryBus(log);
  const heard: BusEvent[] = [];
  bus.onEvent((event) => heard.push(event));
  return { bus, heard, a: new EventHub(bus, log), b: new EventHub(bus, log) };
}

async function commit(hub: EventHub, fill: (outbox: Outbox) => void) {
  const outbox = new Outbox();
  fill(outbox);
  await hub.committed(outbox);
  await nextTick();
}

describe('EventHub', () => {
  it('runs an every-process reaction on each process, saying where the event happened', async () => {
    const { a, b } = twoProcesses();
    const seen: string[] = [];
    for (const [name, hub] of [
      ['a', a],
      ['b', b],
    ] as const) {
      hub.onEveryProcess('SessionEnded', ({ userId }, { here }) =>
        seen.push(`${name}:${userId}:${here ? 'here' : 'elsewhere'}`),
      );
    }
    await commit(a, (outbox) => outbox.emit('SessionEnded', { userId: 'u1' }));
    expect(seen.sort()).toEqual(['a:u1:here', 'b:u1:elsewhere']);
  });

  it('sends only the events some process reacts to across the bus, and frames after their reactions', async () => {
    const { a, heard } = twoProcesses();
    a.onCommitted('FriendRemoved', ({ otherId }, { deliver }) => deliver([otherId], { type: 'pong' }));
    await commit(a, (outbox) => outbox.emit('FriendRemoved', { userId: 'u1', otherId: 'u2' }));
    expect(heard).toEqual([{ kind: 'deliver', userIds: ['u2'], frame: { type: 'pong' } }]);
  });

  it('stops a reaction that was stopped, and hears nothing once closed', async () => {
    const { a, b } = twoProcesses();
    const seen: string[] = [];
    // Every process registers the same reactions: A publishes the events they are for.
    a.onEveryProcess('UserUpdated', () => {});
    const stop = b.onEveryProcess('UserUpdated', ({ userId }) => seen.push(`stopped:${userId}`));
    b.onEveryProcess('UserUpdated', ({ userId }) => seen.push(`kept:${userId}`));
    stop();
    await commit(a, (outbox) => outbox.emit('UserUpdated', { userId: 'u1' }));
    b.close();
    await commit(a, (outbox) => outbox.emit('UserUpdated', { userId: 'u2' }));
    expect(seen).toEqual(['kept:u1']);
  });

  it('keeps going when a reaction throws: the others still run', async () => {
    const { a } = twoProcesses();
    const seen: string[] = [];
    a.onEveryProcess('UserUpdated', () => {
      throw new Error('broken');
    });
    a.onEveryProcess('UserUpdated', ({ userId }) => seen.push(userId));
    await commit(a, (outbox) => outbox.emit('UserUpdated', { userId: 'u1' }));
    expect(seen).toEqual(['u1']);
  });
});
