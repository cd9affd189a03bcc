import { randomUUID } from 'node:crypto';
import type { ServerFrame } from '@create-together/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/client';
import type { Bus, BusEvent } from './bus';
import type { DomainEvents, EventName } from './domain-events';
import type { Outbox, Reactions } from './outbox';

/** Sends `frame` to every socket of these users, on whichever process holds them. */
export type Deliver = (userIds: readonly string[], frame: ServerFrame) => void;
/** Sends `frame` to every screen in the project's room, on whichever process holds it. */
export type ToRoom = (projectId: string, frame: ServerFrame) => void;

/** A reaction that is part of the change: it runs in the change's transaction and may emit events. */
export type InTransactionHandler<N extends EventName> = (
  event: DomainEvents[N],
  context: { tx: Executor; outbox: Outbox },
) => Promise<unknown>;

/** A reaction to what has been committed: who hears of it, what is forgotten. */
export type CommittedHandler<N extends EventName> = (
  event: DomainEvents[N],
  context: { deliver: Deliver; toRoom: ToRoom },
) => void | Promise<void>;

/**
 * A reaction every server process runs, to what each holds itself: its sockets, its memory.
 * `here`: the event happened on this process (which has usually done its own part already).
 */
export type EveryProcessHandler<N extends EventName> = (
  event: DomainEvents[N],
  context: { here: boolean },
) => void;

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
 * - `onEveryProcess`: a reaction each process runs for itself once the event is committed (a
 *   session ended: every process closes its sockets and forgets it). The event crosses the bus;
 *   with one process it comes straight back.
 */
export class EventHub implements Reactions {
  private readonly inTransaction: Handlers<InTransactionHandler<never>> = new Map();
  private readonly afterCommit: Handlers<CommittedHandler<never>> = new Map();
  private readonly everyProcess: Handlers<EveryProcessHandler<never>> = new Map();
  /** This process, as the events it publishes say. */
  private readonly origin = randomUUID();
  /** Stops hearing the bus. */
  readonly close: () => void;

  constructor(
    /** Where deliveries go: in process, or Redis for several processes. */
    readonly bus: Bus,
    private readonly log: FastifyBaseLogger,
  ) {
    this.close = bus.onEvent((message) => {
      if (message.kind !== 'event') return;
      const { name, data } = message.event as { name: EventName; data: never };
      const context = { here: message.origin === this.origin };
      for (const handler of this.everyProcess.get(name) ?? []) {
        try {
          handler(data, context);
        } catch (err) {
          this.log.error({ err, event: name }, 'A reaction to an event from the bus failed');
        }
      }
    });
  }

  onInTransaction<N extends EventName>(name: N, handler: InTransactionHandler<N>): void {
    add(this.inTransaction, name, handler as InTransactionHandler<never>);
  }

  onCommitted<N extends EventName>(name: N, handler: CommittedHandler<N>): void {
    add(this.afterCommit, name, handler as CommittedHandler<never>);
  }

  /** Returns the way to stop (a gateway that closes stops hearing of sessions). */
  onEveryProcess<N extends EventName>(name: N, handler: EveryProcessHandler<N>): () => void {
    const registered = handler as EveryProcessHandler<never>;
    add(this.everyProcess, name, registered);
    return () => {
      const list = this.everyProcess.get(name) ?? [];
      const at = list.indexOf(registered);
      if (at >= 0) list.splice(at, 1);
    };
  }

  /** Runs the in-transaction reactions to every event in `outbox`, those their own events bring too. */
  async settle(tx: Executor, outbox: Outbox): Promise<void> {
    // By index: a reaction's events are appended and reached in the same pass.
    for (let i = 0; i < outbox.events.length; i++) {
      const { name, data } = outbox.events[i] as { name: EventName; data: never };
      for (const handler of this.inTransaction.get(name) ?? []) await handler(data, { tx, outbox });
    }
  }

  /**
   * After the commit: the committed reactions, in the order of the events; then their frames go
   * out, and the events every process reacts to cross the bus.
   */
  async committed(outbox: Outbox): Promise<void> {
    const messages: BusEvent[] = [];
    const deliver: Deliver = (userIds, frame) => {
      if (userIds.length > 0) messages.push({ kind: 'deliver', userIds: [...userIds], frame });
    };
    const toRoom: ToRoom = (projectId, frame) => messages.push({ kind: 'room', projectId, frame });
    for (const event of outbox.events) {
      const { name, data } = event as { name: EventName; data: never };
      if (this.everyProcess.has(name)) messages.push({ kind: 'event', origin: this.origin, event });
      for (const handler of this.afterCommit.get(name) ?? []) {
        try {
          await handler(data, { deliver, toRoom });
        } catch (err) {
          this.log.error({ err, event: name }, 'A reaction to a committed event failed');
        }
      }
    }
    await Promise.all(messages.map((message) => this.bus.publish(message)));
  }
}
