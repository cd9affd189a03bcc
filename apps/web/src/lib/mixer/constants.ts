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

/** Play starts this far after the moment it is sent, so the command reaches the audio thread first. */
export const START_LEAD_MS = 30;

/** The faders' floor: −60 dB is heard as silence (§1.2). */
export const SILENT_DB = -60;

/** Frames in one render quantum of Web Audio: what the worklet renders at a time. */
export const RENDER_QUANTUM = 128;
