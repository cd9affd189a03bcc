/** Direct messages as every feature reads them: the client view, the query keys, one file per call (api/). */
export * from './api/get-conversation';
export * from './api/get-conversations';
export * from './api/get-messages';
export * from './api/mark-conversation-read';
export * from './api/open-conversation';
export * from './api/send-message';
export * from './history-cache';
export * from './message-keys';
export * from './messages-model';
