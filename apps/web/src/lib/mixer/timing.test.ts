import { describe, expect, it } from 'vitest';
import {
  barSeconds,
  barsBeats,
  dbToGain,
  formatClock,
  framesToMs,
  loopSegments,
  msToFrames,
  offsetFrames,
  type PlayPlan,
  type PlaySegment,
  playEndFrame,
  playToSongFrame,
  segmentAt,
  songLength,
  songToPlayFrame,
} from './timing';

function take<T>(items: Iterable<T>, count: number): T[] {
  const out: T[] = [];
  for (const item of items) {
    if (out.length === count) break;
    out.push(item);
  }
  return out;
}

describe('milliseconds and frames', () => {
  it('rounds milliseconds to the nearest frame at 44.1 and 48 kHz', () => {
    expect(msToFrames(1000, 44_100)).toBe(44_100);
    expect(msToFrames(1, 44_100)).toBe(44); // 44.1
    expect(msToFrames(3, 44_100)).toBe(132); // 132.3
    expect(msToFrames(5, 44_100)).toBe(221); // 220.5 rounds up
    expect(msToFrames(1, 48_000)).toBe(48);
    expect(msToFrames(72_400, 48_000)).toBe(3_475_200);
  });

  it('gives exact milliseconds for frames, fractions included', () => {
    expect(framesToMs(44_100, 44_100)).toBe(1000);
    expect(framesToMs(24, 48_000)).toBe(0.5);
    expect(framesToMs(1, 44_100)).toBeCloseTo(0.022_675_7, 6);
  });

  it.each([44_100, 48_000])(
    'round-trips every millisecond of the first 30 s and every frame at %i Hz',
    (rate) => {
      const missed: number[] = [];
      for (let ms = 0; ms <= 30_000; ms++) {
        if (Math.round(framesToMs(msToFrames(ms, rate), rate)) !== ms) missed.push(ms);
      }
      for (let frame = 0; frame <= 200_000; frame += 7) {
        if (msToFrames(framesToMs(frame, rate), rate) !== frame) missed.push(-frame);
      }
      expect(missed).toEqual([]);
    },
  );

  it("places a track's first sample at its offset in frames", () => {
    expect(offsetFrames({ startOffsetMs: 0 }, 48_000)).toBe(0);
    expect(offsetFrames({ startOffsetMs: 1_500 }, 44_100)).toBe(66_150);
  });
});

describe('songLength', () => {
  it('is 0 without tracks and the latest end otherwise', () => {
    expect(songLength([])).toBe(0);
    expect(
      songLength([
        { startOffsetMs: 0, durationMs: 180_000 },
        { startOffsetMs: 170_000, durationMs: 20_000 },
        { startOffsetMs: 10_000, durationMs: 5_000 },
      ]),
    ).toBe(190_000);
  });
});

describe('dbToGain', () => {
  it('is silence at the −60 dB floor and below, and 10^(dB/20) above it', () => {
    expect(dbToGain(-60)).toBe(0);
    expect(dbToGain(-80)).toBe(0);
    expect(dbToGain(-59.9)).toBeCloseTo(0.001_011_6, 6);
    expect(dbToGain(0)).toBe(1);
    expect(dbToGain(-6)).toBeCloseTo(0.501_187, 6);
    expect(dbToGain(12)).toBeCloseTo(3.981_072, 6);
  });
});

describe('formatClock', () => {
  it('shows minutes, seconds and tenths', () => {
    expect(formatClock(0)).toBe('0:00.0');
    expect(formatClock(83.45)).toBe('1:23.4');
    expect(formatClock(60)).toBe('1:00.0');
    expect(formatClock(605.2)).toBe('10:05.2');
    expect(formatClock(1800)).toBe('30:00.0');
  });

  it('never shows a tenth before it is reached', () => {
    expect(formatClock(59.99)).toBe('0:59.9');
    expect(formatClock(0.099)).toBe('0:00.0');
    // 0.3 s as frames at 48 kHz: 14,400 / 48,000 is 0.29999… in floating point.
    expect(formatClock(framesToMs(14_400, 48_000) / 1000)).toBe('0:00.3');
    expect(formatClock(0.7)).toBe('0:00.7');
  });

  it('shows the start for what is not a time', () => {
    expect(formatClock(-1)).toBe('0:00.0');
    expect(formatClock(Number.NaN)).toBe('0:00.0');
  });
});

describe('barsBeats', () => {
  it('counts bars and beats from 1 at 92 bpm in 4/4', () => {
    const beat = 60 / 92;
    expect(barsBeats(0, 92, 4)).toEqual({ bar: 1, beat: 1 });
    expect(barsBeats(beat * 0.99, 92, 4)).toEqual({ bar: 1, beat: 1 });
    expect(barsBeats(beat, 92, 4)).toEqual({ bar: 1, beat: 2 });
    expect(barsBeats(beat * 4, 92, 4)).toEqual({ bar: 2, beat: 1 });
    // Beat 46 (from 0) is exactly 30 s in: bar 12, beat 3.
    expect(barsBeats(30, 92, 4)).toEqual({ bar: 12, beat: 3 });
  });

  it('counts six beats a bar in 6/8', () => {
    expect(barsBeats(30, 92, 6)).toEqual({ bar: 8, beat: 5 });
    expect(barsBeats((6 * 60) / 92, 92, 6)).toEqual({ bar: 2, beat: 1 });
  });

  it('changes beat on the first frame at or after the beat, at 48 kHz', () => {
    for (let k = 1; k < 400; k++) {
      const frame = Math.ceil(((k * 60) / 92) * 48_000);
      expect(barsBeats(frame / 48_000, 92, 4)).toEqual({ bar: 1 + Math.floor(k / 4), beat: 1 + (k % 4) });
      const before = barsBeats((frame - 1) / 48_000, 92, 4);
      expect(before).toEqual({ bar: 1 + Math.floor((k - 1) / 4), beat: 1 + ((k - 1) % 4) });
    }
  });

  it('gives one bar in seconds', () => {
    expect(barSeconds(120, 4)).toBe(2);
    expect(barSeconds(60, 4)).toBe(4);
  });
});

