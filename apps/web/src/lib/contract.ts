import type { z } from 'zod';
import type { SchemaLoader } from './api';

/**
 * The contract's schemas, and zod with them, loaded on first need: one chunk of their own
 * (vite.config.ts), about 34 kB compressed, that the pages a phone most often opens cold (/explore,
 * a project's page) draw without. The calls on their path name their answer's schema with
 * `fromContract` (bench/chunks.mjs fails the build's check when one of those pages loads zod up
 * front); everything else may import the contract as usual, and loads this chunk with it.
 */
export type Contract = typeof import('@create-together/contract');

let loading: Promise<Contract> | undefined;

export function loadContract(): Promise<Contract> {
  loading ??= import('@create-together/contract').catch((cause: unknown) => {
    loading = undefined; // the next call asks again
    throw cause;
  });
  return loading;
}

/** A schema of the contract, loaded on first need: `schema: fromContract((contract) => contract.OkAnswer)`. */
export const fromContract =
  <T>(pick: (contract: Contract) => z.ZodType<T>): SchemaLoader<T> =>
  () =>
    loadContract().then(pick);

/** The names of the contract's schemas. */
export type ContractSchemaName = {
  [K in keyof Contract]: Contract[K] extends z.ZodType ? K : never;
}[keyof Contract];

type SchemaOf<K extends ContractSchemaName> = Contract[K] extends z.ZodType<infer T> ? T : never;

/**
 * A schema of the contract by its name, loaded on first need as `fromContract`'s are. Its name goes
 * with it: an early answer checked once the first screen has painted (lib/api.ts `checkLater`) is
 * checked in a worker by that name (contract-check/check-apart.ts), so the page does not evaluate
 * the contract for it.
 */
export function contractSchema<K extends ContractSchemaName>(name: K): SchemaLoader<SchemaOf<K>> {
  const load = () => loadContract().then((contract) => contract[name] as unknown as z.ZodType<SchemaOf<K>>);
  return Object.assign(load, { contractName: name });
}
