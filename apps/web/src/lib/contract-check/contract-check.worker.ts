/// <reference lib="webworker" />
import * as contract from '@create-together/contract';
import type { ContractCheck, ContractCheckResult } from './contract-check-messages';

/**
 * Checks answers against the contract's schemas away from the page: evaluating the contract (zod
 * and every schema) takes 100–300 ms of a desktop's processor and a second of a phone's, which the
 * page, just painted, would spend frozen. The page sends a schema's name and the answer; this says
 * whether it matches.
 */
const schemas = contract as unknown as Record<
  string,
  { safeParse?: (value: unknown) => { success: boolean } }
>;

self.onmessage = ({ data }: MessageEvent<ContractCheck>) => {
  const schema = schemas[data.schema];
  const result: ContractCheckResult =
    typeof schema?.safeParse === 'function'
      ? { id: data.id, match: schema.safeParse(data.payload).success }
      : { id: data.id, unknownSchema: data.schema };
  self.postMessage(result);
};
