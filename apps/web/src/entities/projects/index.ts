/**
 * Projects as every feature reads them: the client view, the query keys, one file per call
 * (api/), and what a change heard in the project's room does to them (project-room.ts). The cache
 * limit (project-cache.ts) is installed by the app's QueryClient itself.
 */
export * from './api/add-comment';
export * from './api/create-project';
export * from './api/get-comments';
export * from './api/get-my-projects';
export * from './api/get-project';
export * from './api/get-projects';
export * from './api/get-user-projects';
export * from './api/join-project';
export * from './api/leave-project';
export * from './api/like-project';
export * from './api/remove-member';
export * from './api/set-member-role';
export * from './api/transfer-ownership';
export * from './api/update-project';
export { noteOwnChangeHeard, ownChangeHeardSince, ownChangesMark } from './own-changes';
export * from './project-keys';
export * from './project-model';
export { applyProjectChange, projectClosed, refreshProject } from './project-room';
export * from './projects-messages';
export { readAgain } from './read-again';
