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

/** Runs `work` in one transaction, then publishes what it put in the outbox; answers what `work` did. */
export async function transactionWithEvents<T>(
  db: Database,
  bus: Bus,
  work: (tx: Executor, outbox: Outbox) => Promise<T>,
): Promise<T> {
  const outbox = new Outbox();
  const result = await db.transaction((tx) => work(tx, outbox));
  await Promise.all(outbox.events.map((event) => bus.publish(event)));
  return result;
}
