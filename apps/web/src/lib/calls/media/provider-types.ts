import type { CallMediaSignal, CallSignal } from '@create-together/contract';

/** SPEC.md §4 "Call": where the media connection of an active call stands. */
export type CallConnectionState = 'connecting' | 'connected' | 'disconnected' | 'reconnecting';

/** The other person's tracks as they arrive (null: none of that kind yet, or it went away). */
export interface RemoteTracks {
  audio: MediaStreamTrack | null;
  video: MediaStreamTrack | null;
}

export interface LocalTracks {
  audio: MediaStreamTrack | null;
  video: MediaStreamTrack | null;
}

/** What a provider reports while a call is joined. Every callback may be called any number of times. */
export interface CallProviderEvents {
  connectionState(state: CallConnectionState): void;
  /** The track to show in the local tile: the camera, the shared screen, or null. */
  localVideo(track: MediaStreamTrack | null): void;
  remoteTracks(tracks: RemoteTracks): void;
  /** What the other side says it is sending (its microphone muted, its camera off). */
  remoteMedia(state: Omit<CallMediaSignal, 'type'>): void;
  /** The browser's own "Stop sharing" control ended the screen share. */
  screenShareEnded(): void;
}

/** The socket path for WebRTC negotiation with the other participant (call_signal frames). */
export interface CallSignalling {
  /** False when the socket is not open: the signal is dropped, as every call frame then is. */
  send(signal: CallSignal): boolean;
  /** Signals from the other participant of this call; returns the unsubscribe. */
  onSignal(handler: (signal: CallSignal) => void): () => void;
}

export interface JoinOptions {
  callId: string;
  /** The call's channel: its conversation's id (SPEC.md §7 /api/agora/token). */
  channelName: string;
  meId: string;
  peerUserId: string;
  /** The caller starts the WebRTC negotiation; the callee answers. */
  isCaller: boolean;
  /**
   * The microphone and camera tracks to send from the start, opened beforehand (the caller opens
   * them before ringing, so the permission prompt comes first). The session owns them from now:
   * `leave` stops them. Null: none of that kind (an audio call, or the device failed).
   */
  tracks: LocalTracks;
  signalling: CallSignalling;
  events: CallProviderEvents;
}

/**
 * One joined call. The toggles reject when the device cannot start (no camera, share refused);
 * the caller then turns its toggle off (SPEC.md §4).
 */
export interface CallSession {
  setMicrophone(enabled: boolean): Promise<void>;
  setCamera(enabled: boolean): Promise<void>;
  /** Off restores the camera if `cameraOn`, else sends no video. */
  setScreenShare(enabled: boolean, cameraOn: boolean): Promise<void>;
  /** Stops every local track and closes the connection; safe to call twice. */
  leave(): Promise<void>;
}

/**
 * A way to carry a call's media: browser-to-browser WebRTC (built in) or Agora (when the server
 * is configured for it). `join` rejects when the call cannot be joined (a failed token fetch, a
 * refused join): the call's connection state is then `disconnected`.
 */
export interface CallProvider {
  readonly name: 'webrtc' | 'agora';
  join(options: JoinOptions): Promise<CallSession>;
}
