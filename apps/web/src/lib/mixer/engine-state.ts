/**
 * The mixer engine's states (docs/design/music-tracks.md §6.2 "States"), as a union and one pure
 * transition function: `idle` → `opening` (inputs, worklet) → `ready` → `priming` → `playing` ⇄
 * `paused`; `priming` again on a seek, loop change or voice change while playing; `failed` when
 * the browser cannot mix at all. A file that cannot be decoded fails its voice only: the lane
 * says so, the others play. The screen reads the state with `useSyncExternalStore`, so an event
 * that changes nothing answers the very same object.
 */

/** `unsupported`: no Web Audio or AudioWorklet; `load-failed`: the worklet or the worker did not load (open again to retry). */
export type EngineFailure = 'unsupported' | 'load-failed';

interface Open {
  /** Voices (track or take ids) whose file could not be played: their lanes say so. */
  failedVoices: readonly string[];
}

/** Where the playhead is, in song seconds. */
interface Placed extends Open {
  position: number;
}

export type EngineState =
  | { status: 'idle' }
  | ({ status: 'opening' } & Open)
  | ({ status: 'ready' } & Placed)
  /** Waiting for the voices' first blocks after Play, a seek, a loop or voice change. */
  | ({ status: 'priming' } & Placed)
  | ({ status: 'playing' } & Placed)
  | ({ status: 'paused' } & Placed)
  | { status: 'failed'; reason: EngineFailure };

export type EngineEvent =
  | { type: 'open' }
  | { type: 'opened' }
  | { type: 'fail'; reason: EngineFailure }
  | { type: 'play' }
  /** Every voice primed, or the wait after a seek is over: `start` was sent. */
  | { type: 'primed' }
  | { type: 'pause' }
  /** Dragging the playhead decodes nothing: this comes on release. */
  | { type: 'seek'; position: number }
  /** The loop changed: while playing, the window is laid again. */
  | { type: 'loopChanged' }
  | { type: 'voicesChanged'; voiceIds: readonly string[] }
  /** The worklet's position report. */
  | { type: 'tick'; position: number }
  /** The song ended (no loop): paused there. */
  | { type: 'ended'; position: number }
  | { type: 'voiceFailed'; voiceId: string }
  | { type: 'close' };

export const IDLE: EngineState = { status: 'idle' };

/** The state after `event`; the same object when the event means nothing in this state. */
export function nextEngineState(state: EngineState, event: EngineEvent): EngineState {
  if (event.type === 'close') return state.status === 'idle' ? state : IDLE;
  if (event.type === 'fail') return { status: 'failed', reason: event.reason };
  switch (state.status) {
    case 'idle':
    case 'failed':
      return event.type === 'open' ? { status: 'opening', failedVoices: [] } : state;
    case 'opening':
      if (event.type === 'opened') return { status: 'ready', position: 0, failedVoices: state.failedVoices };
      return withVoices(state, event);
    case 'ready':
    case 'paused':
      if (event.type === 'play') return { ...state, status: 'priming' };
      if (event.type === 'seek') return { ...state, position: event.position };
      return withVoices(state, event);
    case 'priming':
      if (event.type === 'primed') return { ...state, status: 'playing' };
      if (event.type === 'pause') return { ...state, status: 'paused' };
      if (event.type === 'seek') return { ...state, position: event.position };
      return withVoices(state, event);
    case 'playing':
      if (event.type === 'pause') return { ...state, status: 'paused' };
      if (event.type === 'seek') return { ...state, status: 'priming', position: event.position };
      if (event.type === 'loopChanged') return { ...state, status: 'priming' };
      if (event.type === 'tick')
        return event.position === state.position ? state : { ...state, position: event.position };
      if (event.type === 'ended') return { ...state, status: 'paused', position: event.position };
      if (event.type === 'voicesChanged') return { ...withVoices(state, event), status: 'priming' };
      return withVoices(state, event);
  }
}

/** Voice failures, in any state that has voices; a changed voice set forgets the voices that left. */
function withVoices<S extends EngineState & Open>(state: S, event: EngineEvent): S {
  if (event.type === 'voiceFailed') {
    return state.failedVoices.includes(event.voiceId)
      ? state
      : { ...state, failedVoices: [...state.failedVoices, event.voiceId] };
  }
  if (event.type === 'voicesChanged') {
    const kept = state.failedVoices.filter((id) => event.voiceIds.includes(id));
    return kept.length === state.failedVoices.length ? state : { ...state, failedVoices: kept };
  }
  return state;
}