describe('play frames, loops and laps', () => {
  const looped: PlayPlan = { from: 10, loop: { start: 100, end: 200 }, songEnd: 1000 };

  it('plays from the start point into the loop, then lap after lap, end to start', () => {
    expect(take(loopSegments(looped), 4)).toEqual([
      { songStart: 10, songEnd: 200, playStart: 0 },
      { songStart: 100, songEnd: 200, playStart: 190 },
      { songStart: 100, songEnd: 200, playStart: 290 },
      { songStart: 100, songEnd: 200, playStart: 390 },
    ]);
    expect(playEndFrame(looped)).toBe(Number.POSITIVE_INFINITY);
  });

  it('starts laps at the loop end when playing from inside the loop', () => {
    const plan: PlayPlan = { from: 150, loop: { start: 100, end: 200 }, songEnd: 1000 };
    expect(take(loopSegments(plan), 3)).toEqual([
      { songStart: 150, songEnd: 200, playStart: 0 },
      { songStart: 100, songEnd: 200, playStart: 50 },
      { songStart: 100, songEnd: 200, playStart: 150 },
    ]);
  });

  it('maps a song position to its play frame in a lap, and back', () => {
    const lapTwo = take(loopSegments(looped), 3)[2] as PlaySegment;
    expect(songToPlayFrame(150, lapTwo)).toBe(340);
    expect(songToPlayFrame(99, lapTwo)).toBeNull();
    expect(songToPlayFrame(200, lapTwo)).toBeNull();
    expect(playToSongFrame(looped, 340)).toBe(150);
    expect(playToSongFrame(looped, 0)).toBe(10);
    expect(playToSongFrame(looped, 189)).toBe(199);
    expect(playToSongFrame(looped, 190)).toBe(100);
  });

  it('advances one song frame per play frame, jumping only from the loop end to its start', () => {
    let previous = playToSongFrame(looped, 0) as number;
    let laps = 0;
    for (let play = 1; play < 5_000; play++) {
      const song = playToSongFrame(looped, play) as number;
      if (song === previous + 1) {
        expect(song).toBeLessThan(200);
      } else {
        expect([previous, song]).toEqual([199, 100]);
        laps++;
      }
      previous = song;
    }
    expect(laps).toBe(Math.floor((5_000 - 1 - 190) / 100) + 1);
  });

  it('finds the lap of a play frame hours in by arithmetic, as the generator lays them', () => {
    const segments = take(loopSegments(looped), 50);
    for (const segment of segments) {
      expect(segmentAt(looped, segment.playStart)).toEqual(segment);
      expect(segmentAt(looped, segment.playStart + segment.songEnd - segment.songStart - 1)).toEqual(segment);
    }
    const hoursIn = 190 + 100 * 1_000_000 + 5;
    expect(playToSongFrame(looped, hoursIn)).toBe(105);
  });

  it('plays to the song end without lapping from at or after the loop end', () => {
    const plan: PlayPlan = { from: 200, loop: { start: 100, end: 200 }, songEnd: 1000 };
    expect(take(loopSegments(plan), 3)).toEqual([{ songStart: 200, songEnd: 1000, playStart: 0 }]);
    expect(playEndFrame(plan)).toBe(800);
    expect(playToSongFrame(plan, 799)).toBe(999);
    expect(playToSongFrame(plan, 800)).toBeNull();
  });

  it('cuts a loop at the song end, and ignores one wholly past it', () => {
    const cut: PlayPlan = { from: 0, loop: { start: 900, end: 1200 }, songEnd: 1000 };
    expect(take(loopSegments(cut), 2)).toEqual([
      { songStart: 0, songEnd: 1000, playStart: 0 },
      { songStart: 900, songEnd: 1000, playStart: 1000 },
    ]);
    const past: PlayPlan = { from: 0, loop: { start: 1000, end: 1200 }, songEnd: 1000 };
    expect(playEndFrame(past)).toBe(1000);
  });

  it('plays without a loop from the start point to the song end', () => {
    const plan: PlayPlan = { from: 48_000, loop: null, songEnd: 480_000 };
    expect([...loopSegments(plan)]).toEqual([{ songStart: 48_000, songEnd: 480_000, playStart: 0 }]);
    expect(playEndFrame(plan)).toBe(432_000);
    expect(segmentAt(plan, -1)).toBeNull();
  });

  it('has nothing to play from the song end or later', () => {
    const plan: PlayPlan = { from: 1000, loop: null, songEnd: 1000 };
    expect([...loopSegments(plan)]).toEqual([]);
    expect(playEndFrame(plan)).toBe(0);
    expect(playToSongFrame(plan, 0)).toBeNull();
  });
});
