import type { CallData, CallEndReason, CallSignal, ServerFrameOf } from '@create-together/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { RealtimeOutgoingFrame } from '../realtime/realtime-types';
import {
  type ActiveCall,
  CALL_MESSAGES,
  CALL_TIMER_TICK_MS,
  type Call,
  type CallPeer,
  type CallState,
  DISCONNECTED_END_MS,
  IDLE,
  INCOMING_AUTO_REJECT_MS,
  OUTGOING_RING_TIMEOUT_MS,
} from './call-types';
import type {
  CallConnectionState,
  CallProvider,
  CallProviderEvents,
  CallSession,
  LocalTracks,
} from './media/provider-types';
import type { CallSoundEffect } from './sounds';

export interface CallSounds {
  play(effect: CallSoundEffect): void;
  startRinging(): void;
  stopRinging(): void;
}

export interface CallControllerDeps {
  me: CallPeer;
  /** The socket; false when it is not open (the frame is then simply not sent, SPEC.md §7). */
  send(frame: RealtimeOutgoingFrame): boolean;
  /** The provider for the next call (WebRTC, or Agora when the server says so). */
  provider(): Promise<CallProvider>;
  /** Opens the microphone, and the camera for a video call; a device that fails is null. */
  openTracks(video: boolean): Promise<LocalTracks>;
  sounds: CallSounds;
  notify(message: string, tone: 'info' | 'warning' | 'error'): void;
  newCallId?: () => string;
}

type CallFrame = ServerFrameOf<'call_invite' | 'call_accept' | 'call_end'>;

const stopTracks = (tracks: LocalTracks) => {
  tracks.audio?.stop();
  tracks.video?.stop();
};

/**
 * One tab's calls (SPEC.md §4 "Call"): the state machine, its timers (30 s auto-reject, the 1 s
 * call timer), the call frames it sends, the sounds, and the media session of the active call.
 * Screens read `store` and call the actions; the realtime frames come in through `receive`.
 */
export class CallController {
  readonly store: StoreApi<CallState> = createStore<CallState>(() => IDLE);
  private readonly deps: CallControllerDeps;
  /** The call's one timer: auto-reject, the caller's ring timeout, or the disconnected grace. */
  private timeout: ReturnType<typeof setTimeout> | null = null;
  private ticker: ReturnType<typeof setInterval> | null = null;
  private session: CallSession | null = null;
  /** Tracks opened for the current call, not yet handed to a session. */
  private pendingTracks: LocalTracks | null = null;
  private signalHandler: ((signal: CallSignal) => void) | null = null;
  /** Signals that came before the session listened (the offer can beat the callee's microphone). */
  private earlySignals: CallSignal[] = [];

  constructor(deps: CallControllerDeps) {
    this.deps = deps;
  }

  get state(): CallState {
    return this.store.getState();
  }

  // ── Actions ──────────────────────────────────────────────────────────────────────────────

  /** Calls `peer` in their conversation with us; false when the call could not be placed. */
  async start(peer: CallPeer, conversationId: string, { video }: { video: boolean }): Promise<boolean> {
    if (this.state.status !== 'idle') return false;
    const callId = this.deps.newCallId?.() ?? crypto.randomUUID();
    const call: Call = {
      callId,
      channelName: conversationId,
      conversationId,
      isCaller: true,
      fromUserId: this.deps.me.userId,
      fromUsername: this.deps.me.username,
      callerUserId: this.deps.me.userId,
      peer,
      video,
    };
    this.set({ status: 'outgoing', call, preview: null });
    // The permission prompt comes before the other side rings.
    const tracks = await this.deps.openTracks(video);
    if (!this.isCurrent(callId, 'outgoing')) {
      stopTracks(tracks);
      return false;
    }
    this.pendingTracks = tracks;
    this.set({ status: 'outgoing', call, preview: tracks.video });
    if (!this.sendCall('call_invite', call, { video })) {
      this.clear();
      this.deps.notify(CALL_MESSAGES.offline, 'warning');
      return false;
    }
    this.arm(OUTGOING_RING_TIMEOUT_MS, () => this.finish('unanswered', CALL_MESSAGES.noAnswer));
    return true;
  }

