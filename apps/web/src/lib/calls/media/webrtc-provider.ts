import type { CallSignal } from '@create-together/contract';
import { openCamera, openMicrophone, openScreen } from './devices';
import type { CallProvider, CallSession, JoinOptions, LocalTracks } from './provider-types';

/** Ours: how long a connection may take to come up, or to come back after it drops, before the call is lost. */
export const CONNECT_TIMEOUT_MS = 20_000;
/** Ours: a dropped connection gets this long to recover by itself before the caller restarts ICE. */
export const ICE_RESTART_DELAY_MS = 1_500;

/** Our video codec (SPEC.md §9: vp8) first, the rest after, as the browser listed them. */
export function preferVp8(codecs: RTCRtpCodec[]): RTCRtpCodec[] {
  const isVp8 = (codec: RTCRtpCodec) => codec.mimeType.toLowerCase() === 'video/vp8';
  return [...codecs.filter(isVp8), ...codecs.filter((codec) => !isVp8(codec))];
}

function preferVp8On(transceiver: RTCRtpTransceiver): void {
  const codecs = RTCRtpReceiver.getCapabilities?.('video')?.codecs;
  if (codecs && typeof transceiver.setCodecPreferences === 'function') {
    transceiver.setCodecPreferences(preferVp8(codecs));
  }
}

/**
 * Browser-to-browser calls (DESIGN.md "A call"): one RTCPeerConnection, negotiated through
 * call_signal frames on our socket. The caller offers and the callee answers; each side always has
 * one audio and one video transceiver, so turning the camera on, sharing the screen or muting is a
 * `replaceTrack`, never a renegotiation. When the connection drops, the caller restarts ICE and
 * both sides show "reconnecting" until it is back or CONNECT_TIMEOUT_MS have passed.
 */
export function webrtcProvider(iceServers: RTCIceServer[] = []): CallProvider {
  return {
    name: 'webrtc',
    join: async (options) => new WebRtcCall(options, iceServers),
  };
}

class WebRtcCall implements CallSession {
  private readonly pc: RTCPeerConnection;
  private readonly options: JoinOptions;
  private readonly tracks: LocalTracks;
  private screen: MediaStreamTrack | null = null;
  private audioTransceiver: RTCRtpTransceiver | null = null;
  private videoTransceiver: RTCRtpTransceiver | null = null;
  private pendingCandidates: RTCIceCandidateInit[] = [];
  private stopSignals: () => void;
  private lostTimer: ReturnType<typeof setTimeout> | null = null;
  private restartTimer: ReturnType<typeof setTimeout> | null = null;
  private everConnected = false;
  private left = false;
  /** Signals are handled one at a time, in order: an answer must not overtake its offer's work. */
  private queue: Promise<void> = Promise.resolve();

  constructor(options: JoinOptions, iceServers: RTCIceServer[]) {
    this.options = options;
    this.tracks = { ...options.tracks };
    this.pc = new RTCPeerConnection({ iceServers, bundlePolicy: 'max-bundle' });
    this.pc.onicecandidate = ({ candidate }) => {
      if (candidate)
        this.signal({ type: 'candidate', candidate: candidate.toJSON() as Record<string, unknown> });
    };
    this.pc.ontrack = () => this.reportRemote();
    this.pc.onconnectionstatechange = () => this.connectionChanged();
    this.options.events.connectionState('connecting');
    this.options.events.localVideo(this.tracks.video);
    this.armLost();
    this.stopSignals = options.signalling.onSignal((signal) => {
      this.queue = this.queue.then(() => this.handle(signal)).catch(() => this.lose());
    });
    if (options.isCaller) {
      this.audioTransceiver = this.pc.addTransceiver(this.tracks.audio ?? 'audio', { direction: 'sendrecv' });
      this.videoTransceiver = this.pc.addTransceiver(this.tracks.video ?? 'video', { direction: 'sendrecv' });
      preferVp8On(this.videoTransceiver);
      this.queue = this.queue.then(() => this.offer(false)).catch(() => this.lose());
    }
    this.sendMediaState();
  }

  async setMicrophone(enabled: boolean): Promise<void> {
    if (enabled && !this.tracks.audio) {
      this.tracks.audio = await openMicrophone();
      await this.audioTransceiver?.sender.replaceTrack(this.tracks.audio);
    }
    if (this.tracks.audio) this.tracks.audio.enabled = enabled;
    this.sendMediaState();
  }

  async setCamera(enabled: boolean): Promise<void> {
    if (enabled) {
      this.tracks.video ??= await this.guard(openCamera());
    } else {
      this.tracks.video?.stop();
      this.tracks.video = null;
    }
    if (!this.screen) await this.sendVideo(this.tracks.video);
  }

  async setScreenShare(enabled: boolean, cameraOn: boolean): Promise<void> {
    if (enabled) {
      const screen = await this.guard(openScreen());
      this.screen = screen;
      screen.addEventListener('ended', () => {
        if (this.screen === screen) this.options.events.screenShareEnded();
      });
      await this.sendVideo(screen);
      return;
    }
    this.screen?.stop();
    this.screen = null;
    if (!cameraOn) {
      this.tracks.video?.stop();
      this.tracks.video = null;
    }
    try {
      if (cameraOn) this.tracks.video ??= await this.guard(openCamera());
    } finally {
      await this.sendVideo(this.tracks.video);
    }
  }

