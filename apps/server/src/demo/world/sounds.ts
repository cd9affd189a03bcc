import { chord, hold, type Note, type Piece } from '../media-audio';

// The demo's audio: short sketches, demos and stems, written as notes (MIDI numbers, 60 = middle C).

/** `count` notes cycling through `notes`, one every `step` beats from `start`. */
const arp = (start: number, notes: readonly number[], step: number, count: number, velocity = 0.55) =>
  Array.from(
    { length: count },
    (_, i): Note => [start + i * step, notes[i % notes.length] ?? 60, step * 1.5, velocity],
  );

const melody = (start: number, ...notes: Array<readonly [number, number]>): Note[] => {
  let beat = start;
  return notes.map(([midi, beats]) => {
    const note: Note = [beat, midi, beats * 0.95, 0.75];
    beat += beats;
    return note;
  });
};

const G = [43, 47, 50, 55, 59, 67];
const D = [50, 57, 62, 66];
const Em = [40, 47, 52, 55, 59, 64];
const C = [48, 52, 55, 60, 64];
const strums = (bar: number, notes: number[]) =>
  [0, 1.5, 2, 3].flatMap((beat) =>
    hold(bar * 4 + beat, notes, beat === 1.5 ? 0.5 : 1, beat === 0 ? 0.8 : 0.5, 0.03),
  );

