import type { ContractCheck, ContractCheckResult } from './contract-check-messages';

/**
 * Whether `payload` matches the contract's schema `schema`, checked in a worker of its own
 * (contract-check.worker.ts), so the page's main thread never evaluates the contract for it. The
 * worker starts with the first check and ends once no check waits. Rejects when the worker cannot
 * run (its file did not load, no schema has that name): the caller lets such a check go.
 */
export function checkApart(schema: string, payload: unknown): Promise<boolean> {
  const id = ++lastId;
  return new Promise<boolean>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    try {
      const message: ContractCheck = { id, schema, payload };
      worker().postMessage(message);
    } catch (cause) {
      settle(id, () => reject(cause));
    }
  });
}

let lastId = 0;
let current: Worker | null = null;
const waiting = new Map<number, { resolve: (match: boolean) => void; reject: (cause: unknown) => void }>();

function worker(): Worker {
  if (current) return current;
  const started = new Worker(new URL('./contract-check.worker.ts', import.meta.url), {
    type: 'module',
    name: 'contract-check',
  });
  started.onmessage = ({ data }: MessageEvent<ContractCheckResult>) => {
    const check = waiting.get(data.id);
    if (!check) return;
    settle(data.id, () =>
      'match' in data
        ? check.resolve(data.match)
        : check.reject(new Error(`The contract has no schema ${data.unknownSchema}.`)),
    );
  };
  started.onerror = (event) => {
    event.preventDefault();
    const failed = [...waiting.entries()];
    stop();
    for (const [, check] of failed) check.reject(new Error('The contract check could not run.'));
  };
  current = started;
  return started;
}

function settle(id: number, then: () => void) {
  const had = waiting.delete(id);
  if (waiting.size === 0) stop();
  if (had) then();
}

function stop() {
  current?.terminate();
  current = null;
  waiting.clear();
}
