import type { CallSignal } from '@create-together/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallConnectionState, JoinOptions } from './provider-types';
import { CONNECT_TIMEOUT_MS, ICE_RESTART_DELAY_MS, preferVp8, webrtcProvider } from './webrtc-provider';

// jsdom has no WebRTC: a peer connection that records what it is asked and lets the test move its
// connection state. The real negotiation runs in Chromium in e2e/calls.spec.ts.
class FakeTransceiver {
  codecs: RTCRtpCodec[] | null = null;
  direction = 'sendrecv';
  readonly sender = { replaceTrack: vi.fn(async () => {}) };
  readonly receiver: { track: { kind: string } };
  constructor(kind: string) {
    this.receiver = { track: { kind } };
  }
  setCodecPreferences(codecs: RTCRtpCodec[]) {
    this.codecs = codecs;
  }
}

class FakePeerConnection {
  static made: FakePeerConnection[] = [];
  connectionState: RTCPeerConnectionState = 'new';
  signalingState = 'stable';
  remoteDescription: RTCSessionDescriptionInit | null = null;
  readonly offers: (RTCOfferOptions | undefined)[] = [];
  readonly transceivers: FakeTransceiver[] = [];
  onicecandidate: ((event: { candidate: null }) => void) | null = null;
  ontrack: (() => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  closed = false;
  constructor() {
    FakePeerConnection.made.push(this);
  }
  addTransceiver(trackOrKind: string | { kind: string }) {
    const transceiver = new FakeTransceiver(typeof trackOrKind === 'string' ? trackOrKind : trackOrKind.kind);
    this.transceivers.push(transceiver);
    return transceiver;
  }
  getTransceivers() {
    return this.transceivers;
  }
  getReceivers() {
    return this.transceivers.map((t) => t.receiver);
  }
  async createOffer(options?: RTCOfferOptions) {
    this.offers.push(options);
    return { type: 'offer' as const, sdp: `offer-${this.offers.length}` };
  }
  async createAnswer() {
    return { type: 'answer' as const, sdp: 'answer' };
  }
  async setLocalDescription(description: RTCSessionDescriptionInit) {
    this.signalingState = description.type === 'offer' ? 'have-local-offer' : 'stable';
  }
  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    this.remoteDescription = description;
    if (description.type === 'offer') {
      this.addTransceiver('audio');
      this.addTransceiver('video');
    }
    this.signalingState = description.type === 'offer' ? 'have-remote-offer' : 'stable';
  }
  addIceCandidate = vi.fn(async () => {});
  close() {
    this.closed = true;
  }
  moveTo(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
}

const codecs = ['video/H264', 'video/VP9', 'video/VP8', 'video/rtx'].map((mimeType) => ({
  mimeType,
  clockRate: 90000,
}));

function joinOptions(isCaller: boolean) {
  const sent: CallSignal[] = [];
  const states: CallConnectionState[] = [];
  let deliver: (signal: CallSignal) => void = () => {};
  const audio = { kind: 'audio', enabled: true, stop: vi.fn() } as unknown as MediaStreamTrack;
  const options: JoinOptions = {
    callId: 'call-1',
    channelName: 'conv-1',
    meId: 'me',
    peerUserId: 'peer',
    isCaller,
    tracks: { audio, video: null },
    signalling: {
      send: (signal) => sent.push(signal) > 0,
      onSignal: (handler) => {
        deliver = handler;
        return () => {};
      },
    },
    events: {
      connectionState: (state) => states.push(state),
      localVideo: vi.fn(),
      remoteTracks: vi.fn(),
      remoteMedia: vi.fn(),
      screenShareEnded: vi.fn(),
    },
  };
  return { options, sent, states, audio, deliver: (signal: CallSignal) => deliver(signal) };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakePeerConnection.made = [];
  vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
  vi.stubGlobal('RTCRtpReceiver', { getCapabilities: () => ({ codecs, headerExtensions: [] }) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const pc = () => FakePeerConnection.made[0] as FakePeerConnection;

describe('the WebRTC provider', () => {
  it('puts VP8 first and keeps the rest in order', () => {
    expect(preferVp8(codecs).map((c) => c.mimeType)).toEqual([
      'video/VP8',
      'video/H264',
      'video/VP9',
      'video/rtx',
    ]);
  });

  it('as the caller: prefers VP8, offers, and takes the answer', async () => {
    const kit = joinOptions(true);
    await webrtcProvider().join(kit.options);
    await vi.advanceTimersByTimeAsync(0);
    expect(pc().transceivers.map((t) => t.receiver.track.kind)).toEqual(['audio', 'video']);
    expect(pc().transceivers[1]?.codecs?.[0]?.mimeType).toBe('video/VP8');
    expect(kit.sent).toContainEqual({ type: 'offer', sdp: 'offer-1' });
    expect(kit.sent).toContainEqual({ type: 'media', audio: true, video: false });
    kit.deliver({ type: 'answer', sdp: 'answer' });
    await vi.advanceTimersByTimeAsync(0);
    expect(pc().remoteDescription).toEqual({ type: 'answer', sdp: 'answer' });
    expect(kit.states).toEqual(['connecting']);
    pc().moveTo('connected');
    expect(kit.states).toEqual(['connecting', 'connected']);
  });

  it('as the callee: answers the offer on its transceivers, with VP8 first, and adds early candidates after', async () => {
    const kit = joinOptions(false);
    await webrtcProvider().join(kit.options);
    const candidate = { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0' };
    kit.deliver({ type: 'candidate', candidate });
    kit.deliver({ type: 'offer', sdp: 'offer-1' });
    await vi.advanceTimersByTimeAsync(0);
    expect(kit.sent).toContainEqual({ type: 'answer', sdp: 'answer' });
    const [audioTx, videoTx] = pc().transceivers;
    expect(audioTx?.sender.replaceTrack).toHaveBeenCalledWith(kit.audio);
    expect(videoTx?.codecs?.[0]?.mimeType).toBe('video/VP8');
    expect(pc().addIceCandidate).toHaveBeenCalledWith(candidate);
  });

  it('shows reconnecting when the connection drops, and the caller restarts ICE', async () => {
    const kit = joinOptions(true);
    await webrtcProvider().join(kit.options);
    await vi.advanceTimersByTimeAsync(0);
    pc().moveTo('connected');
    pc().moveTo('disconnected');
    expect(kit.states.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(ICE_RESTART_DELAY_MS);
    expect(pc().offers.at(-1)).toEqual({ iceRestart: true });
    expect(kit.sent.filter((s) => s.type === 'offer')).toHaveLength(2);
    pc().moveTo('connected');
    expect(kit.states.at(-1)).toBe('connected');
    // Back in time: the lost-call timer was cleared.
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS);
    expect(kit.states.at(-1)).toBe('connected');
  });

  it('gives up (disconnected) when the connection does not come back', async () => {
    const kit = joinOptions(false);
    await webrtcProvider().join(kit.options);
    pc().moveTo('connected');
    pc().moveTo('failed');
    expect(kit.states.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS);
    expect(kit.states.at(-1)).toBe('disconnected');
  });

  it('mutes by disabling the sent microphone track, and tells the other side', async () => {
    const kit = joinOptions(true);
    const session = await webrtcProvider().join(kit.options);
    await session.setMicrophone(false);
    expect(kit.audio.enabled).toBe(false);
    expect(kit.sent.at(-1)).toEqual({ type: 'media', audio: false, video: false });
    await session.setMicrophone(true);
    expect(kit.audio.enabled).toBe(true);
  });

  it('leave stops the tracks and closes the connection, once', async () => {
    const kit = joinOptions(true);
    const session = await webrtcProvider().join(kit.options);
    await session.leave();
    await session.leave();
    expect(pc().closed).toBe(true);
    expect(kit.audio.stop).toHaveBeenCalledOnce();
  });
});
