import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { me, register, useTestApp } from '../../../test/helper';

const t = useTestApp();
const tokenOf = (cookie: string) => cookie.slice('ct_session='.length);
const DAY = 86_400_000;

async function expiresAt(tokenHash: string): Promise<number> {
  const { rows } = await t.pool.query('SELECT expires_at FROM sessions WHERE token_hash = $1', [tokenHash]);
  return (rows[0].expires_at as Date).getTime();
}

describe('sessions', () => {
  it('stores only the SHA-256 of the token: the cookie value is nowhere in the table', async () => {
    const { cookie, user } = await register(t.app);
    const token = tokenOf(cookie);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const { rows } = await t.pool.query('SELECT * FROM sessions WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0].token_hash).toBe(createHash('sha256').update(token).digest('hex'));
  });

  it('lasts 30 days, and is not rewritten on every request', async () => {
    const { cookie } = await register(t.app);
    const hash = createHash('sha256').update(tokenOf(cookie)).digest('hex');
    const first = await expiresAt(hash);
    expect(Math.abs(first - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
    const response = await me(t.app, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.cookies).toHaveLength(0);
    expect(await expiresAt(hash)).toBe(first);
  });

  it('slides: once less than 29 days remain, a request moves the expiry to 30 days and re-sends the cookie', async () => {
    const { cookie } = await register(t.app);
    const hash = createHash('sha256').update(tokenOf(cookie)).digest('hex');
    await t.pool.query("UPDATE sessions SET expires_at = now() + interval '2 days' WHERE token_hash = $1", [
      hash,
    ]);
    const response = await me(t.app, cookie);
    expect(response.statusCode).toBe(200);
    expect(Math.abs((await expiresAt(hash)) - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
    const resent = response.cookies.find((c) => c.name === 'ct_session');
    expect(resent).toMatchObject({ value: tokenOf(cookie), maxAge: 30 * 86_400, httpOnly: true });
  });

  it('refuses an expired session', async () => {
    const { cookie } = await register(t.app);
    const hash = createHash('sha256').update(tokenOf(cookie)).digest('hex');
    await t.pool.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [
      hash,
    ]);
    expect((await me(t.app, cookie)).statusCode).toBe(401);
  });
});
