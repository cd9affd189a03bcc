import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, register, testConfig, useTestApp } from '../../test/helper';
import { useListening, useSockets } from '../../test/sockets';
import { type App, buildApp } from '../app';

const redisUrl = process.env.TEST_REDIS_URL;
// Long enough that only the sync, not expiry, can explain a fresh answer.
const caches = { sessionCacheMs: 60_000, projectCacheMs: 60_000 };

const until = async (condition: () => Promise<boolean>) => {
  for (let i = 0; i < 100; i++) {
    if (await condition()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
};

// Two apps on one database and one Redis stand for two server processes.
describe.skipIf(!redisUrl)('what one process changes, the others stop remembering', () => {
  const t = useTestApp({ redisUrl, ...caches });
  useListening(t);
  const sockets = useSockets(t);
  let b: App;

  beforeAll(async () => {
    b = await buildApp(testConfig({ redisUrl, ...caches }), { db: t.db, pool: t.pool });
    await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await b?.close();
  });

  const me = (app: App, cookie: string) =>
    app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie } });

  it('signing out on A ends the session on B at once, and closes its sockets there', async () => {
    const user = await register(t.app);
    expect((await me(b, user.cookie)).statusCode).toBe(200); // B now remembers the session
    const onB = await sockets.signIn(user.cookie, b);
    await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: { cookie: user.cookie } });
    expect((await onB.closed).code).toBe(1008);
    expect(await until(async () => (await me(b, user.cookie)).statusCode === 401)).toBe(true);
  });

  it('a profile changed on A is read fresh on B', async () => {
    const user = await register(t.app);
    expect((await me(b, user.cookie)).json().user.bio).toBe('');
    await t.app.inject({
      method: 'PUT',
      url: '/api/me/profile',
      headers: { cookie: user.cookie },
      payload: { bio: 'Bass, mostly.' },
    });
    expect(await until(async () => (await me(b, user.cookie)).json().user.bio === 'Bass, mostly.')).toBe(
      true,
    );
  });

  it('a project made private on A is gone for strangers on B at once', async () => {
    const [owner, stranger] = [await register(t.app), await register(t.app)];
    const { projectId } = await createProject(t.app, owner.cookie);
    const view = () =>
      b.inject({ method: 'GET', url: `/api/projects/${projectId}`, headers: { cookie: stranger.cookie } });
    expect((await view()).statusCode).toBe(200); // B now serves it from memory
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${projectId}`,
      headers: { cookie: owner.cookie },
      payload: { isPublic: false },
    });
    expect(changed.statusCode).toBe(200);
    expect(await until(async () => (await view()).statusCode === 404)).toBe(true);
  });
});
