/**
 * Projects as every feature reads them: the client view, the query keys, and one file per call
 * (api/). The cache limit (project-cache.ts) is installed by the app's QueryClient itself.
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
export * from './api/update-project';
export * from './project-keys';
export * from './project-model';
export * from './projects-messages';