  /** Incoming → active (SPEC.md §4). */
  accept(): void {
    const state = this.state;
    if (state.status !== 'incoming') return;
    this.deps.sounds.stopRinging();
    this.sendCall('call_accept', state.call, { callerUserId: state.call.callerUserId });
    this.activate(state.call);
  }

  /** Declines the incoming call. */
  reject(): void {
    const state = this.state;
    if (state.status !== 'incoming') return;
    this.sendCall('call_end', state.call, { reason: 'rejected' });
    this.deps.sounds.play('reject');
    this.clear();
  }

  /** Ends the outgoing or active call (or declines an incoming one). */
  hangUp() {
    if (this.state.status === 'incoming') return this.reject();
    this.finish('hangup');
  }

  async toggleMute(): Promise<void> {
    const active = this.active();
    if (!active || !this.session) return;
    const muted = !active.local.muted;
    this.patchLocal({ muted });
    try {
      await this.session.setMicrophone(!muted);
    } catch {
      this.patchLocal({ muted: true });
      this.deps.notify(CALL_MESSAGES.microphone, 'warning');
    }
  }

  async toggleVideo(): Promise<void> {
    const active = this.active();
    if (!active || !this.session) return;
    const video = !active.local.video;
    this.patchLocal({ video });
    // While sharing, the camera only matters for what ending the share restores.
    if (active.local.screen) return;
    try {
      await this.session.setCamera(video);
    } catch {
      this.patchLocal({ video: false });
      this.deps.notify(CALL_MESSAGES.camera, 'warning');
    }
  }

  async toggleScreenShare(): Promise<void> {
    const active = this.active();
    if (!active || !this.session) return;
    const screen = !active.local.screen;
    this.patchLocal({ screen });
    try {
      await this.session.setScreenShare(screen, active.local.video);
    } catch {
      this.patchLocal({ screen: false });
      if (screen) this.deps.notify(CALL_MESSAGES.screen, 'warning');
    }
  }

  /** Signed out, or the tab is closing: end whatever call there is. */
  dispose(): void {
    if (this.state.status === 'incoming') this.reject();
    else if (this.state.status !== 'idle') this.finish('hangup');
  }

  // ── Frames from the socket ───────────────────────────────────────────────────────────────

  receive(frame: CallFrame | ServerFrameOf<'call_signal'>) {
    switch (frame.type) {
      case 'call_invite':
        return this.onInvite(frame.data);
      case 'call_accept':
        return this.onAccept(frame.data);
      case 'call_end':
        return this.onEnd(frame.data);
      case 'call_signal':
        return this.onSignal(frame.data.callId, frame.data.fromUserId, frame.data.signal);
    }
  }

  private onInvite(data: CallFrame['data']): void {
    // Ignored while in a call (or ringing) and when it is our own (SPEC.md §4).
    if (this.state.status !== 'idle' || data.fromUserId === this.deps.me.userId) return;
    const call: Call = {
      callId: data.callId,
      channelName: data.channelName,
      conversationId: data.conversationId,
      isCaller: false,
      fromUserId: data.fromUserId,
      fromUsername: data.fromUsername,
      callerUserId: data.fromUserId,
      peer: { userId: data.fromUserId, username: data.fromUsername },
      video: data.video ?? false,
    };
    this.set({ status: 'incoming', call });
    this.deps.sounds.startRinging();
    this.arm(INCOMING_AUTO_REJECT_MS, () => {
      if (!this.isCurrent(call.callId, 'incoming')) return;
      this.sendCall('call_end', call, { reason: 'unanswered' });
      this.clear();
    });
  }

