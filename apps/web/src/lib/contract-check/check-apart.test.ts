import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkApart } from './check-apart';
import type { ContractCheck, ContractCheckResult } from './contract-check-messages';

/** A worker that answers as `answer` says, and remembers whether it was ended. */
class FakeWorker {
  static made: FakeWorker[] = [];
  static answer: (check: ContractCheck) => ContractCheckResult | 'crash' = () => 'crash';
  onmessage: ((event: { data: ContractCheckResult }) => void) | null = null;
  onerror: ((event: { preventDefault: () => void }) => void) | null = null;
  terminated = false;
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(check: ContractCheck) {
    queueMicrotask(() => {
      const answer = FakeWorker.answer(check);
      if (answer === 'crash') this.onerror?.({ preventDefault: () => {} });
      else this.onmessage?.({ data: answer });
    });
  }
  terminate() {
    this.terminated = true;
  }
}

describe('checkApart', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeWorker.made = [];
  });

  it('answers from the worker, and ends it once no check waits', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.answer = ({ id, payload }) => ({ id, match: payload === 'good' });
    await expect(
      Promise.all([checkApart('OkAnswer', 'good'), checkApart('OkAnswer', 'bad')]),
    ).resolves.toEqual([true, false]);
    expect(FakeWorker.made).toHaveLength(1);
    expect(FakeWorker.made[0]?.terminated).toBe(true);
  });

  it('rejects a schema the contract does not have, and every waiting check when the worker fails', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.answer = ({ id, schema }) => ({ id, unknownSchema: schema });
    await expect(checkApart('NoSuchAnswer', {})).rejects.toThrow('The contract has no schema NoSuchAnswer.');
    FakeWorker.answer = () => 'crash';
    await expect(checkApart('OkAnswer', {})).rejects.toThrow('The contract check could not run.');
    expect(FakeWorker.made.every((worker) => worker.terminated)).toBe(true);
  });
});
