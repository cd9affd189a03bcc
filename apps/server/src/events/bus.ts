import type { ServerFrame } from '@create-together/contract';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { DomainEvent } from './domain-events';

/** A change to the project reads a process keeps in memory: the others drop their copies (cache-sync.ts). */
export type CacheChange =
  /** A project's rows changed (and with it any explore page). */
  | { what: 'project'; projectId: string }
  | { what: 'like'; projectId: string; userId: string }
  /** The user joined, left or created a project. */
  | { what: 'member'; userId: string }
  /** A project became public or private. */
  | { what: 'visibility' };

/**
 * What crosses processes. `deliver`: send `frame` to every socket of these users, on whichever
 * process holds them. `room`: send `frame` to every socket in the project's room, wherever it is;
 * `room_presence`: who is in that room changed, and each process tells its sockets there. `doc_awareness`: cursors in a project's
 * document changed on process `origin`, stamped there; the others tell their screens. `event`: a committed domain event that every process reacts to
 * (event-hub.ts `onEveryProcess`); `origin` is the process it happened on. `cache`: a process
 * changed something the others may hold in memory; `origin` has already applied the change itself.
 */
export type BusEvent =
  | { kind: 'deliver'; userIds: string[]; frame: ServerFrame }
  | { kind: 'room'; projectId: string; frame: ServerFrame }
  | { kind: 'room_presence'; projectId: string }
  | { kind: 'event'; origin: string; event: DomainEvent }
  | { kind: 'doc_awareness'; origin: string; projectId: string; data: string }
  | { kind: 'cache'; origin: string; change: CacheChange };
export type DeliverEvent = Extract<BusEvent, { kind: 'deliver' }>;

/**
 * One bus for every domain event (DESIGN.md "Data flows"): in-process by default, Redis pub/sub
 * when REDIS_URL is set, so an event published on one server process reaches sockets held by
 * another. Events are published after their transaction commits (outbox.ts); `publish` never
 * throws — what was committed stays committed, and clients catch up when they reconnect.
 */
export interface Bus {
  publish(event: BusEvent): Promise<void>;
  /**
   * Every event, from this process and (with Redis) the others, with when it was published (its
   * `publishedAt`, from `busClock`; the metrics read the lag from it); returns the unsubscribe.
   */
  onEvent(handler: BusHandler): () => void;
  close(): Promise<void>;
}

export type BusHandler = (event: BusEvent, publishedAt: number) => void;

/**
 * Milliseconds since the epoch, to a fraction of one: a publish time every process reads the same
 * way (as far as their clocks agree), and fine enough for the in-process bus's lag.
 */
export const busClock = () => performance.timeOrigin + performance.now();

function handlers() {
  const set = new Set<BusHandler>();
  return {
    add(handler: BusHandler) {
      set.add(handler);
      return () => void set.delete(handler);
    },
    emit(event: BusEvent, publishedAt: number, log: FastifyBaseLogger) {
      for (const handler of set) {
        try {
          handler(event, publishedAt);
        } catch (err) {
          log.error({ err }, 'A bus event handler failed');
        }
      }
    },
  };
}

/** One process: events go straight to the handlers (on the next tick, as over Redis). */
export function memoryBus(log: FastifyBaseLogger): Bus {
  const subscribers = handlers();
  return {
    async publish(event) {
      const publishedAt = busClock();
      queueMicrotask(() => subscribers.emit(event, publishedAt, log));
    },
    onEvent: subscribers.add,
    async close() {},
  };
}

export const BUS_CHANNEL = 'ct:events';

/**
 * What travels on the Redis channel: the event with when it was published beside its own fields,
 * so a process of the release before (which reads a bare event) and one of this release understand
 * each other during a rolling restart; a bare event is heard as published now.
 */
type BusMessage = BusEvent & { busPublishedAt?: number };

/**
 * Several processes: each publishes to one Redis channel and hears every event on it (its own
 * included), so delivery is the same wherever the event began. Two connections: a subscribed
 * Redis connection can do nothing else.
 */
export function redisBus(url: string, log: FastifyBaseLogger): Bus {
  const subscribers = handlers();
  const options = { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true };
  const pub = new Redis(url, options);
  const sub = new Redis(url, options);
  for (const [name, client] of [
    ['publisher', pub],
    ['subscriber', sub],
  ] as const) {
    client.on('error', (err) => log.warn({ err }, `Redis ${name}: ${err.message}`));
  }
  const ready = sub.subscribe(BUS_CHANNEL);
  sub.on('message', (_channel, text) => {
    let message: BusMessage;
    try {
      message = JSON.parse(text) as BusMessage;
    } catch (err) {
      log.error({ err }, 'A bus message was not JSON');
      return;
    }
    const { busPublishedAt, ...event } = message;
    subscribers.emit(event as BusEvent, busPublishedAt ?? busClock(), log);
  });
  return {
    async publish(event) {
      const message: BusMessage = { ...event, busPublishedAt: busClock() };
      try {
        await ready;
        await pub.publish(BUS_CHANNEL, JSON.stringify(message));
      } catch (err) {
        log.error({ err }, 'Could not publish a real-time event to Redis');
      }
    },
    onEvent: subscribers.add,
    async close() {
      await Promise.allSettled([sub.quit(), pub.quit()]);
    },
  };
}

/** Waits until the Redis bus is subscribed (start-up fails early on a wrong REDIS_URL). */
export async function checkRedis(url: string): Promise<void> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 5000 });
  try {
    await client.connect();
    await client.ping();
  } finally {
    client.disconnect();
  }
}
