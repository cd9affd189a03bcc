import type { Track } from '@create-together/contract';
import { SILENT_DB } from './constants';

/**
 * Time in the mixer (docs/design/music-tracks.md §6.2, §6.3). The song speaks whole milliseconds;
 * the engine counts frames at the context's rate. A **play frame** counts continuously from Play,
 * and a plan maps it to song frames across loop laps, so the audio thread only ever places blocks
 * where they say and never learns about seeks or loops.
 */

/** `Math.round(ms × rate / 1000)`, the one conversion the design allows (§1.2). */
export function msToFrames(ms: number, rate: number): number {
  return Math.round((ms * rate) / 1000);
}

/** Not rounded: a frame at 44.1 kHz is a fraction of a millisecond, and the display wants it exact. */
export function framesToMs(frames: number, rate: number): number {
  return (frames * 1000) / rate;
}

/** Where a track's first sample sounds, in song frames. */
export function offsetFrames(track: Pick<Track, 'startOffsetMs'>, rate: number): number {
  return msToFrames(track.startOffsetMs, rate);
}

/** The end of the last sound in milliseconds, 0 without tracks: the server's `lengthMs`, for takes it has not seen. */
export function songLength(tracks: readonly Pick<Track, 'startOffsetMs' | 'durationMs'>[]): number {
  let end = 0;
  for (const track of tracks) end = Math.max(end, track.startOffsetMs + track.durationMs);
  return end;
}

/** A fader's linear gain; the floor is silence rather than 0.001, as on a console's fader. */
export function dbToGain(db: number): number {
  return db <= SILENT_DB ? 0 : 10 ** (db / 20);
}

/** Float positions made from frames land a hair under a boundary (0.99999…): never show the one before. */
const NUDGE = 1e-9;

/** "1:23.4": minutes, seconds, tenths, never rounded up (a clock shows a tenth once it is reached). */
export function formatClock(sec: number): string {
  const tenths = Number.isFinite(sec) && sec > 0 ? Math.floor(sec * 10 + NUDGE) : 0;
  const minutes = Math.floor(tenths / 600);
  const seconds = Math.floor((tenths % 600) / 10);
  return `${minutes}:${String(seconds).padStart(2, '0')}.${tenths % 10}`;
}

/** "Bar 12 · Beat 3", both from 1. */
export interface BarBeat {
  bar: number;
  beat: number;
}

/**
 * §6.3: `beat = floor(sec × bpm / 60)`, bar 1 at 0:00. `bpm` counts the beats `beatsPerBar`
 * counts: 6/8 is six eighth-note beats a bar, its tempo given in eighth notes (the song has no
 * note value, only beats per bar).
 */
export function barsBeats(sec: number, bpm: number, beatsPerBar: number): BarBeat {
  const beat = Math.max(0, Math.floor((sec * bpm) / 60 + NUDGE));
  return { bar: 1 + Math.floor(beat / beatsPerBar), beat: 1 + (beat % beatsPerBar) };
}

/** One bar's length in seconds: Shift+arrow's step and, as one beat's, the shortest loop (§6.3, §6.5). */
export function barSeconds(bpm: number, beatsPerBar: number): number {
  return (60 / bpm) * beatsPerBar;
}

/** A region of the song in song frames, `[start, end)`. */
export interface LoopRegion {
  start: number;
  end: number;
}

/** How playback goes from Play on: where it started, the loop if any, and where the song ends (frames). */
export interface PlayPlan {
  from: number;
  loop: LoopRegion | null;
  songEnd: number;
}

/** One unbroken stretch: song frames `[songStart, songEnd)` sounding from play frame `playStart` on. */
export interface PlaySegment {
  songStart: number;
  songEnd: number;
  playStart: number;
}

/**
 * The loop that will lap, or null. A loop past the song's end is cut at it (a track was removed
 * since it was drawn); playing from at or after the loop's end plays on to the song's end without
 * lapping, and from before its start plays into it and then laps — what Logic's cycle and
 * Ableton's loop brace both do.
 */
function lapping(plan: PlayPlan): LoopRegion | null {
  const { loop } = plan;
  if (!loop) return null;
  const start = Math.max(0, loop.start);
  const end = Math.min(loop.end, plan.songEnd);
  return start < end && Math.max(0, plan.from) < end ? { start, end } : null;
}

/** The first segment, from where Play started to the loop's end (or the song's). */
function firstSegment(plan: PlayPlan): PlaySegment | null {
  const songStart = Math.max(0, plan.from);
  const songEnd = lapping(plan)?.end ?? plan.songEnd;
  return songStart < songEnd ? { songStart, songEnd, playStart: 0 } : null;
}

/**
 * The segments in play order: the first from `plan.from`, then with a loop one lap after another,
 * end to start (so blocks of two laps never overlap in play frames). Endless with a loop: take
 * what you need.
 */
export function* loopSegments(plan: PlayPlan): Generator<PlaySegment> {
  const first = firstSegment(plan);
  if (!first) return;
  yield first;
  const loop = lapping(plan);
  if (!loop) return;
  for (let playStart = first.songEnd - first.songStart; ; playStart += loop.end - loop.start) {
    yield { songStart: loop.start, songEnd: loop.end, playStart };
  }
}

/** The segment sounding at a play frame, found by arithmetic (a long session has thousands of laps). */
export function segmentAt(plan: PlayPlan, playFrame: number): PlaySegment | null {
  const first = firstSegment(plan);
  if (!first || playFrame < 0) return null;
  const firstLength = first.songEnd - first.songStart;
  if (playFrame < firstLength) return first;
  const loop = lapping(plan);
  if (!loop) return null;
  const lapLength = loop.end - loop.start;
  const lap = Math.floor((playFrame - firstLength) / lapLength);
  return { songStart: loop.start, songEnd: loop.end, playStart: firstLength + lap * lapLength };
}

/** The play frame at which a song frame sounds within a segment; null when the segment does not hold it. */
export function songToPlayFrame(songFrame: number, segment: PlaySegment): number | null {
  if (songFrame < segment.songStart || songFrame >= segment.songEnd) return null;
  return segment.playStart + songFrame - segment.songStart;
}

/** The song frame a play frame sounds (the playhead, from the worklet's reports); null once the song has ended. */
export function playToSongFrame(plan: PlayPlan, playFrame: number): number | null {
  const segment = segmentAt(plan, playFrame);
  return segment ? segment.songStart + playFrame - segment.playStart : null;
}

/** The play frame at which playback stops: endless while a loop laps, 0 when there is nothing to play. */
export function playEndFrame(plan: PlayPlan): number {
  if (lapping(plan)) return Number.POSITIVE_INFINITY;
  const first = firstSegment(plan);
  return first ? first.songEnd - first.songStart : 0;
}
