import type { TrackColour } from '@create-together/contract';
import { projectMedia, projectSongs, projectTracks } from '../db/schema';
import type { DemoContext, DemoWorld } from './context';
import { type Piece, renderWav } from './media-audio';
import type { CreatorKey } from './world/creators';
import { SOUNDS } from './world/sounds';

/** A stem of a demo song: one part of a piece, rendered alone, uploaded by the member who played it. */
interface DemoStem {
  by: CreatorKey;
  name: string;
  role: string;
  colour: TrackColour;
  piece: Piece;
  gainDb: number;
  pan: number;
  daysAgo: number;
}

const tram = SOUNDS['midnight-tram-demo'];
const [keys, bass] = tram.tracks;

/** Midnight Tram's song: the demo split into its parts, as the band would have recorded them. */
const MIDNIGHT_TRAM: { project: string; stems: DemoStem[] } = {
  project: 'midnight-tram',
  stems: [
    {
      by: 'maya',
      name: 'Rhodes',
      role: 'Keys',
      colour: 'amber',
      piece: { bpm: tram.bpm, beats: tram.beats, tracks: keys ? [keys] : [] },
      gainDb: -2,
      pan: -15,
      daysAgo: 35,
    },
    {
      by: 'ines',
      name: 'Bass',
      role: 'Bass',
      colour: 'violet',
      piece: { bpm: tram.bpm, beats: tram.beats, tracks: bass ? [bass] : [] },
      gainDb: 0,
      pan: 0,
      daysAgo: 26,
    },
    {
      by: 'amara',
      name: 'Drums',
      role: 'Drums',
      colour: 'sky',
      piece: { bpm: tram.bpm, beats: tram.beats, tracks: [], drums: tram.drums },
      gainDb: -1.5,
      pan: 5,
      daysAgo: 20,
    },
  ],
};

/**
 * The demo's song: a music project whose workspace plays its stems together (docs/design/
 * music-tracks.md), each a file of the member who played it, private, heard by the band through
 * the project.
 */
export async function insertSongs(ctx: DemoContext, world: DemoWorld): Promise<void> {
  const { tx, time, random, files } = ctx;
  const projectId = world.projects[MIDNIGHT_TRAM.project];
  if (!projectId) throw new Error(`Demo data: no project ${MIDNIGHT_TRAM.project} for its song.`);
  const stems = MIDNIGHT_TRAM.stems;
  await tx.insert(projectSongs).values({ projectId, rev: stems.length, tempoBpm: tram.bpm, beatsPerBar: 4 });
  for (const [position, stem] of stems.entries()) {
    const ownerId = world.users[stem.by];
    const at = time.daysAgo(stem.daysAgo);
    const file = await files.store(tx, ownerId, {
      bytes: renderWav(stem.piece, random.fork(`stem:${stem.name}`)),
      originalName: `${stem.name.toLowerCase()}.wav`,
      title: `Midnight Tram — ${stem.name}`,
      uploadedAt: at,
    });
    const durationMs = Math.round((file.row.durationSeconds ?? 0) * 1000);
    await tx.insert(projectMedia).values({ projectId, mediaId: file.row.id, addedBy: ownerId, addedAt: at });
    await tx.insert(projectTracks).values({
      projectId,
      mediaId: file.row.id,
      position,
      name: stem.name,
      role: stem.role,
      colour: stem.colour,
      startOffsetMs: 0,
      durationMs,
      gainDb: stem.gainDb,
      pan: stem.pan,
      addedBy: ownerId,
      createdAt: at,
      updatedAt: at,
    });
  }
}
