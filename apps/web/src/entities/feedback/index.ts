/**
 * Beta testing's data (the server's `modules/feedback`): your feedback, sending more, and whether
 * you try features still in beta — the query keys and one file per call (api/) with its hook.
 */
export * from './api/get-beta-opt-in';
export * from './api/get-feedback';
export * from './api/set-beta-opt-in';
export * from './api/submit-feedback';
export * from './feedback-keys';
