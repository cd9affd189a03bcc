import { afterEach, describe, expect, it, vi } from 'vitest';
import { VIEW_FLUSH_BATCH, ViewCounter } from './view-counter';

function counter(write: (batch: Array<[string, number]>) => Promise<void>, flushMs = 60_000) {
  const stored: string[][] = [];
  const events: string[] = [];
  const errors: number[] = [];
  const views = new ViewCounter({
    flushMs,
    write,
    onFlushStart: () => events.push('start'),
    onStored: (batch) => {
      stored.push(batch.map(([id]) => id));
      events.push('stored');
    },
    onFlushEnd: () => events.push('end'),
    onError: (_err, size) => errors.push(size),
  });
  return { views, stored, errors, events };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ViewCounter', () => {
  it('counts in memory and writes the sums in one batch', async () => {
    const write = vi.fn(async (_batch: Array<[string, number]>) => {});
    const { views, stored, events } = counter(write);
    views.count('a');
    views.count('a');
    views.count('b');
    expect(views.unstored('a')).toBe(2);
    await views.flush();
    expect(write).toHaveBeenCalledTimes(1);
    expect(write).toHaveBeenCalledWith([
      ['a', 2],
      ['b', 1],
    ]);
    expect(stored).toEqual([['a', 'b']]);
    expect(events).toEqual(['start', 'stored', 'end']);
    expect(views.unstored('a')).toBe(0);
    await views.flush();
    expect(write).toHaveBeenCalledTimes(1);
    expect(events).toHaveLength(3);
    await views.close();
  });

  it('keeps showing views while they are being written, and counts new ones apart', async () => {
    let release: () => void = () => {};
    const write = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const { views } = counter(write);
    views.count('a');
    const flushing = views.flush();
    await vi.waitFor(() => expect(write).toHaveBeenCalled());
    views.count('a');
    expect(views.unstored('a')).toBe(2);
    release();
    await flushing;
    expect(views.unstored('a')).toBe(1);
    const second = views.flush();
    await vi.waitFor(() => expect(write).toHaveBeenCalledTimes(2));
    release();
    await second;
    expect(write).toHaveBeenLastCalledWith([['a', 1]]);
    await views.close();
  });

  it('puts a failed batch back for the next flush and reports it', async () => {
    const write = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(undefined);
    const { views, errors, stored } = counter(write);
    views.count('a');
    await views.flush();
    expect(errors).toEqual([1]);
    expect(views.unstored('a')).toBe(1);
    views.count('a');
    await views.flush();
    expect(write).toHaveBeenLastCalledWith([['a', 2]]);
    expect(stored).toEqual([['a']]);
    await views.close();
  });

  it('splits a large flush into batches, retrying only the batch that failed', async () => {
    const write = vi.fn(async (batch: Array<[string, number]>) => {
      if (batch[0]?.[0] === 'p0') throw new Error('first batch fails');
    });
    const { views, errors, events } = counter(write);
    for (let i = 0; i < VIEW_FLUSH_BATCH + 5; i++) views.count(`p${i}`);
    await views.flush();
    expect(write).toHaveBeenCalledTimes(2);
    expect(events).toEqual(['start', 'stored', 'end']);
    expect(errors).toEqual([VIEW_FLUSH_BATCH]);
    expect(views.unstored('p0')).toBe(1);
    expect(views.unstored(`p${VIEW_FLUSH_BATCH + 1}`)).toBe(0);
    await views.close();
  });

  it('runs one flush at a time', async () => {
    let active = 0;
    let most = 0;
    const write = vi.fn(async () => {
      active++;
      most = Math.max(most, active);
      await new Promise((resolve) => setTimeout(resolve, 5));
      active--;
    });
    const { views } = counter(write);
    views.count('a');
    const first = views.flush();
    await vi.waitFor(() => expect(write).toHaveBeenCalledTimes(1));
    views.count('b');
    const second = views.flush();
    await Promise.all([first, second]);
    expect(most).toBe(1);
    expect(write).toHaveBeenCalledTimes(2);
    await views.close();
  });

  it('flushes on its timer, only when something is pending', async () => {
    vi.useFakeTimers();
    const write = vi.fn(async () => {});
    const { views } = counter(write, 1000);
    await vi.advanceTimersByTimeAsync(3000);
    expect(write).not.toHaveBeenCalled();
    views.count('a');
    await vi.advanceTimersByTimeAsync(1000);
    expect(write).toHaveBeenCalledWith([['a', 1]]);
    await views.close();
  });
});
