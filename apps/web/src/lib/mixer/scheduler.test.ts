import { describe, expect, it } from 'vitest';
import { nextRead, type ReadRequest, Scheduler, type VoicePlacement } from './scheduler';
import type { PlayPlan } from './timing';

const RATE = 48_000;
const S = RATE; // frames in a second
const AHEAD = 3 * S;

/** Voice 0 from the song's start for 10 s; voice 1 from 1 s for 1.5 s. */
const voices: VoicePlacement[] = [
  { offsetFrames: 0, lengthFrames: 10 * S },
  { offsetFrames: S, lengthFrames: 1.5 * S },
];

function forVoice(requests: ReadRequest[], voice: number): ReadRequest[] {
  return requests.filter((r) => r.voice === voice);
}

/** Reads of one voice tile play frames without a gap or an overlap. */
function expectTiled(requests: ReadRequest[], from = 0): void {
  let at = from;
  for (const read of requests) {
    expect(read.playFrame).toBe(at);
    expect(read.length).toBeGreaterThan(0);
    at += read.length;
  }
}

describe('nextRead', () => {
  const plan: PlayPlan = { from: 0, loop: null, songEnd: 20 * S };

  it('reads a block of the file where the song has it, cut at the file end', () => {
    expect(nextRead(voices[0] as VoicePlacement, plan, 0, 8_192)).toEqual({
      playFrame: 0,
      length: 8_192,
      fileFrame: 0,
    });
    expect(nextRead(voices[0] as VoicePlacement, plan, 10 * S - 100, 8_192)).toEqual({
      playFrame: 10 * S - 100,
      length: 100,
      fileFrame: 10 * S - 100,
    });
  });

  it('is silence, in one piece, before the file starts and after it ends', () => {
    expect(nextRead(voices[1] as VoicePlacement, plan, 0, 8_192)).toEqual({
      playFrame: 0,
      length: S,
      fileFrame: null,
    });
    expect(nextRead(voices[1] as VoicePlacement, plan, 2.5 * S, 8_192)).toEqual({
      playFrame: 2.5 * S,
      length: 17.5 * S,
      fileFrame: null,
    });
  });

  it('is nothing once the song has ended', () => {
    expect(nextRead(voices[0] as VoicePlacement, plan, 20 * S, 8_192)).toBeNull();
  });
});