  async leave(): Promise<void> {
    if (this.left) return;
    this.left = true;
    this.stopSignals();
    this.clearTimers();
    for (const track of [this.tracks.audio, this.tracks.video, this.screen]) track?.stop();
    this.pc.onicecandidate = null;
    this.pc.ontrack = null;
    this.pc.onconnectionstatechange = null;
    this.pc.close();
  }

  // ── Negotiation ──────────────────────────────────────────────────────────────────────────

  private async offer(iceRestart: boolean): Promise<void> {
    const offer = await this.pc.createOffer({ iceRestart });
    if (this.left) return;
    await this.pc.setLocalDescription(offer);
    this.signal({ type: 'offer', sdp: offer.sdp ?? '' });
  }

  private async handle(signal: CallSignal): Promise<void> {
    if (this.left) return;
    switch (signal.type) {
      case 'offer': {
        if (this.options.isCaller) return; // only the caller offers
        await this.pc.setRemoteDescription({ type: 'offer', sdp: signal.sdp });
        this.takeTransceivers();
        const answer = await this.pc.createAnswer();
        await this.pc.setLocalDescription(answer);
        this.signal({ type: 'answer', sdp: answer.sdp ?? '' });
        await this.flushCandidates();
        return;
      }
      case 'answer':
        if (!this.options.isCaller || this.pc.signalingState !== 'have-local-offer') return;
        await this.pc.setRemoteDescription({ type: 'answer', sdp: signal.sdp });
        await this.flushCandidates();
        return;
      case 'candidate':
        if (!signal.candidate) return;
        if (this.pc.remoteDescription) await this.addCandidate(signal.candidate);
        else this.pendingCandidates.push(signal.candidate);
        return;
      case 'media':
        this.options.events.remoteMedia({ audio: signal.audio, video: signal.video });
        return;
    }
  }

  /** The callee's side of the first offer: our tracks go on the transceivers the offer made. */
  private takeTransceivers(): void {
    if (this.audioTransceiver) return;
    for (const transceiver of this.pc.getTransceivers()) {
      const kind = transceiver.receiver.track.kind;
      transceiver.direction = 'sendrecv';
      if (kind === 'audio' && !this.audioTransceiver) {
        this.audioTransceiver = transceiver;
        void transceiver.sender.replaceTrack(this.tracks.audio);
      } else if (kind === 'video' && !this.videoTransceiver) {
        this.videoTransceiver = transceiver;
        preferVp8On(transceiver);
        void transceiver.sender.replaceTrack(this.tracks.video);
      }
    }
  }

  private async flushCandidates(): Promise<void> {
    for (const candidate of this.pendingCandidates.splice(0)) await this.addCandidate(candidate);
  }

  private async addCandidate(candidate: RTCIceCandidateInit): Promise<void> {
    // A candidate of an earlier ICE generation fails after a restart; that is expected and harmless.
    await this.pc.addIceCandidate(candidate).catch(() => undefined);
  }

  private signal(signal: CallSignal): void {
    if (!this.left) this.options.signalling.send(signal);
  }

  // ── Media ────────────────────────────────────────────────────────────────────────────────

  private async sendVideo(track: MediaStreamTrack | null): Promise<void> {
    await this.videoTransceiver?.sender.replaceTrack(track);
    this.options.events.localVideo(track);
    this.sendMediaState();
  }

  private sendMediaState(): void {
    this.signal({
      type: 'media',
      audio: Boolean(this.tracks.audio?.enabled),
      video: Boolean(this.screen ?? this.tracks.video),
    });
  }

  private reportRemote(): void {
    const live = (kind: 'audio' | 'video') =>
      this.pc.getReceivers().find((receiver) => receiver.track.kind === kind)?.track ?? null;
    this.options.events.remoteTracks({ audio: live('audio'), video: live('video') });
  }

  /** A device that opens after the call was left is closed at once. */
  private async guard(opening: Promise<MediaStreamTrack>): Promise<MediaStreamTrack> {
    const track = await opening;
    if (this.left) {
      track.stop();
      throw new Error('The call has ended.');
    }
    return track;
  }

  // ── Connection ───────────────────────────────────────────────────────────────────────────

  private connectionChanged(): void {
    switch (this.pc.connectionState) {
      case 'connected':
        this.everConnected = true;
        this.clearTimers();
        this.options.events.connectionState('connected');
        return;
      case 'disconnected':
      case 'failed':
        if (!this.everConnected) return; // still coming up: the connect timeout decides
        this.options.events.connectionState('reconnecting');
        this.armLost();
        this.scheduleRestart(this.pc.connectionState === 'failed' ? 0 : ICE_RESTART_DELAY_MS);
        return;
      case 'closed':
        this.lose();
        return;
    }
  }

  /** The caller restarts ICE (with a new offer); the callee waits for that offer. */
  private scheduleRestart(delay: number): void {
    if (!this.options.isCaller || this.restartTimer !== null) return;
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      if (this.left || this.pc.connectionState === 'connected') return;
      this.queue = this.queue.then(() => this.offer(true)).catch(() => this.lose());
    }, delay);
  }

  private armLost(): void {
    if (this.lostTimer !== null) return;
    this.lostTimer = setTimeout(() => this.lose(), CONNECT_TIMEOUT_MS);
  }

  private lose(): void {
    if (this.left) return;
    this.clearTimers();
    this.options.events.connectionState('disconnected');
  }

  private clearTimers(): void {
    if (this.lostTimer !== null) clearTimeout(this.lostTimer);
    if (this.restartTimer !== null) clearTimeout(this.restartTimer);
    this.lostTimer = null;
    this.restartTimer = null;
  }
}
