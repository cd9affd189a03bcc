import { z } from 'zod';
import { EpochSeconds } from './common';
import { AudioAnalysis, MusicalKey } from './media';
import { ProjectParams, ProjectPerson } from './projects';

// A project's song (docs/design/music-tracks.md §1): its tracks — stems that play together, each
// an audio file placed at a start offset, with a name, a role, a colour and the mix (gain, pan) —
// and its tempo. Owner and editors change it; everyone who sees the project hears it.

export const TRACKS_MAX = 64;
export const TAKES_MAX = 8;
/** A song may last 30 minutes: no track may end later. */
export const SONG_MAX_MS = 30 * 60_000;
export const TRACK_NAME_MAX = 80;
export const TRACK_ROLE_MAX = 40;
export const TRACK_GAIN_DB = { min: -60, max: 12 } as const;
export const TRACK_PAN = { min: -100, max: 100 } as const;
export const TEMPO_BPM = { min: 20, max: 300 } as const;
/** Colours a track may have, each readable on our dark surfaces: names, never a client's CSS. */
export const TRACK_COLOURS = [
  'red',
  'orange',
  'amber',
  'lime',
  'green',
  'teal',
  'cyan',
  'sky',
  'blue',
  'violet',
  'fuchsia',
  'rose',
] as const;
export const TrackColour = z.enum(TRACK_COLOURS, { error: 'colour must be one of the track colours.' });
export type TrackColour = z.infer<typeof TrackColour>;

const trackName = z
  .string()
  .trim()
  .min(1, 'Track name cannot be empty.')
  .max(TRACK_NAME_MAX, `Track name must be at most ${TRACK_NAME_MAX} characters.`);
const trackRole = z.string().trim().max(TRACK_ROLE_MAX, `Role must be at most ${TRACK_ROLE_MAX} characters.`);
const startOffsetMs = z
  .number({ error: 'startOffsetMs must be a number of milliseconds.' })
  .int('startOffsetMs must be whole milliseconds.')
  .min(0, 'startOffsetMs cannot be negative.')
  .max(SONG_MAX_MS, 'A track must start within the first 30 minutes.');
const gainDb = z
  .number({ error: 'gainDb must be a number.' })
  .min(TRACK_GAIN_DB.min, 'gainDb must be at least -60.')
  .max(TRACK_GAIN_DB.max, 'gainDb must be at most 12.')
  .transform((db) => Math.round(db * 10) / 10);
const pan = z
  .number({ error: 'pan must be a number.' })
  .int('pan must be a whole number.')
  .min(TRACK_PAN.min, 'pan must be at least -100.')
  .max(TRACK_PAN.max, 'pan must be at most 100.');

/** A track's file as the mixer needs it; null when its owner deleted it (the track plays silence). */
export const TrackFile = z.object({
  mediaId: z.string(),
  /** `/media/{id}.{ext}`: streamed with range requests. */
  url: z.string(),
  /** `/media/{id}.peaks` (audiowaveform .dat v2, 200 min/max pairs a second); null until computed, or for AAC. */
  peaksUrl: z.string().nullable(),
  mimeType: z.string(),
  title: z.string(),
  ownerUserId: z.string(),
  /** What the server heard in it (tempo, key, loudness…); null until analysed. */
  analysis: AudioAnalysis.nullable(),
});
export type TrackFile = z.infer<typeof TrackFile>;

export const Track = z.object({
  id: z.string(),
  /** 0, 1, 2… top to bottom. */
  position: z.number().int().nonnegative(),
  name: z.string(),
  role: z.string(),
  colour: TrackColour,
  /** Where the file's first sample sounds in the song. */
  startOffsetMs: z.number().int().nonnegative(),
  /** The file's length when placed. */
  durationMs: z.number().int().positive(),
  gainDb: z.number(),
  pan: z.number().int(),
  file: TrackFile.nullable(),
  addedBy: ProjectPerson.nullable(),
  /** The merged contribution whose take brought the current file. */
  contributionId: z.string().nullable(),
  updatedAt: EpochSeconds,
});
export type Track = z.infer<typeof Track>;

export const Song = z.object({
  /** One more with every change; a screen ignores what is older than what it shows. */
  rev: z.number().int().nonnegative(),
  tempoBpm: z.number().nullable(),
  beatsPerBar: z.number().int(),
  /** The song's key ("A minor"), named by its owner or an editor; null when not said. */
  key: MusicalKey.nullable(),
  /** The end of the last sound: max(startOffsetMs + durationMs), 0 without tracks. */
  lengthMs: z.number().int().nonnegative(),
  tracks: z.array(Track),
});
export type Song = z.infer<typeof Song>;

/** GET /api/projects/{id}/song and the answer of every change of it. */
export const SongAnswer = z.object({ success: z.literal(true), song: Song });
export type SongAnswer = z.infer<typeof SongAnswer>;

/** POST /api/projects/{id}/tracks */
export const AddTrackBody = z.object({
  /** The actor's own audio, or audio already in this project. */
  mediaId: z.string().max(100),
  name: trackName.optional(),
  role: trackRole.default(''),
  colour: TrackColour.optional(),
  startOffsetMs: startOffsetMs.default(0),
  gainDb: gainDb.default(0),
  pan: pan.default(0),
});
export type AddTrackBody = z.infer<typeof AddTrackBody>;

