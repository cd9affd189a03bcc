import { SONG_MAX_MS } from '@create-together/contract';
import type { Executor } from '../../db/client';
import { badRequest, forbidden } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { MEDIA_NOT_USABLE, NO_DURATION, NOT_AUDIO, SONG_TOO_LONG } from './constants';
import { songsRepository } from './repository';

/** Where a file placed in a song asks for its peaks first, when they are not computed yet. */
export interface PeaksPriority {
  prioritise(mediaId: string): void;
}

/** An audio file the actor may place in the song: its id, length and the name a new track takes from it. */
export interface UsableAudio {
  mediaId: string;
  durationMs: number;
  /** The file's title, or its original name without the extension. */
  defaultName: string;
}

const notUsable = () => forbidden(MEDIA_NOT_USABLE, 'MEDIA_NOT_USABLE');

/** "bass take 2.wav" → "bass take 2"; never empty, never longer than a track's name may be. */
function nameOf(title: string, originalName: string): string {
  const name = title.trim() || originalName.replace(/\.[^.]{1,10}$/, '').trim() || 'Track';
  return Array.from(name).slice(0, 80).join('');
}

/**
 * The file, when the actor may use it in this project's song (docs/design/music-tracks.md §1.4):
 * their own, or one the project was given already. Anything else — someone else's file, private or
 * public, an unknown id, not an id — is the same 403, so an id's existence never leaks. Using it
 * grants it to the project in the caller's transaction.
 */
export async function requireUsableAudio(
  tx: Executor,
  projectId: string,
  actorId: string,
  mediaId: string,
): Promise<UsableAudio> {
  if (!isUuid(mediaId)) throw notUsable();
  const songs = songsRepository(tx);
  const facts = await songs.audioFacts(projectId, mediaId);
  if (!facts || (facts.ownerUserId !== actorId && !facts.granted)) throw notUsable();
  if (facts.kind !== 'audio') throw badRequest(NOT_AUDIO, 'NOT_AUDIO');
  if (facts.durationSeconds === null || facts.durationSeconds <= 0)
    throw badRequest(NO_DURATION, 'NO_DURATION');
  const durationMs = Math.max(1, Math.round(facts.durationSeconds * 1000));
  if (durationMs > SONG_MAX_MS) throw badRequest(SONG_TOO_LONG, 'SONG_TOO_LONG');
  if (!facts.granted) await songs.grant(projectId, [mediaId], actorId);
  return { mediaId, durationMs, defaultName: nameOf(facts.title, facts.originalName) };
}
