/**
 * A project's versions (the server's `modules/documents` versions): the client view, the query
 * keys, one file per call (api/) — the list, one version with its text, a restore — and the list
 * kept live while the history is open (use-versions-live.ts). Loaded with the history panel only.
 */
export * from './api/get-version';
export * from './api/list-versions';
export * from './api/restore-version';
export * from './use-versions-live';
export * from './version-keys';
export * from './version-model';
export * from './versions-messages';
