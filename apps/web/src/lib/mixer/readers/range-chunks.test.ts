import { describe, expect, it } from 'vitest';
import { RangeChunks } from './range-chunks';
import type { fetchRange } from './range-fetch';

/** A file whose byte n is n mod 251, served by range as the media route serves it. */
function server(size: number) {
  const asked: [number, number][] = [];
  let failures = 0;
  const fetch: typeof fetchRange = async (_url, start, end) => {
    asked.push([start, end]);
    if (failures > 0) {
      failures--;
      throw new TypeError('Failed to fetch');
    }
    const to = Math.min(end, size);
    const bytes = new Uint8Array(Math.max(0, to - start)).map((_, i) => (start + i) % 251);
    return { bytes, fileSize: size };
  };
  return {
    fetch,
    asked,
    failNext: (count: number) => {
      failures = count;
    },
  };
}

const expected = (start: number, end: number) =>
  new Uint8Array(end - start).map((_, i) => (start + i) % 251);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('RangeChunks', () => {
  it('opens with the first chunk, which says the length, and reads any range across chunks', async () => {
    const file = server(10_000);
    const chunks = await RangeChunks.open('/media/a', { chunkBytes: 1_000, fetchRange: file.fetch });
    expect(chunks.size).toBe(10_000);
    expect(file.asked).toEqual([[0, 1_000]]);
    expect(await chunks.read(10, 20)).toEqual(expected(10, 20));
    expect(await chunks.read(900, 3_100)).toEqual(expected(900, 3_100));
    expect(await chunks.read(9_990, 10_000)).toEqual(expected(9_990, 10_000));
  });

  it('asks every range with an end, and only the chunk a jump lands in', async () => {
    const file = server(100_000);
    const chunks = await RangeChunks.open('/media/a', { chunkBytes: 1_000, fetchRange: file.fetch });
    file.asked.length = 0;
    await chunks.read(50_700, 50_800);
    await settle();
    expect(file.asked).toEqual([[50_000, 51_000]]);
  });

  it('reads ahead while the reads go on, more the longer they do, and never past the file', async () => {
    const file = server(8_500);
    const chunks = await RangeChunks.open('/media/a', { chunkBytes: 1_000, fetchRange: file.fetch });
    for (let at = 0; at < 8_500; at += 250) {
      expect(await chunks.read(at, Math.min(8_500, at + 250))).toEqual(expected(at, Math.min(8_500, at + 250)));
      await settle();
    }
    const starts = file.asked.map(([start]) => start);
    // Each chunk once: the reads ahead were there when the reads reached them.
    expect(starts).toEqual([0, 1_000, 2_000, 3_000, 4_000, 5_000, 6_000, 7_000, 8_000]);
    expect(file.asked.at(-1)).toEqual([8_000, 8_500]);
  });

  it('holds a bounded number of chunks: a chunk read again long after is asked again', async () => {
    const file = server(100_000);
    const chunks = await RangeChunks.open('/media/a', { chunkBytes: 1_000, keep: 2, fetchRange: file.fetch });
    for (const at of [10_000, 20_000, 30_000, 40_000, 10_000]) await chunks.read(at, at + 10);
    expect(file.asked.filter(([start]) => start === 10_000)).toHaveLength(2);
  });

  it('tries a dropped connection again, and gives up after three more tries', async () => {
    const file = server(10_000);
    const chunks = await RangeChunks.open('/media/a', { chunkBytes: 1_000, fetchRange: file.fetch });
    file.failNext(1);
    expect(await chunks.read(5_000, 5_010)).toEqual(expected(5_000, 5_010));
    file.failNext(4);
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
    const chunks = await RangeChunks.open('/media/a', { chunkBytes: 1_000, fetchRange: short });
    await expect(chunks.read(3_000, 3_100)).rejects.toThrow('10 bytes answered for 1000');
  });
});
