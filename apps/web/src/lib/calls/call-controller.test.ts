import type { CallData, ServerFrameOf } from '@create-together/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeOutgoingFrame } from '../realtime/realtime-types';
import { CallController, type CallSounds } from './call-controller';
import {
  CALL_MESSAGES,
  DISCONNECTED_END_MS,
  INCOMING_AUTO_REJECT_MS,
  OUTGOING_RING_TIMEOUT_MS,
} from './call-types';
import type { CallProvider, CallSession, JoinOptions } from './media/provider-types';

const me = { userId: 'me', username: 'ada' };
const peer = { userId: 'peer', username: 'bo' };
const conversationId = 'conv-1';

const track = (kind: 'audio' | 'video') =>
  ({ kind, stop: vi.fn(), enabled: true }) as unknown as MediaStreamTrack;

/** A media layer that joins at once and records what the controller asks of it. */
function fakeProvider() {
  const joins: JoinOptions[] = [];
  const session = {
    setMicrophone: vi.fn(async () => {}),
    setCamera: vi.fn(async () => {}),
    setScreenShare: vi.fn(async () => {}),
    leave: vi.fn(async () => {}),
  } satisfies CallSession;
  const provider: CallProvider = {
    name: 'webrtc',
    join: vi.fn(async (options: JoinOptions) => {
      joins.push(options);
      return session;
    }),
  };
  return { provider, session, joins, events: () => joins.at(-1)?.events };
}

function setup(options: { sendWorks?: boolean; join?: CallProvider['join'] } = {}) {
  const sent: RealtimeOutgoingFrame[] = [];
  const media = fakeProvider();
  if (options.join) media.provider.join = options.join;
  const sounds = { play: vi.fn(), startRinging: vi.fn(), stopRinging: vi.fn() } satisfies CallSounds;
  const notify = vi.fn();
  const openTracks = vi.fn(async (video: boolean) => ({
    audio: track('audio'),
    video: video ? track('video') : null,
  }));
  const controller = new CallController({
    me,
    send: (frame) => {
      if (options.sendWorks === false) return false;
      sent.push(frame);
      return true;
    },
    provider: async () => media.provider,
    openTracks,
    sounds,
    notify,
    newCallId: () => 'call-1',
  });
  const frames = <T extends RealtimeOutgoingFrame['type']>(type: T) =>
    sent.filter((frame): frame is Extract<RealtimeOutgoingFrame, { type: T }> => frame.type === type);
  return { controller, sent, frames, media, sounds, notify, openTracks };
}

const data = (extra: Partial<CallData> = {}): ServerFrameOf<'call_invite'>['data'] => ({
  conversationId,
  callId: 'call-1',
  channelName: conversationId,
  fromUserId: peer.userId,
  fromUsername: peer.username,
  ...extra,
});
const invite = (extra: Partial<CallData> = {}) => ({ type: 'call_invite' as const, data: data(extra) });
const accepted = (extra: Partial<CallData> = {}) => ({ type: 'call_accept' as const, data: data(extra) });
const ended = (extra: Partial<CallData> = {}) => ({ type: 'call_end' as const, data: data(extra) });