  private onAccept(data: CallFrame['data']): void {
    const state = this.state;
    if (state.status === 'outgoing' && state.call.callId === data.callId) {
      // Active for the caller when the acceptance names them as the caller.
      if (data.callerUserId === this.deps.me.userId) this.activate(state.call);
    } else if (
      state.status === 'incoming' &&
      state.call.callId === data.callId &&
      data.fromUserId === this.deps.me.userId
    ) {
      this.clear(); // answered in another tab of ours
    }
  }

  private onEnd(data: CallFrame['data']): void {
    const state = this.state;
    if (state.status === 'idle' || state.call.callId !== data.callId) return;
    const fromPeer = data.fromUserId === state.call.peer.userId;
    if (state.status === 'outgoing' && data.offline) {
      this.deps.sounds.play('end');
      this.deps.notify(CALL_MESSAGES.peerOffline(state.call.peer.username), 'info');
    } else if (state.status === 'outgoing' && fromPeer && data.reason === 'rejected') {
      this.deps.sounds.play('reject');
      this.deps.notify(CALL_MESSAGES.declined(state.call.peer.username), 'info');
    } else if (state.status === 'outgoing' && fromPeer && data.reason === 'unanswered') {
      this.deps.sounds.play('end');
      this.deps.notify(CALL_MESSAGES.noAnswer, 'info');
    } else if (state.status !== 'incoming' || fromPeer) {
      this.deps.sounds.play('end');
    }
    this.clear();
  }

  private onSignal(callId: string, fromUserId: string, signal: CallSignal): void {
    const active = this.active();
    if (!active || active.call.callId !== callId || active.call.peer.userId !== fromUserId) return;
    if (this.signalHandler) this.signalHandler(signal);
    else this.earlySignals.push(signal);
  }

  // ── The active call ──────────────────────────────────────────────────────────────────────

  private activate(call: Call): void {
    this.disarm();
    this.set({
      status: 'active',
      call,
      connection: 'connecting',
      duration: 0,
      local: { muted: false, video: call.video, screen: false },
      localVideo: null,
      remote: { audio: null, video: null },
      remoteMedia: { audio: true, video: call.video },
    });
    void this.join(call);
  }

  private async join(call: Call): Promise<void> {
    const stillHere = () => this.isCurrent(call.callId, 'active');
    let tracks = this.pendingTracks;
    this.pendingTracks = null;
    try {
      tracks ??= await this.deps.openTracks(call.video);
      if (!stillHere()) return stopTracks(tracks);
      if (!tracks.audio) this.deps.notify(CALL_MESSAGES.microphone, 'warning');
      if (call.video && !tracks.video) this.deps.notify(CALL_MESSAGES.camera, 'warning');
      this.patchLocal({ muted: !tracks.audio, video: Boolean(tracks.video) });
      const provider = await this.deps.provider();
      if (!stillHere()) return stopTracks(tracks);
      const session = await provider.join({
        callId: call.callId,
        channelName: call.channelName,
        meId: this.deps.me.userId,
        peerUserId: call.peer.userId,
        isCaller: call.isCaller,
        tracks,
        signalling: {
          send: (signal) =>
            this.deps.send({
              type: 'call_signal',
              data: {
                conversationId: call.conversationId,
                callId: call.callId,
                toUserId: call.peer.userId,
                signal,
              },
            }),
          onSignal: (handler) => {
            this.signalHandler = handler;
            for (const signal of this.earlySignals.splice(0)) handler(signal);
            return () => {
              if (this.signalHandler === handler) this.signalHandler = null;
            };
          },
        },
        events: this.providerEvents(call.callId),
      });
      if (!stillHere()) return void session.leave();
      this.session = session;
    } catch (error) {
      if (tracks) stopTracks(tracks);
      if (!stillHere()) return;
      // A failed token fetch or a failed join: disconnected (SPEC.md §8).
      this.deps.notify(error instanceof Error ? error.message : CALL_MESSAGES.lost, 'error');
      this.connectionChanged('disconnected');
    }
  }

