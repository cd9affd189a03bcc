import { randomUUID } from 'node:crypto';
import type { Bus, CacheChange } from './bus';

type Handler = (change: CacheChange) => void;

/**
 * Keeps the per-process memories (sessions, project pages, likes) in step across processes: a
 * process publishes each change it made after it applied it itself, and every other process
 * applies it too. With one process nothing else hears it; with Redis, a sign-out on one process
 * ends the session on all of them, and a project made private disappears everywhere at once.
 */
export function cacheSync(bus: Bus) {
  const origin = randomUUID();
  const handlers = new Set<Handler>();
  const stop = bus.onEvent((event) => {
    if (event.kind !== 'cache' || event.origin === origin) return;
    for (const handler of handlers) handler(event.change);
  });
  return {
    /** Tell the other processes (this one has applied the change already). */
    publish(change: CacheChange): void {
      void bus.publish({ kind: 'cache', origin, change });
    },
    /** Apply the other processes' changes. */
    onRemote(handler: Handler): () => void {
      handlers.add(handler);
      return () => void handlers.delete(handler);
    },
    close: stop,
  };
}

export type CacheSync = ReturnType<typeof cacheSync>;