describe('Scheduler', () => {
  const plan: PlayPlan = { from: 0, loop: null, songEnd: 10 * S };

  it('reads nothing before the first begin', () => {
    expect(new Scheduler(voices, { aheadFrames: AHEAD }).requests()).toEqual([]);
  });

  it('fills the window, first blocks first, and then only what the playhead uncovers', () => {
    const scheduler = new Scheduler(voices, { aheadFrames: AHEAD });
    const generation = scheduler.begin(plan, { nowMs: 0, strict: true });
    const first = scheduler.requests();
    expect(first.slice(0, 2)).toEqual([
      { voice: 0, generation, playFrame: 0, length: 8_192, fileFrame: 0 },
      { voice: 1, generation, playFrame: 0, length: S, fileFrame: null },
    ]);
    for (const voice of [0, 1]) {
      const reads = forVoice(first, voice);
      expectTiled(reads);
      const last = reads.at(-1) as ReadRequest;
      expect(last.playFrame).toBeLessThan(AHEAD);
      expect(last.playFrame + last.length).toBeGreaterThanOrEqual(AHEAD);
    }
    // Voice 1 is silence to 1 s, its file to 2.5 s, silence to the song's end.
    expect(
      forVoice(first, 1)
        .filter((r) => r.fileFrame === null)
        .map((r) => [r.playFrame, r.length]),
    ).toEqual([
      [0, S],
      [2.5 * S, 7.5 * S],
    ]);
    expect(scheduler.requests()).toEqual([]);

    scheduler.position(generation, 8_192);
    const more = scheduler.requests();
    expect(more.map((r) => [r.voice, r.fileFrame])).toEqual([[0, 18 * 8_192]]);
  });

  it('reads the file frame that the song position under each play frame holds', () => {
    const scheduler = new Scheduler(voices, { aheadFrames: AHEAD });
    scheduler.begin({ from: 1.25 * S, loop: null, songEnd: 10 * S }, { nowMs: 0, strict: true });
    for (const read of scheduler.requests()) {
      if (read.fileFrame === null) continue;
      const placement = voices[read.voice] as VoicePlacement;
      expect(read.fileFrame).toBe(1.25 * S + read.playFrame - placement.offsetFrames);
    }
  });

  it('cuts reads at each lap end and reads the loop start again after it', () => {
    const looped: PlayPlan = { from: 2.5 * S, loop: { start: 2 * S, end: 3 * S }, songEnd: 10 * S };
    const scheduler = new Scheduler(voices, { aheadFrames: AHEAD });
    scheduler.begin(looped, { nowMs: 0, strict: true });
    const reads = scheduler.requests();
    const voice0 = forVoice(reads, 0);
    expectTiled(voice0);
    // The first lap ends 0.5 s in; a read ends exactly there and the next starts at the loop start.
    const boundary = voice0.findIndex((r) => r.playFrame === 0.5 * S);
    expect(boundary).toBeGreaterThan(0);
    expect(voice0[boundary]?.fileFrame).toBe(2 * S);
    const before = voice0[boundary - 1] as ReadRequest;
    expect((before.fileFrame as number) + before.length).toBe(3 * S);
    // Voice 1's file ends at 2.5 s: in each lap, its file for half a second, then silence to the lap end.
    const voice1 = forVoice(reads, 1);
    expectTiled(voice1);
    expect(voice1.filter((r) => r.fileFrame === null).map((r) => [r.playFrame, r.length])).toEqual([
      [0, 0.5 * S],
      [S, 0.5 * S],
      [2 * S, 0.5 * S],
    ]);
    expect(scheduler.endFrame).toBe(Number.POSITIVE_INFINITY);
  });

  it('stops reading at the song end, and ends the worklet there', () => {
    const scheduler = new Scheduler(voices, { aheadFrames: AHEAD });
    const generation = scheduler.begin(
      { from: 8 * S, loop: null, songEnd: 10 * S },
      { nowMs: 0, strict: true },
    );
    const reads = scheduler.requests();
    for (const voice of [0, 1]) {
      const mine = forVoice(reads, voice);
      expectTiled(mine);
      const last = mine.at(-1) as ReadRequest;
      expect(last.playFrame + last.length).toBe(2 * S);
    }
    expect(scheduler.endFrame).toBe(2 * S);
    scheduler.position(generation, 2 * S);
    expect(scheduler.requests()).toEqual([]);
  });

  it('starts a new generation on a seek, from the new place, and ignores the old one', () => {
    const scheduler = new Scheduler(voices, { aheadFrames: AHEAD });
    const old = scheduler.begin(plan, { nowMs: 0, strict: true });
    scheduler.requests();
    const seek = scheduler.begin(
      { from: 5 * S, loop: null, songEnd: 10 * S },
      { nowMs: 1_000, strict: false },
    );
    expect(seek).toBe(old + 1);
    scheduler.position(old, 2 * S);
    const reads = scheduler.requests();
    expect(reads[0]).toEqual({ voice: 0, generation: seek, playFrame: 0, length: 8_192, fileFrame: 5 * S });
    expect(forVoice(reads, 0).at(-1)?.playFrame).toBeLessThan(AHEAD);
  });

  it('waits for every voice on the first Play', () => {
    const scheduler = new Scheduler(voices, { aheadFrames: AHEAD });
    const generation = scheduler.begin(plan, { nowMs: 0, strict: true });
    scheduler.delivered(1, generation);
    expect(scheduler.readyToStart(5_000)).toBe(false);
    scheduler.delivered(0, generation - 1);
    expect(scheduler.readyToStart(5_000)).toBe(false);
    scheduler.delivered(0, generation);
    expect(scheduler.readyToStart(0)).toBe(true);
  });

  it('gives up waiting for a slow voice on Play after the longest wait, if it is given one', () => {
    const scheduler = new Scheduler(voices, { aheadFrames: AHEAD, strictWaitMs: 3_000 });
    const generation = scheduler.begin(plan, { nowMs: 1_000, strict: true });
    expect(scheduler.readyToStart(9_000)).toBe(false);
    scheduler.delivered(1, generation);
    expect(scheduler.readyToStart(3_999)).toBe(false);
    expect(scheduler.readyToStart(4_000)).toBe(true);
  });

  it('after a seek, starts the ready voices once the wait is over, but never with none ready', () => {
    const scheduler = new Scheduler(voices, { aheadFrames: AHEAD });
    scheduler.begin(plan, { nowMs: 0, strict: true });
    const generation = scheduler.begin(plan, { nowMs: 10_000, strict: false });
    expect(scheduler.readyToStart(10_500)).toBe(false);
    scheduler.delivered(1, generation);
    expect(scheduler.readyToStart(10_119)).toBe(false);
    expect(scheduler.readyToStart(10_120)).toBe(true);
    scheduler.delivered(0, generation);
    expect(scheduler.readyToStart(10_000)).toBe(true);
  });

  it('plays a failed voice as silence from the playhead, and waits for it no more', () => {
    const scheduler = new Scheduler(voices, { aheadFrames: AHEAD });
    const generation = scheduler.begin(plan, { nowMs: 0, strict: true });
    scheduler.requests();
    scheduler.delivered(1, generation);
    scheduler.position(generation, 16_384);
    scheduler.failed(0);
    expect(scheduler.readyToStart(0)).toBe(true);
    const reads = scheduler.requests();
    expect(forVoice(reads, 0)).toEqual([
      { voice: 0, generation, playFrame: 16_384, length: 10 * S - 16_384, fileFrame: null },
    ]);
    const next = scheduler.begin(plan, { nowMs: 0, strict: true });
    expect(scheduler.requests().filter((r) => r.voice === 0)).toEqual([
      { voice: 0, generation: next, playFrame: 0, length: 10 * S, fileFrame: null },
    ]);
  });
});
