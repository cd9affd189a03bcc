import { AGORA_NOT_CONFIGURED } from '@create-together/contract';
import type { ConnectionState } from 'agora-rtc-sdk-ng';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse } from '@/test/helpers';
import { agoraProvider, TOKEN_FETCH_FAILED } from './agora-provider';
import { openCamera, openScreen } from './devices';
import type { CallProviderEvents, JoinOptions } from './provider-types';

// A test double of the Agora SDK: the real one dials Agora's cloud, which tests cannot reach.
const sdk = vi.hoisted(() => ({ AgoraRTC: {} as Record<string, unknown> }));
vi.mock('agora-rtc-sdk-ng', () => ({ default: sdk.AgoraRTC }));
vi.mock('./devices', () => ({ openCamera: vi.fn(), openMicrophone: vi.fn(), openScreen: vi.fn() }));

/** A MediaStreamTrack as far as the provider uses one. */
class FakeTrack extends EventTarget {
  readonly stop = vi.fn();
  constructor(readonly kind: 'audio' | 'video') {
    super();
  }
  get media(): MediaStreamTrack {
    return this as unknown as MediaStreamTrack;
  }
}

/** A custom local track: closing it stops the track underneath, as the SDK's does. */
class FakeLocalTrack {
  readonly setMuted = vi.fn(async (_muted: boolean) => {});
  readonly close = vi.fn(() => this.media.stop());
  constructor(readonly media: MediaStreamTrack) {}
  getMediaStreamTrack(): MediaStreamTrack {
    return this.media;
  }
}

interface FakeRemoteUser {
  uid: string;
  hasAudio: boolean;
  hasVideo: boolean;
  audioTrack?: { getMediaStreamTrack(): MediaStreamTrack };
  videoTrack?: { getMediaStreamTrack(): MediaStreamTrack };
}

class FakeClient {
  private readonly listeners = new Map<string, (...args: unknown[]) => void>();
  readonly join = vi.fn(async (..._args: unknown[]) => 'me-1');
  readonly leave = vi.fn(async () => {});
  readonly publish = vi.fn(async (_tracks: FakeLocalTrack | FakeLocalTrack[]) => {});
  readonly unpublish = vi.fn(async (_track: FakeLocalTrack) => {});
  /** Subscribing puts the peer's track on the user object, as the SDK does. */
  readonly subscribe = vi.fn(async (user: FakeRemoteUser, kind: 'audio' | 'video') => {
    const track = new FakeTrack(kind).media;
    user[`${kind}Track`] = { getMediaStreamTrack: () => track };
  });

  on(event: string, listener: (...args: unknown[]) => void) {
    this.listeners.set(event, listener);
  }
  removeAllListeners() {
    this.listeners.clear();
  }
  get listening(): number {
    return this.listeners.size;
  }
  emit(event: string, ...args: unknown[]) {
    this.listeners.get(event)?.(...args);
  }
}

