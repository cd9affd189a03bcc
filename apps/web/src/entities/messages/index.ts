/**
 * Conversations and their messages as every feature reads them: the client view, the query keys,
 * one file per call (api/), the cache merges, and the live updates.
 */
export * from './api/change-members';
export * from './api/change-message';
export * from './api/create-group';
export * from './api/get-conversation';
export * from './api/get-conversations';
export * from './api/get-messages';
export * from './api/mark-conversation-read';
export * from './api/open-conversation';
export * from './api/open-subject-chat';
export * from './api/send-message';
export * from './conversation-cache';
export * from './history-cache';
export * from './message-keys';
export * from './messages-feedback';
export * from './messages-model';
export * from './read-markers';
export * from './use-conversations-live';
