import { AgoraTokenAnswer } from '@create-together/contract';
import type {
  ConnectionState,
  IAgoraRTC,
  IAgoraRTCClient,
  IAgoraRTCRemoteUser,
  ILocalAudioTrack,
  ILocalTrack,
  ILocalVideoTrack,
} from 'agora-rtc-sdk-ng';
import { apiRequest } from '@/lib/api';
import { openCamera, openMicrophone, openScreen } from './devices';
import type {
  CallConnectionState,
  CallProvider,
  CallProviderEvents,
  CallSession,
  JoinOptions,
  RemoteTracks,
} from './provider-types';

/** SPEC.md §8 "Calls and realtime": what `join` rejects with when the token cannot be had. */
export const TOKEN_FETCH_FAILED = 'Failed to fetch token';

/** The SDK's ERROR level: its INFO chatter would flood the console of every call. */
const LOG_LEVEL_ERROR = 3;

const CONNECTION_STATES: Record<ConnectionState, CallConnectionState> = {
  CONNECTING: 'connecting',
  CONNECTED: 'connected',
  RECONNECTING: 'reconnecting',
  DISCONNECTING: 'disconnected',
  DISCONNECTED: 'disconnected',
};

type MediaKind = 'audio' | 'video' | 'datachannel';

async function fetchToken(channelName: string, meId: string): Promise<AgoraTokenAnswer> {
  try {
    return await apiRequest('/api/agora/token', {
      method: 'POST',
      body: { channelName, userId: meId },
      schema: AgoraTokenAnswer,
    });
  } catch {
    throw new Error(TOKEN_FETCH_FAILED);
  }
}

/** The SDK is over 1.5 MB: only a call on Agora downloads it (bench/chunks.mjs keeps it so). */
async function loadAgora(): Promise<IAgoraRTC> {
  const { default: AgoraRTC } = await import('agora-rtc-sdk-ng');
  AgoraRTC.disableLogUpload();
  AgoraRTC.setLogLevel(LOG_LEVEL_ERROR);
  return AgoraRTC;
}

/** One joined Agora channel: our microphone and one video track (camera or screen) out, the peer's in. */
class AgoraCallSession implements CallSession {
  private audio: ILocalAudioTrack | null;
  /** Agora sends one video track per client: the camera's or, while sharing, the screen's. */
  private video: ILocalVideoTrack | null;
  private sharing = false;
  private remote: RemoteTracks = { audio: null, video: null };
  private remoteMedia = { audio: false, video: false };
  private leaving: Promise<void> | null = null;

  constructor(
    private readonly agora: IAgoraRTC,
    private readonly client: IAgoraRTCClient,
    private readonly peerUserId: string,
    private readonly events: CallProviderEvents,
    tracks: JoinOptions['tracks'],
  ) {
    this.audio = tracks.audio && agora.createCustomAudioTrack({ mediaStreamTrack: tracks.audio });
    this.video = tracks.video && agora.createCustomVideoTrack({ mediaStreamTrack: tracks.video });
    client.on('connection-state-change', this.onConnectionState);
    client.on('user-published', this.onPublished);
    client.on('user-unpublished', this.onUnpublished);
    client.on('user-left', this.onLeft);
    client.on('user-info-updated', this.onInfo);
  }

  /** Publishes what the call starts with, once joined. */
  async start(): Promise<void> {
    const initial = [this.audio, this.video].filter((track) => track !== null);
    if (initial.length > 0) await this.client.publish(initial);
    this.events.localVideo(this.video?.getMediaStreamTrack() ?? null);
  }

  async setMicrophone(enabled: boolean): Promise<void> {
    if (this.audio) return this.audio.setMuted(!enabled);
    // The call started without a microphone (refused or missing): unmuting tries it again.
    if (!enabled) return;
    const opened = this.agora.createCustomAudioTrack({ mediaStreamTrack: await openMicrophone() });
    this.audio = await this.publishNew(opened);
  }

  async setCamera(enabled: boolean): Promise<void> {
    // The shared screen holds the video track; setScreenShare(false, cameraOn) brings the camera back.
    if (this.sharing || enabled === (this.video !== null)) return;
    await this.sendVideo(enabled ? await openCamera() : null);
  }

  async setScreenShare(enabled: boolean, cameraOn: boolean): Promise<void> {
    if (enabled) {
      if (this.sharing) return;
      const screen = await openScreen();
      screen.addEventListener('ended', () => this.onScreenEnded(screen), { once: true });
      await this.sendVideo(screen, true);
      return;
    }
    // Sharing stops first, so it stops even when the camera then fails to start.
    if (this.sharing) await this.sendVideo(null);
    if (cameraOn && !this.video) await this.sendVideo(await openCamera());
  }

  leave(): Promise<void> {
    this.leaving ??= this.shutdown();
    return this.leaving;
  }

  private async shutdown(): Promise<void> {
    // No event of this channel may reach the caller once the call is over.
    this.client.removeAllListeners();
    // Closing stops the MediaStreamTracks underneath, the pre-opened ones included.
    this.audio?.close();
    this.video?.close();
    this.audio = null;
    this.video = null;
    this.sharing = false;
    // Leaving unpublishes everything. A refusal changes nothing here: no local track is left running.
    await this.client.leave().catch(() => undefined);
  }