/** Lets the awaited steps of join (tracks, provider, session) run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('an incoming call', () => {
  it('rings on an invite from another user', () => {
    const { controller, sounds } = setup();
    controller.receive(invite({ video: true }));
    expect(controller.state).toMatchObject({
      status: 'incoming',
      call: {
        callId: 'call-1',
        isCaller: false,
        fromUserId: 'peer',
        callerUserId: 'peer',
        video: true,
        peer,
      },
    });
    expect(sounds.startRinging).toHaveBeenCalledOnce();
  });

  it('ignores an invite from ourselves (another tab of ours)', () => {
    const { controller, sounds } = setup();
    controller.receive(invite({ fromUserId: me.userId, fromUsername: me.username }));
    expect(controller.state.status).toBe('idle');
    expect(sounds.startRinging).not.toHaveBeenCalled();
  });

  it('ignores a second invite while one rings, and any invite during a call', async () => {
    const { controller } = setup();
    controller.receive(invite());
    controller.receive(invite({ callId: 'call-2', fromUserId: 'carol', fromUsername: 'carol' }));
    expect(controller.state).toMatchObject({ status: 'incoming', call: { callId: 'call-1' } });
    controller.accept();
    await settle();
    controller.receive(invite({ callId: 'call-3', fromUserId: 'carol', fromUsername: 'carol' }));
    expect(controller.state).toMatchObject({ status: 'active', call: { callId: 'call-1' } });
  });

  it('auto-rejects after 30 s by sending a call end', () => {
    const { controller, frames, sounds } = setup();
    controller.receive(invite());
    vi.advanceTimersByTime(INCOMING_AUTO_REJECT_MS - 1);
    expect(controller.state.status).toBe('incoming');
    expect(frames('call_end')).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(controller.state.status).toBe('idle');
    expect(frames('call_end')).toEqual([
      {
        type: 'call_end',
        data: expect.objectContaining({ callId: 'call-1', conversationId, reason: 'unanswered' }),
      },
    ]);
    expect(sounds.stopRinging).toHaveBeenCalled();
  });

  it('Accept makes it active, tells the caller who called, and joins the call', async () => {
    const { controller, frames, media, sounds, openTracks } = setup();
    controller.receive(invite());
    controller.accept();
    expect(controller.state).toMatchObject({ status: 'active', connection: 'connecting', duration: 0 });
    expect(frames('call_accept')).toEqual([
      { type: 'call_accept', data: expect.objectContaining({ callId: 'call-1', callerUserId: 'peer' }) },
    ]);
    expect(sounds.stopRinging).toHaveBeenCalled();
    await settle();
    expect(openTracks).toHaveBeenCalledWith(false);
    expect(media.joins[0]).toMatchObject({
      callId: 'call-1',
      channelName: conversationId,
      isCaller: false,
      peerUserId: 'peer',
    });
    // The 30 s auto-reject no longer applies.
    vi.advanceTimersByTime(INCOMING_AUTO_REJECT_MS);
    expect(controller.state.status).toBe('active');
    expect(frames('call_end')).toEqual([]);
  });

  it('Reject sends a call end and plays the reject sound', () => {
    const { controller, frames, sounds } = setup();
    controller.receive(invite());
    controller.reject();
    expect(controller.state.status).toBe('idle');
    expect(frames('call_end')[0]?.data).toMatchObject({ callId: 'call-1', reason: 'rejected' });
    expect(sounds.play).toHaveBeenCalledWith('reject');
  });

  it('stops ringing when the caller hangs up, or another tab of ours answers', () => {
    const { controller, sounds } = setup();
    controller.receive(invite());
    controller.receive(ended({ reason: 'hangup' }));
    expect(controller.state.status).toBe('idle');
    expect(sounds.stopRinging).toHaveBeenCalled();

    controller.receive(invite({ callId: 'call-2' }));
    controller.receive(
      accepted({ callId: 'call-2', fromUserId: me.userId, fromUsername: me.username, callerUserId: 'peer' }),
    );
    expect(controller.state.status).toBe('idle');
  });
});

describe('an outgoing call', () => {
  it('opens the devices, invites, and becomes active when the acceptance names us as the caller', async () => {
    const { controller, frames, openTracks, media } = setup();
    const placed = controller.start(peer, conversationId, { video: true });
    expect(controller.state).toMatchObject({
      status: 'outgoing',
      call: { isCaller: true, callerUserId: 'me', peer },
    });
    expect(await placed).toBe(true);
    expect(openTracks).toHaveBeenCalledWith(true);
    // The caller sees their camera while it rings.
    expect(controller.state).toMatchObject({ status: 'outgoing', preview: { kind: 'video' } });
    expect(frames('call_invite')).toEqual([
      {
        type: 'call_invite',
        data: expect.objectContaining({
          callId: 'call-1',
          conversationId,
          channelName: conversationId,
          video: true,
        }),
      },
    ]);
    // Someone else's acceptance (wrong caller, or another call) changes nothing.
    controller.receive(accepted({ callerUserId: 'someone-else' }));
    controller.receive(accepted({ callId: 'other', callerUserId: me.userId }));
    expect(controller.state.status).toBe('outgoing');
    controller.receive(accepted({ callerUserId: me.userId }));
    expect(controller.state).toMatchObject({ status: 'active', local: { video: true, muted: false } });
    await settle();
    // The tracks opened before ringing are the ones the call sends.
    expect(openTracks).toHaveBeenCalledOnce();
    expect(media.joins[0]).toMatchObject({ isCaller: true, peerUserId: 'peer' });
  });

  it('is not placed when the socket is not open', async () => {
    const { controller, notify } = setup({ sendWorks: false });
    expect(await controller.start(peer, conversationId, { video: false })).toBe(false);
    expect(controller.state.status).toBe('idle');
    expect(notify).toHaveBeenCalledWith(CALL_MESSAGES.offline, 'warning');
  });

  it('gives up ringing after its timeout and says there was no answer', async () => {
    const { controller, frames, notify } = setup();
    await controller.start(peer, conversationId, { video: false });
    vi.advanceTimersByTime(OUTGOING_RING_TIMEOUT_MS);
    expect(controller.state.status).toBe('idle');
    expect(frames('call_end')[0]?.data).toMatchObject({ reason: 'unanswered' });
    expect(notify).toHaveBeenCalledWith(CALL_MESSAGES.noAnswer, 'info');
  });

  it('says when the other person declines', async () => {
    const { controller, sounds, notify, openTracks } = setup();
    await controller.start(peer, conversationId, { video: true });
    controller.receive(ended({ reason: 'rejected' }));
    expect(controller.state.status).toBe('idle');
    expect(sounds.play).toHaveBeenCalledWith('reject');
    expect(notify).toHaveBeenCalledWith(CALL_MESSAGES.declined('bo'), 'info');
    // The devices opened for the call are closed again.
    const tracks = await openTracks.mock.results[0]?.value;
    expect(tracks.audio.stop).toHaveBeenCalled();
    expect(tracks.video.stop).toHaveBeenCalled();
  });

  it('says at once when the server answers that nobody of theirs is online, and stops ringing', async () => {
    const { controller, frames, sounds, notify, openTracks } = setup();
    await controller.start(peer, conversationId, { video: false });
    // The server's end: from us (it ends our call for us), unanswered, offline.
    controller.receive(
      ended({ fromUserId: me.userId, fromUsername: me.username, reason: 'unanswered', offline: true }),
    );
    expect(controller.state.status).toBe('idle');
    expect(notify).toHaveBeenCalledWith('bo is offline — they will see a missed call', 'info');
    expect(sounds.play).toHaveBeenCalledWith('end');
    const tracks = await openTracks.mock.results[0]?.value;
    expect(tracks.audio.stop).toHaveBeenCalled();
    // Nothing more: no "No answer." 35 s later, and nothing sent back.
    vi.advanceTimersByTime(OUTGOING_RING_TIMEOUT_MS);
    expect(notify).toHaveBeenCalledOnce();
    expect(frames('call_end')).toEqual([]);
  });

  it('can be cancelled while ringing', async () => {
    const { controller, frames } = setup();
    await controller.start(peer, conversationId, { video: false });
    controller.hangUp();
    expect(controller.state.status).toBe('idle');
    expect(frames('call_end')[0]?.data).toMatchObject({ callId: 'call-1', reason: 'hangup' });
  });
});

describe('an active call', () => {
  async function activeCall(options: Parameters<typeof setup>[0] = {}) {
    const kit = setup(options);
    kit.controller.receive(invite({ video: true }));
    kit.controller.accept();
    await settle();
    return kit;
  }

  it('counts the duration every second once connected, and plays the connect sound once', async () => {
    const { controller, media, sounds } = await activeCall();
    vi.advanceTimersByTime(5_000);
    expect(controller.state).toMatchObject({ duration: 0 });
    media.events()?.connectionState('connected');
    expect(sounds.play).toHaveBeenCalledWith('connect');
    vi.advanceTimersByTime(3_000);
    expect(controller.state).toMatchObject({ connection: 'connected', duration: 3 });
    media.events()?.connectionState('reconnecting');
    expect(controller.state).toMatchObject({ connection: 'reconnecting' });
    media.events()?.connectionState('connected');
    vi.advanceTimersByTime(1_000);
    expect(controller.state).toMatchObject({ duration: 4 });
    expect(sounds.play.mock.calls.filter(([effect]) => effect === 'connect')).toHaveLength(1);
  });

  it('ends on a call end with its callId, and not on another', async () => {
    const { controller, media, sounds } = await activeCall();
    controller.receive(ended({ callId: 'another' }));
    expect(controller.state.status).toBe('active');
    controller.receive(ended());
    expect(controller.state.status).toBe('idle');
    expect(media.session.leave).toHaveBeenCalled();
    expect(sounds.play).toHaveBeenCalledWith('end');
  });

  it('End call tells the other side and stops the timer', async () => {
    const { controller, frames, media } = await activeCall();
    media.events()?.connectionState('connected');
    controller.hangUp();
    expect(controller.state.status).toBe('idle');
    expect(frames('call_end')[0]?.data).toMatchObject({ reason: 'hangup' });
    vi.advanceTimersByTime(5_000);
    expect(controller.state).toEqual({ status: 'idle' });
  });

  it('mutes and unmutes the microphone', async () => {
    const { controller, media } = await activeCall();
    await controller.toggleMute();
    expect(controller.state).toMatchObject({ local: { muted: true } });
    expect(media.session.setMicrophone).toHaveBeenLastCalledWith(false);
    await controller.toggleMute();
    expect(controller.state).toMatchObject({ local: { muted: false } });
    expect(media.session.setMicrophone).toHaveBeenLastCalledWith(true);
  });

  it('turns the video toggle off when the camera fails to start', async () => {
    const { controller, media, notify } = await activeCall();
    await controller.toggleVideo();
    expect(controller.state).toMatchObject({ local: { video: false } });
    media.session.setCamera.mockRejectedValueOnce(new Error('NotReadableError'));
    await controller.toggleVideo();
    expect(controller.state).toMatchObject({ local: { video: false } });
    expect(notify).toHaveBeenCalledWith(CALL_MESSAGES.camera, 'warning');
  });

  it('turns screen sharing off when it fails to start, and restores the camera when it ends', async () => {
    const { controller, media } = await activeCall();
    media.session.setScreenShare.mockRejectedValueOnce(new Error('NotAllowedError'));
    await controller.toggleScreenShare();
    expect(controller.state).toMatchObject({ local: { screen: false } });

    await controller.toggleScreenShare();
    expect(controller.state).toMatchObject({ local: { screen: true, video: true } });
    await controller.toggleScreenShare();
    expect(controller.state).toMatchObject({ local: { screen: false } });
    expect(media.session.setScreenShare).toHaveBeenLastCalledWith(false, true);
  });

  it('turns sharing off when the browser ends the share, restoring the camera only if video is on', async () => {
    const { controller, media } = await activeCall();
    await controller.toggleScreenShare();
    await controller.toggleVideo(); // the camera is off for when sharing ends
    media.events()?.screenShareEnded();
    expect(controller.state).toMatchObject({ local: { screen: false, video: false } });
    expect(media.session.setScreenShare).toHaveBeenLastCalledWith(false, false);
  });

  it('hands the session the signals that came before it listened, then the rest', async () => {
    const kit = setup();
    kit.controller.receive(invite());
    kit.controller.accept();
    const offer = { type: 'offer' as const, sdp: 'v=0' };
    kit.controller.receive({
      type: 'call_signal',
      data: { conversationId, callId: 'call-1', toUserId: 'me', fromUserId: 'peer', signal: offer },
    });
    await settle();
    const heard: unknown[] = [];
    kit.media.joins[0]?.signalling.onSignal((signal) => heard.push(signal));
    const candidate = { type: 'candidate' as const, candidate: null };
    kit.controller.receive({
      type: 'call_signal',
      data: { conversationId, callId: 'call-1', toUserId: 'me', fromUserId: 'peer', signal: candidate },
    });
    // Not from the other participant, or for another call: dropped.
    kit.controller.receive({
      type: 'call_signal',
      data: { conversationId, callId: 'old', toUserId: 'me', fromUserId: 'peer', signal: candidate },
    });
    expect(heard).toEqual([offer, candidate]);
    kit.media.joins[0]?.signalling.send(candidate);
    expect(kit.frames('call_signal')).toEqual([
      {
        type: 'call_signal',
        data: { conversationId, callId: 'call-1', toUserId: 'peer', signal: candidate },
      },
    ]);
  });

  it('a failed join (e.g. the token fetch) sets disconnected, then the call ends', async () => {
    const { controller, notify, frames } = await activeCall({
      join: async () => {
        throw new Error('Failed to fetch token');
      },
    });
    expect(controller.state).toMatchObject({ status: 'active', connection: 'disconnected' });
    expect(notify).toHaveBeenCalledWith('Failed to fetch token', 'error');
    vi.advanceTimersByTime(DISCONNECTED_END_MS);
    expect(controller.state.status).toBe('idle');
    expect(frames('call_end')[0]?.data).toMatchObject({ reason: 'lost' });
  });

  it('a connection that comes back before the grace ends keeps the call', async () => {
    const { controller, media } = await activeCall();
    media.events()?.connectionState('connected');
    media.events()?.connectionState('disconnected');
    vi.advanceTimersByTime(DISCONNECTED_END_MS - 1);
    media.events()?.connectionState('connected');
    vi.advanceTimersByTime(DISCONNECTED_END_MS);
    expect(controller.state).toMatchObject({ status: 'active', connection: 'connected' });
  });

  it('dispose (sign-out, closing the tab) hangs up', async () => {
    const { controller, frames } = await activeCall();
    controller.dispose();
    expect(controller.state.status).toBe('idle');
    expect(frames('call_end')).toHaveLength(1);
  });
});
