import type { EventHub } from '../../events/event-hub';

/**
 * What the song's changes make the project's room hear, once committed: a fader's values as they
 * are (every mixer follows without a read), anything else as "read the song again at `rev`".
 */
export function tracksSubscribers(events: EventHub): void {
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
}
