/**
 * Contributions as every feature reads them (the server's `modules/contributions`): the client
 * view, the query keys, one file per call (api/) with its hook, the cache patches a proposal,
 * a vote, a merge or a saved main content makes (workspace-cache.ts), and a project's room kept
 * live on the screens that show it (use-project-live.ts, with contribution-room.ts).
 */
export * from './api/get-contributions';
export * from './api/get-credits';
export * from './api/get-merged-contributions';
export * from './api/merge-contribution';
export * from './api/propose-contribution';
export * from './api/revise-contribution';
export * from './api/vote-on-contribution';
export * from './contribution-keys';
export * from './contribution-messages';
export * from './contribution-model';
export * from './use-project-live';
export * from './workspace-cache';
