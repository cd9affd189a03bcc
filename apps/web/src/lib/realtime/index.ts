/**
 * The live connection's client (SPEC.md §4 "Realtime connection", API.md "Realtime socket"): one
 * authenticated WebSocket per signed-in tab, its status, reconnects and frames, with no framework.
 * React holds it through `@/hooks/realtime` (`RealtimeProvider` and the hooks that read it).
 */
// The connection's code is loaded when someone signs in (hooks/realtime/realtime-provider.tsx);
// tests make one from './connection'.
export type { RealtimeConnection } from './connection';
export * from './realtime-types';
