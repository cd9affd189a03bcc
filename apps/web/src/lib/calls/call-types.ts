import type { CallMediaSignal } from '@create-together/contract';
import type { CallConnectionState, RemoteTracks } from './media/provider-types';

// SPEC.md §9 "Calls".
export const INCOMING_AUTO_REJECT_MS = 30_000;
export const CALL_TIMER_TICK_MS = 1_000;
/** Ours: the caller stops ringing a little after the callee's auto-reject would have ended it. */
export const OUTGOING_RING_TIMEOUT_MS = 35_000;
/** Ours: a disconnected call is shown as such this long, then ended. */
export const DISCONNECTED_END_MS = 4_000;

export const CALL_MESSAGES = {
  offline: 'You are offline: the call could not be placed.',
  noAnswer: 'No answer.',
  declined: (name: string) => `${name} declined the call.`,
  /** The server's answer when no tab of theirs was open: nothing rang, they get a missed call. */
  peerOffline: (name: string) => `${name} is offline — they will see a missed call`,
  lost: 'The call was disconnected.',
  microphone: 'Your microphone could not be opened: the call continues without it.',
  camera: 'The camera could not be started.',
  screen: 'Screen sharing did not start.',
} as const;

/** SPEC.md §3 "Call", and ours: who the other person is, and whether it began as a video call. */
export interface Call {
  callId: string;
  channelName: string;
  conversationId: string;
  isCaller: boolean;
  fromUserId: string;
  fromUsername: string;
  callerUserId: string;
  peer: CallPeer;
  video: boolean;
}

export interface CallPeer {
  userId: string;
  username: string;
}

/** What this side sends. */
export interface LocalMedia {
  muted: boolean;
  video: boolean;
  screen: boolean;
}

/**
 * SPEC.md §4 "Call": idle → incoming (an invite) → active (Accept), and for the caller idle →
 * outgoing (ours: ringing the other side) → active (their acceptance names us as the caller).
 */
export type CallState =
  | { status: 'idle' }
  /** `preview`: our camera while it rings, for a video call. */
  | { status: 'outgoing'; call: Call; preview: MediaStreamTrack | null }
  | { status: 'incoming'; call: Call }
  | {
      status: 'active';
      call: Call;
      connection: CallConnectionState;
      /** Whole seconds since the call first connected (0 before). */
      duration: number;
      local: LocalMedia;
      localVideo: MediaStreamTrack | null;
      remote: RemoteTracks;
      /** What the other side says it sends; assumed on until it says otherwise. */
      remoteMedia: Omit<CallMediaSignal, 'type'>;
    };

export type ActiveCall = Extract<CallState, { status: 'active' }>;
export const IDLE: CallState = { status: 'idle' };
