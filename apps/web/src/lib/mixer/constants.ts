/**
 * The engine's numbers (docs/design/music-tracks.md §6), named as the design names them so each can
 * be checked against it. Imported by the worklet core too: nothing here may reach outside lib/mixer.
 */

/** Seconds decoded ahead of the playhead per voice (§6.2 "The window"). */
export const AHEAD_S = 3;

/** Frames in one pooled block: the unit the worker fills and the worklet places (§6.2). */
export const BLOCK_FRAMES = 8192;

/** The worklet tells the engine where it is once per this many frames (§6.2: 'pos' every 8,192). */
export const POSITION_EVERY_FRAMES = 8192;

/** After a seek, the voices that are ready start at most this long after it (§6.2 "Seek"). */
export const START_AFTER_SEEK_MS = 120;

/**
 * Play starts this far past the context's base latency after the moment it is sent, so the command
 * reaches the audio thread first: the base latency is one render callback, the most the audio
 * thread can move on before it reads the command, and this is the command's own way there (a
 * start that still arrives late begins a few frames in, in place). Was 30 ms: with the base
 * latency, 53 ms of a seek's 200.
 */
export const START_LEAD_MS = 10;

/** The faders' floor: −60 dB is heard as silence (§1.2). */
export const SILENT_DB = -60;

/** Frames in one render quantum of Web Audio: what the worklet renders at a time. */
export const RENDER_QUANTUM = 128;

/**
 * Play waits for every voice's first block (§6.2 "Play"), but no longer than this: a file that
 * hangs must not hold the others; it joins at its exact frame when it comes.
 */
export const PLAY_WAIT_MAX_MS = 3_000;

/** Mute, solo, A/B and the local faders reach their gain in about this long, without a click (§6.4, §6.7). */
export const GAIN_RAMP_MS = 10;

/** The master meter's analysers (§6.4). */
export const METER_FFT_SIZE = 2_048;
