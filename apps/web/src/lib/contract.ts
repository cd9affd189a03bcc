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
