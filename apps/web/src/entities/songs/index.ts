/**
 * A project's song as every feature reads it (the server's `modules/tracks`): its tracks, their
 * mix and its tempo, as the contract's `Song`; the query keys; one file per call (api/) with its
 * hook, each putting the answered song in the cache whole (song-cache.ts: an answer older than
 * the song shown is ignored); a fader's moves sent as the pointer moves (use-track-mix.ts); and
 * what a change heard in the project's room does to the song (song-room.ts, used by
 * `useProjectLive`).
 */
export * from './api/add-track';
export * from './api/get-song';
export * from './api/remove-track';
export * from './api/reorder-tracks';
export * from './api/update-song';
export * from './api/update-track';
export { MIX_SEND_EVERY_MS, MIX_SEND_QUIET_MS } from './mix-sender';
export * from './song-keys';
export * from './song-model';
export { applySongChange, refreshSong } from './song-room';
export * from './songs-messages';
export * from './use-track-mix';
