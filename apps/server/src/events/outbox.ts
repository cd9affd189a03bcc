import type { Database, Executor } from '../db/client';
import type { DomainEvent, DomainEvents, EventName } from './domain-events';

/**
 * What a change makes happen, held until it commits (DESIGN.md "Data flows"): a rolled-back
 * transaction publishes nothing, and nobody hears of a row before it can be read.
 */
export class Outbox {
  readonly events: DomainEvent[] = [];

  /** Says what happened; the event's subscribers react (event-hub.ts). */
  emit<N extends EventName>(name: N, data: DomainEvents[N]): void {
    this.events.push({ name, data } as DomainEvent);
  }
}

/** What runs an outbox's reactions (the event hub, event-hub.ts). */
export interface Reactions {
  /** The reactions that join the change, in its transaction. */
  settle(tx: Executor, outbox: Outbox): Promise<void>;
  /** The reactions to what has been committed. */
  committed(outbox: Outbox): Promise<void>;
}

/**
 * Runs `work` on `executor`, the reactions that join a change (event-hub.ts `onInTransaction`) with
 * it, then, once done, the reactions to what was done; answers what `work` did. Outside a
 * transaction each statement commits by itself: for a change that is one statement and whose
 * events no reaction writes for (the caller says why); anything more goes through
 * `transactionWithEvents`.
 */
export async function withEvents<T>(
  executor: Executor,
  events: Reactions,
  work: (outbox: Outbox) => Promise<T>,
): Promise<T> {
  const outbox = new Outbox();
  const result = await work(outbox);
  await events.settle(executor, outbox);
  await events.committed(outbox);
  return result;
}

/**
 * Runs `work` and the reactions that join it in one transaction, then, once it has committed, the
 * reactions to what was done; answers what `work` did.
 */
export async function transactionWithEvents<T>(
  db: Database,
  events: Reactions,
  work: (tx: Executor, outbox: Outbox) => Promise<T>,
): Promise<T> {
  const outbox = new Outbox();
  const result = await db.transaction(async (tx) => {
    const done = await work(tx, outbox);
    await events.settle(tx, outbox);
    return done;
  });
  await events.committed(outbox);
  return result;
}
