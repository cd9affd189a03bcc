import { describe, expect, it } from 'vitest';
import { RangeChunks } from './range-chunks';
import type { fetchRange } from './range-fetch';

/** A file whose byte n is n mod 251, served by range as the media route serves it. */
function server(size: number) {
  const asked: [number, number][] = [];
  const failures = new Map<number, number>();
  const fetch: typeof fetchRange = async (_url, start, end) => {
    asked.push([start, end]);
    const failing = failures.get(start) ?? 0;
    if (failing > 0) {
      failures.set(start, failing - 1);
      throw new TypeError('Failed to fetch');
    }
    const to = Math.min(end, size);
    const bytes = new Uint8Array(Math.max(0, to - start)).map((_, i) => (start + i) % 251);
    return { bytes, fileSize: size };
  };
  return {
    fetch,
    asked,
    /** The next `count` requests from byte `start` fail as a dropped connection does. */
    fail: (start: number, count: number) => {
      failures.set(start, count);
    },
  };
}

const expected = (start: number, end: number) => new Uint8Array(end - start).map((_, i) => (start + i) % 251);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('RangeChunks', () => {
  it('opens with the first run, which says the length, and reads any range across pages and runs', async () => {
    const file = server(10_000);
    const chunks = await RangeChunks.open('/media/a', {
      pageBytes: 250,
      runPages: 4,
      fetchRange: file.fetch,
    });
    expect(chunks.size).toBe(10_000);
    expect(file.asked).toEqual([[0, 1_000]]);
    expect(await chunks.read(10, 20)).toEqual(expected(10, 20));
    expect(await chunks.read(900, 3_100)).toEqual(expected(900, 3_100));
    expect(await chunks.read(9_990, 10_000)).toEqual(expected(9_990, 10_000));
  });

  it('asks every range with an end, and for a jump only the pages its read needs', async () => {
    const file = server(100_000);
    const chunks = await RangeChunks.open('/media/a', {
      pageBytes: 250,
      runPages: 4,
      fetchRange: file.fetch,
    });
    file.asked.length = 0;
    expect(await chunks.read(50_700, 50_800)).toEqual(expected(50_700, 50_800));
    await settle();
    expect(file.asked).toEqual([[50_500, 51_000]]);
    file.asked.length = 0;
    expect(await chunks.read(80_100, 80_600)).toEqual(expected(80_100, 80_600));
    expect(file.asked).toEqual([[80_000, 80_750]]);
  });

  it('reads ahead in runs while the reads go on, more the longer they do, each byte once, never past the file', async () => {
    const file = server(20_500);
    const options = { pageBytes: 250, runPages: 4, fetchRange: file.fetch };
    const chunks = await RangeChunks.open('/media/a', options);
    for (let at = 0; at < 20_500; at += 100) {
      const end = Math.min(20_500, at + 100);
      expect(await chunks.read(at, end)).toEqual(expected(at, end));
      await settle();
    }
    // Runs of four pages, back to back: every byte asked once, the reads ahead there before the reads.
    let next = 0;
    for (const [start, end] of file.asked) {
      expect(start).toBe(next);
      expect(end - start).toBeLessThanOrEqual(1_000);
      next = end;
    }
    expect(next).toBe(20_500);
    // Three runs ahead once the reads have gone on.
    file.asked.length = 0;
    const fresh = await RangeChunks.open('/media/a', options);
    for (let at = 0; at < 3_000; at += 100) await fresh.read(at, at + 100);
    await settle();
    expect(Math.max(...file.asked.map(([, end]) => end))).toBeGreaterThanOrEqual(3_000 + 2 * 1_000);
  });

  it('holds a bounded number of pages: a page read again long after is asked again', async () => {
    const file = server(100_000);
    const chunks = await RangeChunks.open('/media/a', {
      pageBytes: 250,
      runPages: 1,
      keepPages: 2,
      fetchRange: file.fetch,
    });
    for (const at of [10_000, 20_000, 30_000, 40_000, 10_000]) await chunks.read(at, at + 10);
    expect(file.asked.filter(([start]) => start === 10_000)).toHaveLength(2);
  });

  it('tries a dropped connection again, and gives up after three more tries', async () => {
    const file = server(10_000);
    const chunks = await RangeChunks.open('/media/a', {
      pageBytes: 250,
      runPages: 4,
      fetchRange: file.fetch,
    });
    file.fail(5_000, 1);
    expect(await chunks.read(5_000, 5_010)).toEqual(expected(5_000, 5_010));
    file.fail(7_000, 4);
    await expect(chunks.read(7_000, 7_010)).rejects.toThrow('Failed to fetch');
    // The failed chunk is not kept: the next read asks again.
    expect(await chunks.read(7_000, 7_010)).toEqual(expected(7_000, 7_010));
  }, 10_000);

  it('refuses a short answer instead of handing wrong bytes to the demuxer', async () => {
    const file = server(10_000);
    const short: typeof fetchRange = async (url, start, end, signal) => {
      const answer = await file.fetch(url, start, end, signal);
      return start === 0 ? answer : { ...answer, bytes: answer.bytes.subarray(0, 10) };
    };
    const chunks = await RangeChunks.open('/media/a', { pageBytes: 250, runPages: 4, fetchRange: short });
    await expect(chunks.read(3_000, 3_100)).rejects.toThrow('10 bytes answered for 250');
  });
});
