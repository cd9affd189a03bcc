import type { ServerFrame } from '@create-together/contract';
import type { Database, Executor } from '../../db/client';
import type { Bus, BusEvent } from './bus';

/**
 * Events a transaction makes, held until it commits (DESIGN.md "Data flows"): a rolled-back
 * transaction publishes nothing, and nobody hears of a row before it can be read.
 */
export class Outbox {
  readonly events: BusEvent[] = [];

  /** Send `frame` to every socket of these users once the transaction commits. */
  deliver(userIds: readonly string[], frame: ServerFrame): void {
    if (userIds.length > 0) this.events.push({ kind: 'deliver', userIds: [...userIds], frame });
  }
}

/**
 * Runs `work`, then publishes what it put in the outbox; answers what `work` did. For work that is
 * atomic by itself (one statement); anything more goes through `transactionWithEvents`.
 */
export async function withEvents<T>(bus: Bus, work: (outbox: Outbox) => Promise<T>): Promise<T> {
  const outbox = new Outbox();
  const result = await work(outbox);
  await Promise.all(outbox.events.map((event) => bus.publish(event)));
  return result;
}

/** Runs `work` in one transaction, then publishes what it put in the outbox; answers what `work` did. */
export function transactionWithEvents<T>(
  db: Database,
  bus: Bus,
  work: (tx: Executor, outbox: Outbox) => Promise<T>,
): Promise<T> {
  return withEvents(bus, (outbox) => db.transaction((tx) => work(tx, outbox)));
}
