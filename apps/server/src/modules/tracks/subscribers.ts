import type { EventHub } from '../../events/event-hub';
import { songsRepository } from './repository';

/**
 * What the song's changes make the project's room hear, once committed: a fader's values as they
 * are (every mixer follows without a read), anything else as "read the song again at `rev`".
 */
export function tracksSubscribers(events: EventHub): void {
  // A file of the song was deleted by its owner: its tracks keep their place, silent, and the song
  // moves on a revision (a contribution made before it is now behind), in the deletion's transaction.
  // Nobody in the band acted: no version.
  events.onInTransaction('MediaDeleted', async ({ ownerId, songProjectIds }, { tx, outbox }) => {
    for (const projectId of songProjectIds) {
      const rev = await songsRepository(tx).bumpIfAny(projectId);
      if (rev !== null)
        outbox.emit('SongChanged', {
          projectId,
          userId: ownerId,
          rev,
          change: 'file_deleted',
          trackId: null,
          mix: null,
        });
    }
  });

  // A queue session's project: its song starts at the team's tempo and in its key (no version: the
  // project was just made, and nobody changed its song).
  events.onInTransaction('QueueMatched', async ({ projectId, tempoBpm, key }, { tx }) => {
    await songsRepository(tx).start(projectId, { tempoBpm, key });
  });

  events.onCommitted('SongChanged', ({ projectId, userId, rev, change, trackId, mix }, { toRoom }) => {
    const at = Date.now();
    if (mix && trackId) {
      toRoom(projectId, {
        type: 'room_change',
        projectId,
        change: { type: 'track_mix', userId, rev, trackId, gainDb: mix.gainDb, pan: mix.pan },
        at,
      });
      return;
    }
    toRoom(projectId, {
      type: 'room_change',
      projectId,
      change: { type: 'song_changed', userId, rev, change, trackId },
      at,
    });
  });

  // New peaks for a file: the rooms of the songs playing it redraw its lane (no revision of theirs changed).
  events.onCommitted('MediaPeaksReady', ({ songs }, { toRoom }) => {
    for (const { projectId, rev } of songs) {
      toRoom(projectId, {
        type: 'room_change',
        projectId,
        change: { type: 'song_changed', userId: '', rev, change: 'peaks_ready', trackId: null },
        at: Date.now(),
      });
    }
  });
}