export const SOUNDS = {
  'midnight-tram-demo': {
    bpm: 78,
    beats: 16,
    tracks: [
      {
        instrument: 'keys',
        notes: [
          ...hold(0, chord(50, 3, 7, 10, 14), 3.5),
          ...hold(4, [53, 59, 64, 69], 3.5),
          ...hold(8, chord(48, 4, 7, 11, 14), 3.5),
          ...hold(12, [55, 61, 64, 70], 3.5),
        ],
        gain: 0.35,
      },
      {
        instrument: 'bass',
        notes: [
          [0, 38, 1.5],
          [1.75, 38, 0.5],
          [2.5, 45, 1],
          [4, 43, 1.5],
          [5.75, 43, 0.5],
          [6.5, 50, 1],
          [8, 36, 1.5],
          [10, 43, 1.5],
          [12, 45, 1.5],
          [14, 40, 0.5],
          [14.5, 43, 1],
        ],
        gain: 0.6,
      },
    ],
    drums: { kick: 'x......x..x.....', snare: '....x.......x...', hat: 'x.x.x.x.x.x.x.x.' },
  },
  'northern-lights-sketch': {
    bpm: 72,
    beats: 16,
    tracks: [
      {
        instrument: 'piano',
        notes: [
          ...arp(0, [45, 52, 57, 60, 64, 60, 57, 52], 0.5, 8),
          ...arp(4, [41, 48, 53, 57, 60, 57, 53, 48], 0.5, 8),
          ...arp(8, [48, 55, 60, 64, 67, 64, 60, 55], 0.5, 8),
          ...arp(12, [43, 50, 55, 59, 62, 59, 55, 50], 0.5, 8),
        ],
        gain: 0.45,
      },
      {
        instrument: 'piano',
        notes: melody(0, [76, 2], [74, 1], [72, 1], [72, 3], [69, 1], [67, 2], [69, 2], [71, 4]),
        gain: 0.5,
      },
    ],
  },
  'modular-patch': {
    bpm: 96,
    beats: 20,
    tracks: [
      { instrument: 'pad', notes: hold(0, [38, 45, 50], 19, 0.5), gain: 0.3 },
      {
        instrument: 'bell',
        notes: [62, 69, 67, 74, 72, 65, 69, 77, 74, 67, 72, 62].map(
          (midi, i): Note => [i * 1.5 + (i % 3) * 0.25, midi, 0.5, 0.45 + (i % 4) * 0.1],
        ),
        gain: 0.35,
      },
    ],
    drums: { kick: 'x...............', hat: '..x...x...x...x.' },
  },
  'campfire-chords': {
    bpm: 100,
    beats: 16,
    tracks: [
      {
        instrument: 'pluck',
        notes: [...strums(0, G), ...strums(1, D), ...strums(2, Em), ...strums(3, C)],
        gain: 0.3,
      },
    ],
  },
  'bassline-idea': {
    bpm: 78,
    beats: 16,
    tracks: [
      {
        instrument: 'bass',
        notes: [
          [0, 38, 0.75],
          [0.75, 41, 0.25],
          [1, 45, 0.5],
          [2, 38, 0.5],
          [2.5, 48, 0.5],
          [3, 47, 1],
          [4, 43, 0.75],
          [4.75, 43, 0.25],
          [5, 47, 0.5],
          [6, 50, 1],
          [7, 49, 1],
          [8, 36, 0.75],
          [8.75, 40, 0.25],
          [9, 43, 0.5],
          [10, 47, 1],
          [11, 48, 1],
          [12, 45, 1],
          [13, 44, 0.5],
          [13.5, 45, 0.5],
          [14, 49, 1],
          [15, 52, 1],
        ],
        gain: 0.7,
      },
    ],
    drums: { hat: 'x.x.x.x.x.x.x.x.' },
  },
  'groove-sketch': {
    bpm: 96,
    beats: 16,
    tracks: [
      {
        instrument: 'bass',
        notes: [
          [0, 40, 1],
          [3, 40, 0.5],
          [6, 43, 1],
          [8, 40, 1],
          [11, 45, 0.5],
          [14, 47, 1],
        ],
        gain: 0.4,
      },
    ],
    drums: { kick: 'x..x..x...x..x..', snare: '....x.......x..x', hat: 'x.xxx.xxx.xxx.xx' },
  },
  'chiptune-loop': {
    bpm: 140,
    beats: 24,
    tracks: [
      {
        instrument: 'square',
        notes: melody(
          0,
          [72, 1],
          [76, 1],
          [79, 1],
          [84, 1],
          [83, 0.5],
          [79, 0.5],
          [76, 1],
          [77, 2],
          [74, 1],
          [77, 1],
          [81, 1],
          [86, 1],
          [84, 2],
          [79, 2],
          [76, 1],
          [79, 1],
          [84, 1],
          [88, 1],
          [86, 2],
          [83, 2],
        ),
        gain: 0.4,
      },
      { instrument: 'square', notes: arp(0, [48, 48, 55, 55, 53, 53, 55, 55], 1, 24, 0.5), gain: 0.3 },
    ],
    drums: { kick: 'x.......x.......', hat: '....x.......x...' },
  },
  'violin-raga': {
    bpm: 70,
    beats: 16,
    tracks: [
      { instrument: 'pad', notes: hold(0, [38, 45, 50], 15.5, 0.5), gain: 0.25 },
      {
        instrument: 'strings',
        notes: melody(0, [62, 2], [64, 1], [66, 1], [69, 3], [71, 1], [69, 2], [66, 1], [64, 1], [62, 4]),
        gain: 0.45,
      },
    ],
  },
  'film-cue': {
    bpm: 66,
    beats: 16,
    tracks: [
      {
        instrument: 'strings',
        notes: [...hold(0, [45, 52, 57, 60], 8, 0.5), ...hold(8, [41, 48, 57, 60, 65], 8, 0.55)],
        gain: 0.3,
      },
      {
        instrument: 'piano',
        notes: melody(2, [76, 1], [79, 1], [76, 2], [74, 2], [72, 1], [74, 1], [76, 6]),
        gain: 0.4,
      },
    ],
  },
  'late-night-loop': {
    bpm: 84,
    beats: 16,
    tracks: [
      {
        instrument: 'keys',
        notes: [...hold(0, chord(53, 4, 7, 11, 14), 7.5, 0.5), ...hold(8, chord(52, 3, 7, 10, 14), 7.5, 0.5)],
        gain: 0.35,
      },
    ],
    drums: { kick: 'x.....x...x.....', snare: '....x.......x...', hat: 'x.x.x.x.x.x.x.xx' },
  },
} as const satisfies Record<string, Piece>;

export type SoundName = keyof typeof SOUNDS;
