import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReadQueue } from './read-queue';
import type { ReadRequest } from './scheduler';

const BLOCK = 8_192;

function read(voice: number, block: number, generation = 1): ReadRequest {
  return { voice, generation, playFrame: block * BLOCK, length: BLOCK, fileFrame: block * BLOCK };
}

/** A queue whose reads finish when the test says; `started` lists them as `voice:block`. */
function harness(isStale: (request: ReadRequest) => boolean = () => false, maxRunning?: number) {
  const started: string[] = [];
  const open = new Map<string, () => void>();
  let clock = 0;
  const queue = new ReadQueue<number>(
    (source, request) =>
      new Promise<void>((resolve) => {
        const name = `${source}:${request.playFrame / BLOCK}`;
        started.push(name);
        open.set(name, resolve);
      }),
    isStale,
    { leadFrames: 2 * BLOCK, stallMs: 250, maxRunning, now: () => clock },
  );
  const finish = async (name: string) => {
    const done = open.get(name);
    if (!done) throw new Error(`${name} is not running`);
    open.delete(name);
    done();
    // The queue looks again once the settled promise's handlers have run.
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  const advance = (ms: number) => {
    clock += ms;
    vi.advanceTimersByTime(ms);
  };
  return { queue, started, finish, advance };
}

/** The scheduler's order: every voice's block b before any voice's block b + 1. */
function addRoundRobin(queue: ReadQueue<number>, voices: number, blocks: number, generation = 1): void {
  for (let block = 0; block < blocks; block++)
    for (let voice = 0; voice < voices; voice++) queue.add(voice, read(voice, block, generation));
}

describe('ReadQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts every file’s first read at once, and lets none run more than a block ahead of the slowest', async () => {
    const { queue, started, finish } = harness();
    addRoundRobin(queue, 4, 4);
    queue.start();
    expect(started).toEqual(['0:0', '1:0', '2:0', '3:0']);
    // Voice 0's file answers at once, again and again: one block ahead of the others, no more.
    await finish('0:0');
    expect(started.at(-1)).toBe('0:1');
    await finish('0:1');
    expect(started).toHaveLength(5);
    await finish('1:0');
    expect(started.at(-1)).toBe('1:1');
    await finish('2:0');
    expect(started).toHaveLength(7);
    // The last first block done: the next round opens, earliest play frame first.
    await finish('3:0');
    expect(started.slice(6)).toEqual(['2:1', '3:1', '0:2']);
    expect(started.slice(0, 4).sort()).toEqual(['0:0', '1:0', '2:0', '3:0']);
  });

  it('runs one read of a file at a time, in its order', async () => {
    const { queue, started, finish } = harness();
    queue.add(0, read(0, 0));
    queue.add(0, read(0, 1));
    queue.add(0, read(0, 2));
    queue.start();
    expect(started).toEqual(['0:0']);
    expect(queue.running).toBe(1);
    await finish('0:0');
    expect(started).toEqual(['0:0', '0:1']);
    await finish('0:1');
    await finish('0:2');
    expect(started).toEqual(['0:0', '0:1', '0:2']);
    expect(queue.running).toBe(0);
    expect(queue.waitingCount).toBe(0);
  });

  it('lets a file that hangs hold the others back no longer than the stall time', async () => {
    const { queue, started, finish, advance } = harness();
    addRoundRobin(queue, 3, 4);
    queue.start();
    await finish('0:0');
    await finish('2:0');
    await finish('0:1');
    await finish('2:1');
    expect(started).toEqual(['0:0', '1:0', '2:0', '0:1', '2:1']);
    // Voice 1 never answers: after 250 ms its read holds nobody back.
    advance(249);
    expect(started).toHaveLength(5);
    advance(1);
    expect(started.slice(5)).toEqual(['0:2', '2:2']);
    await finish('0:2');
    await finish('2:2');
    expect(started.slice(7)).toEqual(['0:3', '2:3']);
    expect(queue.running).toBe(3);
  });

  it('drops stale reads unread; a stale read running holds nobody back', async () => {
    let current = 1;
    const { queue, started, finish } = harness((request) => request.generation < current);
    addRoundRobin(queue, 2, 2, 1);
    queue.start();
    expect(started).toEqual(['0:0', '1:0']);
    // A seek: generation 2's reads come while generation 1's first reads run.
    current = 2;
    for (let block = 0; block < 3; block++) queue.add(1, read(1, block, 2));
    queue.start();
    await finish('1:0');
    expect(started).toEqual(['0:0', '1:0', '1:0']);
    await finish('1:0');
    // Voice 0's stale read still runs, and does not hold voice 1 back.
    expect(started).toEqual(['0:0', '1:0', '1:0', '1:1']);
    await finish('0:0');
    await finish('1:1');
    await finish('1:2');
    expect(started).toEqual(['0:0', '1:0', '1:0', '1:1', '1:2']);
    expect(queue.running).toBe(0);
    expect(queue.waitingCount).toBe(0);
  });

  it('forgets a file’s waiting reads, or every file’s', async () => {
    const { queue, started, finish } = harness();
    addRoundRobin(queue, 2, 2);
    queue.start();
    queue.clear(1);
    await finish('0:0');
    await finish('1:0');
    await finish('0:1');
    expect(started).toEqual(['0:0', '1:0', '0:1']);
    addRoundRobin(queue, 2, 2);
    queue.clear();
    queue.start();
    expect(started).toEqual(['0:0', '1:0', '0:1']);
  });

  it('keeps every read as it was asked: the play frame a block is placed at never changes', async () => {
    const seen: ReadRequest[] = [];
    const queue = new ReadQueue<number>(
      async (_source, request) => {
        seen.push(request);
      },
      () => false,
      { leadFrames: 2 * BLOCK, stallMs: 250 },
    );
    const asked: ReadRequest[] = [];
    for (let block = 0; block < 5; block++)
      for (let voice = 0; voice < 5; voice++) {
        const request = { ...read(voice, block), length: BLOCK - voice };
        asked.push(request);
        queue.add(voice, request);
      }
    queue.start();
    for (let i = 0; i < 500 && seen.length < asked.length; i++) await Promise.resolve();
    expect(seen).toHaveLength(asked.length);
    // The very objects asked for, each once, each file's in its order.
    expect(seen.every((request) => asked.includes(request))).toBe(true);
    expect(new Set(seen).size).toBe(asked.length);
    for (let voice = 0; voice < 5; voice++) {
      const frames = seen.filter((request) => request.voice === voice).map((request) => request.playFrame);
      expect(frames).toEqual([0, 1, 2, 3, 4].map((block) => block * BLOCK));
    }
  });

  it('runs at most maxRunning reads at once, the earliest play frames first; a stalled one frees its place', async () => {
    const { queue, started, finish, advance } = harness(() => false, 2);
    addRoundRobin(queue, 4, 2);
    queue.start();
    expect(started).toEqual(['0:0', '1:0']);
    await finish('1:0');
    // Voice 2's first block goes before voice 1's second: the earlier play frame first.
    expect(started).toEqual(['0:0', '1:0', '2:0']);
    advance(250);
    // Voice 0's read has run 250 ms: it no longer takes a place, so two start.
    expect(started).toEqual(['0:0', '1:0', '2:0', '3:0', '1:1']);
    await finish('2:0');
    expect(started).toHaveLength(5);
    await finish('3:0');
    expect(started.slice(5)).toEqual(['2:1']);
  });
});