  private providerEvents(callId: string): CallProviderEvents {
    const mine =
      <A extends unknown[]>(run: (...args: A) => void) =>
      (...args: A) => {
        if (this.isCurrent(callId, 'active')) run(...args);
      };
    return {
      connectionState: mine((state) => this.connectionChanged(state)),
      localVideo: mine((localVideo) => this.patchActive({ localVideo })),
      remoteTracks: mine((remote) => this.patchActive({ remote })),
      remoteMedia: mine((remoteMedia) => this.patchActive({ remoteMedia })),
      screenShareEnded: mine(() => {
        const active = this.active();
        if (!active?.local.screen) return;
        this.patchLocal({ screen: false });
        void this.session
          ?.setScreenShare(false, active.local.video)
          .catch(() => this.patchLocal({ video: false }));
      }),
    };
  }

  private connectionChanged(connection: CallConnectionState): void {
    const active = this.active();
    if (!active || active.connection === connection) return;
    this.patchActive({ connection });
    if (connection === 'connected') {
      this.disarm();
      if (this.ticker === null) {
        this.deps.sounds.play('connect');
        this.ticker = setInterval(() => {
          const now = this.active();
          if (now) this.patchActive({ duration: now.duration + 1 });
        }, CALL_TIMER_TICK_MS);
      }
    } else if (connection === 'disconnected') {
      this.arm(DISCONNECTED_END_MS, () => this.finish('lost', CALL_MESSAGES.lost));
    }
  }

  // ── Helpers ──────────────────────────────────────────────────────────────────────────────

  /** Ends our outgoing or active call: tells the other side, plays the end sound, clears. */
  private finish(reason: CallEndReason, message?: string): void {
    const state = this.state;
    if (state.status !== 'outgoing' && state.status !== 'active') return;
    this.sendCall('call_end', state.call, { reason });
    this.deps.sounds.play('end');
    if (message) this.deps.notify(message, reason === 'lost' ? 'warning' : 'info');
    this.clear();
  }

  /** Back to idle: timers, ringing, media and signalling of the last call all stop. */
  private clear(): void {
    this.disarm();
    if (this.ticker !== null) clearInterval(this.ticker);
    this.ticker = null;
    this.deps.sounds.stopRinging();
    if (this.pendingTracks) stopTracks(this.pendingTracks);
    this.pendingTracks = null;
    void this.session?.leave();
    this.session = null;
    this.signalHandler = null;
    this.earlySignals = [];
    this.set(IDLE);
  }

  private sendCall(
    type: 'call_invite' | 'call_accept' | 'call_end',
    call: Call,
    extra: Partial<CallData>,
  ): boolean {
    return this.deps.send({
      type,
      data: {
        conversationId: call.conversationId,
        callId: call.callId,
        channelName: call.channelName,
        fromUserId: this.deps.me.userId,
        fromUsername: this.deps.me.username,
        ...extra,
      },
    });
  }

  private arm(ms: number, run: () => void): void {
    this.disarm();
    this.timeout = setTimeout(() => {
      this.timeout = null;
      run();
    }, ms);
  }

  private disarm(): void {
    if (this.timeout !== null) clearTimeout(this.timeout);
    this.timeout = null;
  }

  private isCurrent(callId: string, status: CallState['status']): boolean {
    const state = this.state;
    return state.status !== 'idle' && state.status === status && state.call.callId === callId;
  }

  private active(): ActiveCall | null {
    const state = this.state;
    return state.status === 'active' ? state : null;
  }

  private set(state: CallState): void {
    this.store.setState(state, true);
  }

  private patchActive(patch: Partial<Omit<ActiveCall, 'status' | 'call'>>): void {
    const active = this.active();
    if (active) this.set({ ...active, ...patch });
  }

  private patchLocal(patch: Partial<ActiveCall['local']>): void {
    const active = this.active();
    if (active) this.set({ ...active, local: { ...active.local, ...patch } });
  }
}
