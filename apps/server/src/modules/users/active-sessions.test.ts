import { createHash, randomBytes } from 'node:crypto';
import { ActiveSessionsAnswer, EndSessionAnswer } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { login, me, register, useTestApp } from '../../../test/helper';
import { useListening, useSockets } from '../../../test/sockets';
import { SOCKET_MESSAGES } from '../realtime/constants';

const t = useTestApp();
useListening(t);
const sockets = useSockets(t);

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const hashOf = (cookie: string) =>
  createHash('sha256').update(cookie.slice('ct_session='.length)).digest('hex');

/** Signs in again as `username` from this browser and address; the new session's cookie. */
async function signIn(username: string, userAgent: string, remoteAddress: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: { 'user-agent': userAgent },
    remoteAddress,
    payload: { identifier: username, password: 'correct horse battery' },
  });
  const cookie = response.cookies.find((c) => c.name === 'ct_session');
  if (!cookie) throw new Error(`no session: ${response.body}`);
  return `ct_session=${cookie.value}`;
}

async function listSessions(cookie: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/me/sessions', headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return ActiveSessionsAnswer.parse(response.json()).sessions;
}

const endSession = (cookie: string, sessionId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/me/sessions/${sessionId}`, headers: { cookie } });

describe('GET /api/me/sessions', () => {
  it('lists the caller’s sessions with browser, system, address and times; never a token or its hash', async () => {
    const { cookie, user } = await register(t.app);
    const phone = await signIn(user.username, SAFARI_IPHONE, '203.0.113.7');
    const laptop = await signIn(user.username, CHROME_LINUX, '198.51.100.2');
    // Someone else's sessions are never listed.
    await register(t.app);

    const before = Math.floor(Date.now() / 1000);
    const listed = await listSessions(laptop);
    expect(listed).toHaveLength(3);
    // The caller's own session is in use right now: it comes first.
    expect(listed[0]).toMatchObject({ current: true, browser: 'Chrome', os: 'Linux', ip: '198.51.100.2' });
    expect(listed[0]?.lastSeenAt).toBeGreaterThanOrEqual(before);
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    expect(listed).toContainEqual(
      expect.objectContaining({ current: false, browser: 'Safari', os: 'iPhone', ip: '203.0.113.7' }),
    );
    // Registered through inject: its User-Agent names no browser.
    expect(listed).toContainEqual(
      expect.objectContaining({ current: false, browser: 'Unknown browser', os: null, ip: '127.0.0.1' }),
    );
    const text = JSON.stringify(listed);
    for (const c of [cookie, phone, laptop]) {
      expect(text).not.toContain(c.slice('ct_session='.length));
      expect(text).not.toContain(hashOf(c));
    }
  });

  it('leaves out expired sessions, and lists the most recently used first', async () => {
    const { cookie, user } = await register(t.app);
    const old = await signIn(user.username, SAFARI_IPHONE, '203.0.113.8');
    const expired = await signIn(user.username, CHROME_LINUX, '203.0.113.9');
    await t.pool.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [
      hashOf(expired),
    ]);
    await t.pool.query("UPDATE sessions SET last_seen_at = now() - interval '2 days' WHERE token_hash = $1", [
      hashOf(old),
    ]);
    await t.pool.query("UPDATE sessions SET last_seen_at = now() - interval '1 day' WHERE token_hash = $1", [
      hashOf(cookie),
    ]);
    const listed = await listSessions(old);
    expect(listed.map((s) => [s.current, s.browser])).toEqual([
      [true, 'Safari'],
      [false, 'Unknown browser'],
    ]);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me/sessions' })).statusCode).toBe(401);
  });
});

describe('last_seen_at', () => {
  /** A session written straight to the database (as another process would have), last seen `ago` ago. */
  async function sessionSeen(ago: string): Promise<{ cookie: string; seenAgoMs: () => Promise<number> }> {
    const { user } = await register(t.app);
    const token = randomBytes(32).toString('base64url');
    const hash = createHash('sha256').update(token).digest('hex');
    await t.pool.query(
      `INSERT INTO sessions (token_hash, user_id, expires_at, last_seen_at)
       VALUES ($1, $2, now() + interval '30 days', now() - $3::interval)`,
      [hash, user.id, ago],
    );
    const seenAgoMs = async () => {
      const { rows } = await t.pool.query('SELECT last_seen_at FROM sessions WHERE token_hash = $1', [hash]);
      return Date.now() - (rows[0].last_seen_at as Date).getTime();
    };
    return { cookie: `ct_session=${token}`, seenAgoMs };
  }

  it('moves on use once a step has passed, then not again within the step', async () => {
    const { cookie, seenAgoMs } = await sessionSeen('1 hour');
    expect((await me(t.app, cookie)).statusCode).toBe(200);
    expect(await seenAgoMs()).toBeLessThan(60_000);
    // Pushed back by hand: this process marked it a moment ago, so it writes nothing now.
    await t.pool.query("UPDATE sessions SET last_seen_at = now() - interval '1 hour' WHERE token_hash = $1", [
      hashOf(cookie),
    ]);
    expect((await me(t.app, cookie)).statusCode).toBe(200);
    expect(await seenAgoMs()).toBeGreaterThan(50 * 60_000);
  });

  it('is not rewritten when another process marked it within the step', async () => {
    const { cookie, seenAgoMs } = await sessionSeen('1 minute');
    expect((await me(t.app, cookie)).statusCode).toBe(200);
    expect(await seenAgoMs()).toBeGreaterThan(50_000);
  });

  it('is the sign-in time for a new session', async () => {
    const { cookie } = await register(t.app);
    const [listed] = await listSessions(cookie);
    const { rows } = await t.pool.query(
      'SELECT created_at, last_seen_at FROM sessions WHERE token_hash = $1',
      [hashOf(cookie)],
    );
    expect(Math.abs(rows[0].last_seen_at.getTime() - rows[0].created_at.getTime())).toBeLessThan(1000);
    expect(listed?.createdAt).toBe(Math.floor(rows[0].created_at.getTime() / 1000));
  });
});

describe('DELETE /api/me/sessions/{sessionId}', () => {
  it('ends only that session: it is refused at once and its socket closes; the others go on', async () => {
    const { cookie, user } = await register(t.app);
    const phone = await signIn(user.username, SAFARI_IPHONE, '203.0.113.7');
    const [mine, phoneSocket] = [await sockets.signIn(cookie), await sockets.signIn(phone)];
    // Cached by a recent request: the end must reach the cache too.
    expect((await me(t.app, phone)).statusCode).toBe(200);

    const target = (await listSessions(cookie)).find((s) => s.browser === 'Safari');
    if (!target) throw new Error('phone session not listed');
    const ended = await endSession(cookie, target.sessionId);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(EndSessionAnswer.parse(ended.json())).toEqual({ success: true, current: false });
    expect(ended.cookies).toHaveLength(0);

    expect((await me(t.app, phone)).statusCode).toBe(401);
    expect(await phoneSocket.next('auth_failure')).toEqual({
      type: 'auth_failure',
      message: SOCKET_MESSAGES.sessionEnded,
    });
    expect((await phoneSocket.closed).code).toBe(1008);
    expect((await me(t.app, cookie)).statusCode).toBe(200);
    expect(await mine.ask({ type: 'ping' }, 'pong')).toEqual({ type: 'pong' });
    expect((await listSessions(cookie)).map((s) => s.sessionId)).not.toContain(target.sessionId);
    // Ending it again: it is gone.
    expect((await endSession(cookie, target.sessionId)).statusCode).toBe(404);
  });

  it('answers 404 for someone else’s session, and it goes on working', async () => {
    const me1 = await register(t.app);
    const other = await register(t.app);
    const [theirs] = await listSessions(other.cookie);
    if (!theirs) throw new Error('no session listed');
    const refused = await endSession(me1.cookie, theirs.sessionId);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({
      success: false,
      error: 'Session not found.',
      code: 'SESSION_NOT_FOUND',
    });
    expect((await me(t.app, other.cookie)).statusCode).toBe(200);
    // Unknown and malformed handles answer the same.
    expect((await endSession(me1.cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await endSession(me1.cookie, 'not-a-session')).statusCode).toBe(404);
    expect((await endSession(me1.cookie, hashOf(other.cookie))).statusCode).toBe(404);
  });

  it('ending the caller’s own session signs it out and clears the cookie', async () => {
    const { cookie, user } = await register(t.app);
    const laptop = await signIn(user.username, CHROME_LINUX, '198.51.100.2');
    const own = (await listSessions(cookie)).find((s) => s.current);
    if (!own) throw new Error('current session not listed');
    const ended = await endSession(cookie, own.sessionId);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ success: true, current: true });
    expect(ended.cookies.find((c) => c.name === 'ct_session')?.value).toBe('');
    expect((await me(t.app, cookie)).statusCode).toBe(401);
    expect((await me(t.app, laptop)).statusCode).toBe(200);
    // Signing in again still works, of course.
    expect((await login(t.app, user.username, 'correct horse battery')).response.statusCode).toBe(200);
  });
});