/** PATCH /api/projects/{id}/tracks/{trackId}: only what is sent changes; `mediaId` replaces the file. */
export const UpdateTrackBody = z
  .object({
    name: trackName,
    role: trackRole,
    colour: TrackColour,
    startOffsetMs,
    gainDb,
    pan,
    mediaId: z.string().max(100),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Send at least one field to change.' });
export type UpdateTrackBody = z.infer<typeof UpdateTrackBody>;

/** PUT /api/projects/{id}/tracks/order: every track, once, top to bottom. */
export const TrackOrderBody = z.object({
  trackIds: z.array(z.string().max(100)).max(TRACKS_MAX),
  /** `song.rev` this order was made from: a newer song is 409. */
  baseRev: z.number().int().nonnegative(),
});
export type TrackOrderBody = z.infer<typeof TrackOrderBody>;

/** PATCH /api/projects/{id}/song */
export const SongSettingsBody = z
  .object({
    tempoBpm: z
      .number({ error: 'Tempo must be a number of beats per minute.' })
      .min(TEMPO_BPM.min, 'Tempo must be at least 20 bpm.')
      .max(TEMPO_BPM.max, 'Tempo must be at most 300 bpm.')
      .transform((bpm) => Math.round(bpm * 100) / 100)
      .nullable(),
    beatsPerBar: z
      .number({ error: 'beatsPerBar must be a number.' })
      .int('beatsPerBar must be a whole number.')
      .min(1, 'A bar has at least 1 beat.')
      .max(16, 'A bar has at most 16 beats.'),
    key: MusicalKey.nullable(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Send at least one field to change.' });
export type SongSettingsBody = z.infer<typeof SongSettingsBody>;

export const TrackParams = ProjectParams.extend({ trackId: z.string().max(100) });
export type TrackParams = z.infer<typeof TrackParams>;

/** A take a proposal carries (docs/design/music-tracks.md §1.5): a new track, or a new file for one. */
export const TakeBody = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('add'),
      /** The proposer's own audio, or audio already in the project. */
      mediaId: z.string().max(100),
      name: trackName.optional(),
      role: trackRole.default(''),
      colour: TrackColour.optional(),
      startOffsetMs: startOffsetMs.default(0),
      gainDb: gainDb.default(0),
      pan: pan.default(0),
    }),
    z.object({
      kind: z.literal('replace'),
      /** The track it gives a new file; the track keeps its name, role, colour and mix. */
      replacesTrackId: z.string().max(100),
      mediaId: z.string().max(100),
      startOffsetMs: startOffsetMs.default(0),
    }),
  ],
  { error: 'Each take is kind add or replace.' },
);
export type TakeBody = z.infer<typeof TakeBody>;

/** A contribution's takes: at most 8, each track replaced by one of them at most. */
export const TakesBody = z
  .array(TakeBody)
  .max(TAKES_MAX, `At most ${TAKES_MAX} takes per contribution.`)
  .refine(
    (takes) => {
      const replaced = takes.flatMap((take) => (take.kind === 'replace' ? [take.replacesTrackId] : []));
      return new Set(replaced).size === replaced.length;
    },
    { message: 'Each track can be replaced by one take only.' },
  );

/** A proposed take as everyone in the room sees it. */
export const Take = z.object({
  id: z.string(),
  kind: z.enum(['add', 'replace']),
  /** replace: the track it gives a new file, its name when proposed, and whether it is still in the song. */
  replaces: z.object({ trackId: z.string(), name: z.string(), stillThere: z.boolean() }).nullable(),
  name: z.string(),
  role: z.string(),
  colour: TrackColour,
  startOffsetMs: z.number().int().nonnegative(),
  durationMs: z.number().int().positive(),
  gainDb: z.number(),
  pan: z.number().int(),
  /** Null once its owner deleted the file: the take cannot be merged then. */
  file: TrackFile.nullable(),
});
export type Take = z.infer<typeof Take>;

/** How a song changed between two of its states (since a contribution was proposed; between versions). */
export const SongChange = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('added'), trackId: z.string(), name: z.string() }),
  z.object({ kind: z.literal('removed'), trackId: z.string(), name: z.string() }),
  /** A new file for the track. */
  z.object({ kind: z.literal('replaced'), trackId: z.string(), name: z.string() }),
  z.object({
    kind: z.literal('retimed'),
    trackId: z.string(),
    name: z.string(),
    fromMs: z.number(),
    toMs: z.number(),
  }),
  z.object({ kind: z.literal('renamed'), trackId: z.string(), from: z.string(), to: z.string() }),
  /** Its gain or pan. */
  z.object({ kind: z.literal('mix'), trackId: z.string(), name: z.string() }),
  z.object({ kind: z.literal('reordered') }),
  z.object({ kind: z.literal('tempo'), from: z.number().nullable(), to: z.number().nullable() }),
  z.object({ kind: z.literal('key'), from: MusicalKey.nullable(), to: MusicalKey.nullable() }),
]);
export type SongChange = z.infer<typeof SongChange>;

/**
 * The song a contribution with takes was proposed against: its revision, whether the song moved on
 * since (`behind`), and how (oldest first).
 */
export const ContributionSong = z.object({
  rev: z.number().int().nonnegative(),
  behind: z.boolean(),
  changes: z.array(SongChange),
});
export type ContributionSong = z.infer<typeof ContributionSong>;
