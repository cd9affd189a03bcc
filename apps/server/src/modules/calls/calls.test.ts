import { Writable } from 'node:stream';
import { AGORA_NOT_CONFIGURED, AgoraTokenAnswer, CallsConfigAnswer } from '@create-together/contract';
import { AccessToken2, kRtcServiceType } from 'agora-token/src/AccessToken2';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { register, useTestApp } from '../../../test/helper';
import { realtimeKit } from '../../../test/kits/realtime';

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

  it('refuses a token across a block, whichever of the two blocked the other (403)', async () => {
    const [me, blocker, blocked] = [await k.person(), await k.person(), await k.person()];
    const withBlocker = await k.conversation(me, blocker);
    const withBlocked = await k.conversation(me, blocked);
    await k.block(blocker, me);
    await k.block(me, blocked);
    for (const [cookie, channelName] of [
      [me.cookie, withBlocker],
      [blocker.cookie, withBlocker],
      [me.cookie, withBlocked],
      [blocked.cookie, withBlocked],
    ] as const) {
      const response = await token(cookie, { channelName });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'You cannot call this user.', code: 'BLOCKED' });
    }
  });
});

/** A pino logger at debug level that keeps its lines, parsed. */
function recordingLogger() {
  const lines: { level: number; msg: string; err?: { stack?: string } }[] = [];
  const logger = pino(
    { level: 'debug' },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    }),
  );
  return { logger, lines };
}

describe('without Agora', () => {
  const log = recordingLogger();
  const t = useTestApp(
    {},
    (app) => {
      app.get('/api/test/fault', async () => {
        throw new Error('a real fault');
      });
    },
    { logger: log.logger },
  );
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

  it('logs the expected 503 as a warning without a stack, and only a real fault as an error', async () => {
    const me = await k.person();
    log.lines.length = 0;
    await t.app.inject({
      method: 'POST',
      url: '/api/agora/token',
      headers: { cookie: me.cookie },
      payload: { channelName: 'lobby' },
    });
    const refusal = log.lines.filter((line) => line.msg === AGORA_NOT_CONFIGURED);
    expect(refusal.map((line) => line.level)).toEqual([40]);
    expect(JSON.stringify(log.lines)).not.toMatch(/stack/);
    expect(log.lines.filter((line) => line.level >= 50)).toEqual([]);

    await t.app.inject({ method: 'GET', url: '/api/test/fault' });
    const faults = log.lines.filter((line) => line.level >= 50);
    expect(faults).toHaveLength(1);
    expect(faults[0]?.err?.stack).toMatch(/a real fault/);
  });
});