  /** Replaces whatever video is sent (camera or screen) with `media`, or with nothing. */
  private async sendVideo(media: MediaStreamTrack | null, sharing = false): Promise<void> {
    const previous = this.video;
    this.video = null;
    this.sharing = false;
    try {
      if (previous) {
        // The previous track closes even if the unpublish is refused: its device must turn off.
        await this.client.unpublish(previous).catch(() => undefined);
        previous.close();
      }
      if (media) {
        this.video = await this.publishNew(this.agora.createCustomVideoTrack({ mediaStreamTrack: media }));
        this.sharing = sharing;
      }
    } finally {
      if (!this.leaving) this.events.localVideo(this.video?.getMediaStreamTrack() ?? null);
    }
  }

  /** Publishes a newly opened track; one that cannot go out (or outlives the call) is closed. */
  private async publishNew<T extends ILocalTrack>(track: T): Promise<T> {
    try {
      await this.client.publish(track);
      if (this.leaving) throw new Error('The call has ended.');
      return track;
    } catch (error) {
      track.close();
      throw error;
    }
  }

  /** The browser's own "Stop sharing": stop sending the dead track, then tell the caller. */
  private onScreenEnded(screen: MediaStreamTrack): void {
    if (this.leaving || this.video?.getMediaStreamTrack() !== screen) return;
    // A refused unpublish leaves nothing to undo: the screen track has ended anyway.
    this.sendVideo(null)
      .catch(() => undefined)
      .finally(() => this.events.screenShareEnded());
  }

  private readonly onConnectionState = (state: ConnectionState): void => {
    this.events.connectionState(CONNECTION_STATES[state]);
  };

  private readonly onPublished = (user: IAgoraRTCRemoteUser, kind: MediaKind): void => {
    if (kind === 'datachannel' || !this.isPeer(user)) return;
    // A track that cannot be subscribed stays absent; Agora announces the next publish again.
    this.client
      .subscribe(user, kind)
      .then(() => {
        const track = kind === 'audio' ? user.audioTrack : user.videoTrack;
        this.setRemote(user, kind, track?.getMediaStreamTrack() ?? null);
      })
      .catch(() => undefined);
  };

  /** Agora reports the peer muting or turning the camera off as an unpublish. */
  private readonly onUnpublished = (user: IAgoraRTCRemoteUser, kind: MediaKind): void => {
    if (kind !== 'datachannel' && this.isPeer(user)) this.setRemote(user, kind, null);
  };

  private readonly onLeft = (user: IAgoraRTCRemoteUser): void => {
    if (!this.isPeer(user)) return;
    this.remote = { audio: null, video: null };
    this.remoteMedia = { audio: false, video: false };
    this.events.remoteTracks(this.remote);
    this.events.remoteMedia(this.remoteMedia);
  };

  /** A muted microphone or camera stays published: Agora says so in a user-info update. */
  private readonly onInfo = (uid: IAgoraRTCRemoteUser['uid'], message: string): void => {
    if (this.leaving || String(uid) !== this.peerUserId) return;
    const [change, kind] = message.split('-');
    if ((change !== 'mute' && change !== 'unmute') || (kind !== 'audio' && kind !== 'video')) return;
    this.remoteMedia = { ...this.remoteMedia, [kind]: change === 'unmute' };
    this.events.remoteMedia(this.remoteMedia);
  };

  /** The call is between two users: anyone else in the conversation's channel is not shown. */
  private isPeer(user: IAgoraRTCRemoteUser): boolean {
    return String(user.uid) === this.peerUserId;
  }

  /** The kind that changed is known from the event; the other is what the peer has published. */
  private setRemote(
    user: IAgoraRTCRemoteUser,
    kind: 'audio' | 'video',
    track: MediaStreamTrack | null,
  ): void {
    if (this.leaving) return;
    this.remote = { ...this.remote, [kind]: track };
    this.events.remoteTracks(this.remote);
    this.remoteMedia = { audio: user.hasAudio, video: user.hasVideo, [kind]: track !== null };
    this.events.remoteMedia(this.remoteMedia);
  }
}

async function joinAgora({
  channelName,
  meId,
  peerUserId,
  tracks,
  events,
}: JoinOptions): Promise<CallSession> {
  // The server builds the token for the lowercased conversation id: join that same channel.
  const channel = channelName.toLowerCase();
  const { appId, token, uid } = await fetchToken(channel, meId);
  const agora = await loadAgora();
  const client = agora.createClient({ mode: 'rtc', codec: 'vp8' });
  const session = new AgoraCallSession(agora, client, peerUserId, events, tracks);
  try {
    // The uid is a string: our user id, as the Agora user account the token was built for.
    await client.join(appId, channel, token, uid);
    await session.start();
    return session;
  } catch (error) {
    await session.leave();
    throw error;
  }
}

/** Calls carried by Agora when the server is configured for it (API.md "Calls"). */
export const agoraProvider: CallProvider = {
  name: 'agora',
  join(options) {
    return joinAgora(options).catch((error: unknown) => {
      // The session owned the pre-opened tracks: a call that never joins must not leave the camera on.
      options.tracks.audio?.stop();
      options.tracks.video?.stop();
      throw error;
    });
  },
};
