import type { RoomPresence } from '@create-together/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, register, testConfig, useTestApp } from '../../../test/helper';
import { type TestSocket, useListening, useSockets } from '../../../test/sockets';
import { type App, buildApp } from '../../app';

const redisUrl = process.env.TEST_REDIS_URL;

const lastHere = (socket: TestSocket) =>
  ((socket.pending('room_presence').at(-1) as { here: RoomPresence[] } | undefined)?.here ?? []).map(
    (p) => p.username,
  );

// Two apps on one database and one Redis stand for two server processes.
describe.skipIf(!redisUrl)('a project room spread over two processes', () => {
  const t = useTestApp({ redisUrl });
  useListening(t);
  const sockets = useSockets(t);
  let b: App;

  beforeAll(async () => {
    b = await buildApp(testConfig({ redisUrl }), { db: t.db, pool: t.pool });
    await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await b?.close();
  });

  it('lists everyone in it wherever their screen is, and hears every change wherever it was made', async () => {
    const [owner, fan] = [await register(t.app), await register(t.app)];
    const { projectId } = await createProject(t.app, owner.cookie);
    const onA = await sockets.signIn(owner.cookie);
    await onA.ask({ type: 'room_join', projectId }, 'room_joined');
    const onB = await sockets.signIn(fan.cookie, b);
    const joined = await onB.ask({ type: 'room_join', projectId }, 'room_joined');
    expect(joined.here.map((p) => p.username)).toEqual([owner.user.username, fan.user.username]);
    await expect.poll(() => lastHere(onA)).toEqual([owner.user.username, fan.user.username]);

    // A change made through A reaches the screen on B.
    await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/like`,
      headers: { cookie: owner.cookie },
    });
    expect((await onB.next('room_change')).change).toEqual({
      type: 'project_liked',
      userId: owner.user.id,
      liked: true,
      likes: 1,
    });

    // The fan closes the tab on B: A's list drops them.
    onB.close();
    await expect.poll(() => lastHere(onA)).toEqual([owner.user.username]);
  });
});
