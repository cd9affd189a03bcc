import { AGORA_NOT_CONFIGURED, AgoraTokenAnswer, CallsConfigAnswer } from '@create-together/contract';
import { AccessToken2, kRtcServiceType } from 'agora-token/src/AccessToken2';
import { describe, expect, it } from 'vitest';
import { register, useTestApp } from '../../../test/helper';
import { realtimeKit } from '../realtime/realtime-test-kit';

const agora = {
  appId: '970ca35de60c44645bbae8a215061b33',
  appCertificate: '5cfd2fd1755d40ecb72977518be15d3b',
};

describe('with Agora configured', () => {
  const t = useTestApp({ agora, iceServers: [{ urls: 'stun:stun.example.org:3478' }] });
  const k = realtimeKit(t);
  const token = (cookie: string | undefined, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/agora/token',
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    });

  it('says calls use Agora, with the configured ICE servers', async () => {
    const me = await register(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/calls/config',
      headers: { cookie: me.cookie },
    });
    expect(CallsConfigAnswer.parse(response.json())).toEqual({
      success: true,
      provider: 'agora',
      iceServers: [{ urls: 'stun:stun.example.org:3478' }],
    });
  });

  it('issues a real RTC token for a conversation of the caller, for the caller, whatever userId says', async () => {
    const [me, other] = [await k.person(), await k.person()];
    const conversationId = await k.conversation(me, other);
    const response = await token(me.cookie, { channelName: conversationId, userId: other.user.id });
    expect(response.statusCode).toBe(200);
    const answer = AgoraTokenAnswer.parse(response.json());
    expect(answer).toMatchObject({ appId: agora.appId, uid: me.user.id });
    // agora-token reads it back: our app, this channel, this user.
    const parsed = new AccessToken2('', '', 0, 0);
    expect(parsed.from_string(answer.token)).toBe(true);
    expect(String(parsed.appId)).toBe(agora.appId);
    expect(parsed.verifySignature(agora.appCertificate)).toBe(true);
    const rtc = parsed.services.find((service) => service.__type === kRtcServiceType);
    expect([String(rtc?.__channel_name), String(rtc?.__uid)]).toEqual([conversationId, me.user.id]);
  });

  it('refuses a channel that is not a conversation of the caller (404), and a visitor (401)', async () => {
    const [me, a, b] = [await k.person(), await k.person(), await k.person()];
    const theirs = await k.conversation(a, b);
    expect((await token(me.cookie, { channelName: theirs })).statusCode).toBe(404);
    expect((await token(me.cookie, { channelName: 'lobby' })).statusCode).toBe(404);
    expect((await token(undefined, { channelName: theirs })).statusCode).toBe(401);
    expect((await token(me.cookie, {})).json().error).toMatch(/channelName/);
  });
});

describe('without Agora', () => {
  const t = useTestApp();
  const k = realtimeKit(t);

  it('says calls use WebRTC with no ICE servers, and the token route is 503', async () => {
    const [me, other] = [await k.person(), await k.person()];
    const config = await t.app.inject({
      method: 'GET',
      url: '/api/calls/config',
      headers: { cookie: me.cookie },
    });
    expect(config.json()).toEqual({ success: true, provider: 'webrtc', iceServers: [] });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/agora/token',
      headers: { cookie: me.cookie },
      payload: { channelName: await k.conversation(me, other) },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, error: AGORA_NOT_CONFIGURED });
  });
});
