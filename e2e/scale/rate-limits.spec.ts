import { expect, test } from '@playwright/test';
import { uniqueUser } from '../fixtures';
import { IDENTIFIER_LIMIT } from './cluster';

const servers = () => [process.env.SCALE_A_URL ?? '', process.env.SCALE_B_URL ?? ''] as const;

test('a sign-in limit trips at its configured count across both processes, not twice that', async ({
  request,
}) => {
  const { username } = uniqueUser('rl');
  const attempt = (server: string) =>
    request.post(`${server}/api/user/login`, { data: { identifier: username, password: 'not the one' } });
  const [a, b] = servers();
  // Alternating processes: each alone has seen only half of the attempts.
  for (let i = 0; i < IDENTIFIER_LIMIT; i++) expect((await attempt(i % 2 ? b : a)).status()).toBe(401);
  for (const server of [a, b]) {
    const limited = await attempt(server);
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  }
});
