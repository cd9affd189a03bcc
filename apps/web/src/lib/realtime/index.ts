/**
 * The live connection's client (SPEC.md §4 "Realtime connection", API.md "Realtime socket"): one
 * authenticated WebSocket per signed-in tab, its status, reconnects and frames, the conversations
 * it is subscribed to and the project rooms it is in (`project-rooms.ts`: held by count, joined
 * again after every reconnect, with who is here and what this tab is doing there), with no
 * framework. React holds it through `@/hooks/realtime` (`RealtimeProvider` and the hooks that read it).
 */
// The connection's code is loaded when someone signs in (hooks/realtime/realtime-provider.tsx);
// tests make one from './connection'.
export type { RealtimeConnection } from './connection';
export * from './realtime-types';