let client: FakeClient;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  client = new FakeClient();
  Object.assign(sdk.AgoraRTC, {
    createClient: vi.fn(() => client),
    createCustomAudioTrack: vi.fn(({ mediaStreamTrack }) => new FakeLocalTrack(mediaStreamTrack)),
    createCustomVideoTrack: vi.fn(({ mediaStreamTrack }) => new FakeLocalTrack(mediaStreamTrack)),
    disableLogUpload: vi.fn(),
    setLogLevel: vi.fn(),
  });
  fetchMock = vi.fn(async () =>
    jsonResponse({ success: true, appId: 'app-1', token: 'token-1', uid: 'me-1' }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

/** Lets the subscriptions and publishes in flight settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve));

function joinOptions(tracks: { audio?: FakeTrack; video?: FakeTrack } = {}) {
  const events = {
    connectionState: vi.fn(),
    localVideo: vi.fn(),
    remoteTracks: vi.fn(),
    remoteMedia: vi.fn(),
    screenShareEnded: vi.fn(),
  } satisfies CallProviderEvents;
  const options: JoinOptions = {
    callId: 'call-1',
    channelName: 'Conversation-1',
    meId: 'me-1',
    peerUserId: 'peer-1',
    isCaller: true,
    tracks: { audio: tracks.audio?.media ?? null, video: tracks.video?.media ?? null },
    signalling: { send: () => true, onSignal: () => () => {} },
    events,
  };
  return { options, events };
}

describe('agoraProvider.join', () => {
  it.each([
    ['not configured (503)', () => errorResponse(503, AGORA_NOT_CONFIGURED)],
    ['unreachable', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an answer without a token', () => jsonResponse({ success: true, appId: 'app-1' })],
  ])('rejects with the spec message and never loads the SDK when the token is %s', async (_, answer) => {
    fetchMock.mockImplementation(answer);
    const audio = new FakeTrack('audio');
    const video = new FakeTrack('video');

    await expect(agoraProvider.join(joinOptions({ audio, video }).options)).rejects.toThrow(
      new Error(TOKEN_FETCH_FAILED),
    );
    expect(sdk.AgoraRTC.disableLogUpload).not.toHaveBeenCalled();
    expect(sdk.AgoraRTC.createClient).not.toHaveBeenCalled();
    expect(client.join).not.toHaveBeenCalled();
    expect(audio.stop).toHaveBeenCalled();
    expect(video.stop).toHaveBeenCalled();
  });

  it('asks our API for a token, joins a vp8 rtc client as the user account and publishes the tracks', async () => {
    const audio = new FakeTrack('audio');
    const video = new FakeTrack('video');
    const { options, events } = joinOptions({ audio, video });

    await agoraProvider.join(options);

    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/agora/token');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(init.body as string)).toEqual({ channelName: 'conversation-1', userId: 'me-1' });
    expect(sdk.AgoraRTC.disableLogUpload).toHaveBeenCalled();
    expect(sdk.AgoraRTC.createClient).toHaveBeenCalledWith({ mode: 'rtc', codec: 'vp8' });
    // The channel the server built the token for: the conversation id, lowercased.
    expect(client.join).toHaveBeenCalledWith('app-1', 'conversation-1', 'token-1', 'me-1');
    const [[published]] = client.publish.mock.calls as [[FakeLocalTrack[]]];
    expect(published.map((track) => track.media)).toEqual([audio.media, video.media]);
    expect(events.localVideo).toHaveBeenLastCalledWith(video.media);
  });

  it('rejects when the join fails, stopping the tracks and listening no more', async () => {
    client.join.mockRejectedValue(new Error('INVALID_TOKEN'));
    const audio = new FakeTrack('audio');

    await expect(agoraProvider.join(joinOptions({ audio }).options)).rejects.toThrow('INVALID_TOKEN');
    expect(audio.stop).toHaveBeenCalled();
    expect(client.listening).toBe(0);
  });

  it("reports the client's connection states", async () => {
    const { options, events } = joinOptions();
    await agoraProvider.join(options);

    const states: ConnectionState[] = [
      'CONNECTING',
      'CONNECTED',
      'RECONNECTING',
      'DISCONNECTING',
      'DISCONNECTED',
    ];
    for (const state of states) client.emit('connection-state-change', state, 'CONNECTING');

    expect(events.connectionState.mock.calls.map(([state]) => state)).toEqual([
      'connecting',
      'connected',
      'reconnecting',
      'disconnected',
      'disconnected',
    ]);
  });
});

describe('the joined Agora session', () => {
  it("subscribes to what the peer publishes and reports its tracks, and only the peer's", async () => {
    const { options, events } = joinOptions();
    await agoraProvider.join(options);
    const peer: FakeRemoteUser = { uid: 'peer-1', hasAudio: true, hasVideo: true };

    client.emit('user-published', { uid: 'someone-else', hasAudio: true, hasVideo: false }, 'audio');
    client.emit('user-published', peer, 'audio');
    client.emit('user-published', peer, 'video');
    await settle();

    expect(client.subscribe).toHaveBeenCalledTimes(2);
    const audio = peer.audioTrack?.getMediaStreamTrack();
    const video = peer.videoTrack?.getMediaStreamTrack();
    expect(events.remoteTracks).toHaveBeenLastCalledWith({ audio, video });
    expect(events.remoteMedia).toHaveBeenLastCalledWith({ audio: true, video: true });

    peer.hasVideo = false;
    client.emit('user-unpublished', peer, 'video');
    expect(events.remoteTracks).toHaveBeenLastCalledWith({ audio, video: null });
    expect(events.remoteMedia).toHaveBeenLastCalledWith({ audio: true, video: false });

    // Muting keeps the microphone published: Agora tells it as user info.
    client.emit('user-info-updated', 'someone-else', 'unmute-video');
    client.emit('user-info-updated', peer.uid, 'mute-audio');
    expect(events.remoteMedia).toHaveBeenLastCalledWith({ audio: false, video: false });
    client.emit('user-info-updated', peer.uid, 'unmute-audio');
    expect(events.remoteMedia).toHaveBeenLastCalledWith({ audio: true, video: false });

    client.emit('user-left', peer, 'Quit');
    expect(events.remoteTracks).toHaveBeenLastCalledWith({ audio: null, video: null });
    expect(events.remoteMedia).toHaveBeenLastCalledWith({ audio: false, video: false });
  });

  it('mutes and unmutes the published microphone', async () => {
    const session = await agoraProvider.join(joinOptions({ audio: new FakeTrack('audio') }).options);
    const [[[microphone]]] = client.publish.mock.calls as [[FakeLocalTrack[]]];

    await session.setMicrophone(false);
    await session.setMicrophone(true);

    expect(microphone?.setMuted.mock.calls).toEqual([[true], [false]]);
  });

  it('starts and stops the camera', async () => {
    const { options, events } = joinOptions();
    const session = await agoraProvider.join(options);
    const camera = new FakeTrack('video');
    vi.mocked(openCamera).mockResolvedValue(camera.media);

    await session.setCamera(true);
    expect(client.publish).toHaveBeenLastCalledWith(expect.objectContaining({ media: camera.media }));
    expect(events.localVideo).toHaveBeenLastCalledWith(camera.media);

    await session.setCamera(false);
    expect(client.unpublish).toHaveBeenLastCalledWith(expect.objectContaining({ media: camera.media }));
    expect(camera.stop).toHaveBeenCalled();
    expect(events.localVideo).toHaveBeenLastCalledWith(null);
  });

  it('rejects a camera that cannot start', async () => {
    const session = await agoraProvider.join(joinOptions().options);
    vi.mocked(openCamera).mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));

    await expect(session.setCamera(true)).rejects.toThrow('Permission denied');
  });

  it("sends the screen instead of the camera, and the browser's stop control ends it", async () => {
    const camera = new FakeTrack('video');
    const { options, events } = joinOptions({ video: camera });
    const session = await agoraProvider.join(options);
    const screen = new FakeTrack('video');
    vi.mocked(openScreen).mockResolvedValue(screen.media);

    await session.setScreenShare(true, true);
    expect(client.unpublish).toHaveBeenLastCalledWith(expect.objectContaining({ media: camera.media }));
    expect(camera.stop).toHaveBeenCalled();
    expect(client.publish).toHaveBeenLastCalledWith(expect.objectContaining({ media: screen.media }));
    expect(events.localVideo).toHaveBeenLastCalledWith(screen.media);

    screen.dispatchEvent(new Event('ended'));
    await settle();
    expect(client.unpublish).toHaveBeenLastCalledWith(expect.objectContaining({ media: screen.media }));
    expect(events.screenShareEnded).toHaveBeenCalledOnce();

    // The caller answers by turning sharing off, with its camera still on.
    const cameraAgain = new FakeTrack('video');
    vi.mocked(openCamera).mockResolvedValue(cameraAgain.media);
    await session.setScreenShare(false, true);
    expect(client.publish).toHaveBeenLastCalledWith(expect.objectContaining({ media: cameraAgain.media }));
    expect(events.localVideo).toHaveBeenLastCalledWith(cameraAgain.media);
  });

  it('leaves once: every track stopped, the channel left, nothing reported after', async () => {
    const audio = new FakeTrack('audio');
    const video = new FakeTrack('video');
    const { options, events } = joinOptions({ audio, video });
    const session = await agoraProvider.join(options);

    await session.leave();
    await session.leave();

    expect(audio.stop).toHaveBeenCalled();
    expect(video.stop).toHaveBeenCalled();
    expect(client.leave).toHaveBeenCalledOnce();
    expect(client.listening).toBe(0);
    client.emit('connection-state-change', 'DISCONNECTED', 'CONNECTED');
    expect(events.connectionState).not.toHaveBeenCalled();
  });
});
