import type { ServerFrame } from '@create-together/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/client';
import type { Bus, DeliverEvent } from './bus';
import type { DomainEvents, EventName } from './domain-events';
import type { Outbox, Reactions } from './outbox';

/** Sends `frame` to every socket of these users, on whichever process holds them. */
export type Deliver = (userIds: readonly string[], frame: ServerFrame) => void;

/** A reaction that is part of the change: it runs in the change's transaction and may emit events. */
export type InTransactionHandler<N extends EventName> = (
  event: DomainEvents[N],
  context: { tx: Executor; outbox: Outbox },
) => Promise<unknown>;

/** A reaction to what has been committed: who hears of it, what is forgotten. */
export type CommittedHandler<N extends EventName> = (
  event: DomainEvents[N],
  context: { deliver: Deliver },
) => void | Promise<void>;

type Handlers<H> = Map<EventName, H[]>;

function add<H>(handlers: Handlers<H>, name: EventName, handler: H): void {
  const list = handlers.get(name);
  if (list) list.push(handler);
  else handlers.set(name, [handler]);
}

/**
 * The subscribers of every domain event (`modules/<m>/subscribers.ts` register theirs when the app
 * is built) and their running. A service only emits (outbox.ts); adding a reaction to an event
 * touches its subscriber alone.
 *
 * - `onInTransaction`: a reaction that must never exist without its cause, nor its cause without
 *   it (a notification and the message it is about): it runs inside the transaction that made the
 *   event, after the service's own work, and what it emits is run in turn.
 * - `onCommitted`: a reaction to what is now true, once, on the process that made the change, after
 *   the commit: the frames each user's sockets hear (they go out through the bus, to whichever
 *   process holds the sockets). A reaction that fails is logged; the change stays made, and
 *   clients catch up when they reconnect.
 */
export class EventHub implements Reactions {
  private readonly inTransaction: Handlers<InTransactionHandler<never>> = new Map();
  private readonly afterCommit: Handlers<CommittedHandler<never>> = new Map();

  constructor(
    /** Where deliveries go: in process, or Redis for several processes. */
    readonly bus: Bus,
    private readonly log: FastifyBaseLogger,
  ) {}

  onInTransaction<N extends EventName>(name: N, handler: InTransactionHandler<N>): void {
    add(this.inTransaction, name, handler as InTransactionHandler<never>);
  }

  onCommitted<N extends EventName>(name: N, handler: CommittedHandler<N>): void {
    add(this.afterCommit, name, handler as CommittedHandler<never>);
  }

  /** Runs the in-transaction reactions to every event in `outbox`, those their own events bring too. */
  async settle(tx: Executor, outbox: Outbox): Promise<void> {
    // By index: a reaction's events are appended and reached in the same pass.
    for (let i = 0; i < outbox.events.length; i++) {
      const { name, data } = outbox.events[i] as { name: EventName; data: never };
      for (const handler of this.inTransaction.get(name) ?? []) await handler(data, { tx, outbox });
    }
  }

  /** After the commit: the committed reactions, in the order of the events; then their frames go out. */
  async committed(outbox: Outbox): Promise<void> {
    const frames: DeliverEvent[] = [...outbox.deliveries];
    const deliver: Deliver = (userIds, frame) => {
      if (userIds.length > 0) frames.push({ kind: 'deliver', userIds: [...userIds], frame });
    };
    for (const { name, data } of outbox.events as { name: EventName; data: never }[]) {
      for (const handler of this.afterCommit.get(name) ?? []) {
        try {
          await handler(data, { deliver });
        } catch (err) {
          this.log.error({ err, event: name }, 'A reaction to a committed event failed');
        }
      }
    }
    await Promise.all(frames.map((frame) => this.bus.publish(frame)));
  }
}
