import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, register, testConfig, useTestApp } from '../../../test/helper';
import { DocClient } from '../../../test/kits/documents';
import { getProject } from '../../../test/kits/projects';
import { useListening, useSockets } from '../../../test/sockets';
import { type App, buildApp } from '../../app';
import { type Bus, type BusEvent, memoryBus } from '../../events/bus';
import type { DocumentTimings } from './constants';

/**
 * One bus shared by two apps, as Redis is by two processes, which a test can make lose a message
 * (a Redis reconnect does).
 */
function lossyBus(): Bus & { dropNext(match: (event: BusEvent) => boolean): void } {
  const bus = memoryBus(pino({ level: 'silent' }));
  let drop: ((event: BusEvent) => boolean) | null = null;
  return {
    ...bus,
    async publish(event) {
      if (drop?.(event)) {
        drop = null;
        return;
      }
      await bus.publish(event);
    },
    dropNext(match) {
      drop = match;
    },
  };
}

const isEdit = (event: BusEvent) => event.kind === 'event' && event.event.name === 'MainContentChanged';

const timings: Partial<DocumentTimings> = {
  gapWaitMs: 100,
  resyncMs: 300,
  textFlushMs: 50,
  textFlushMaxMs: 200,
};
const bus = lossyBus();
const t = useTestApp({ documentTimings: timings, projectCacheMs: 60_000 }, undefined, { bus });
useListening(t);
const sockets = useSockets(t);
let b: App;

beforeAll(async () => {
  b = await buildApp(testConfig({ documentTimings: timings, projectCacheMs: 60_000 }), {
    db: t.db,
    pool: t.pool,
    bus,
  });
  await b.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await b?.close();
});

type Person = Awaited<ReturnType<typeof register>>;

async function tab(person: Person, projectId: string, app: App): Promise<DocClient> {
  const client = new DocClient(await sockets.signIn(person.cookie, app), projectId);
  await client.open();
  return client;
}

async function twoTabs() {
  const owner = await register(t.app);
  const { projectId } = await createProject(t.app, owner.cookie);
  return { owner, projectId, onA: await tab(owner, projectId, t.app), onB: await tab(owner, projectId, b) };
}

describe('a document open on two processes', () => {
  it('hears every stored change, wherever it was sent', async () => {
    const { onA, onB } = await twoTabs();
    onA.type(0, 'From A.');
    await onB.receiveUntil('From A.');
    onB.type(7, ' From B.');
    await onA.receiveUntil('From A. From B.');
  });

  it('reads back a change whose message was lost, when the next one shows the gap', async () => {
    const { onA, onB } = await twoTabs();
    bus.dropNext(isEdit);
    onA.type(0, 'Lost. ');
    await onA.acked(2);
    onA.type(6, 'Found.');
    await onB.receiveUntil('Lost. Found.');
  });

  it('reads back a lost change by itself, with no change after it', async () => {
    const { onA, onB } = await twoTabs();
    bus.dropNext(isEdit);
    onA.type(0, 'Only this.');
    await onB.receiveUntil('Only this.');
  });

  it('keeps the stored text in step, and both processes answer it', async () => {
    const { owner, projectId, onA } = await twoTabs();
    // Both processes hold the project in their read memory.
    for (const app of [t.app, b]) {
      expect((await getProject(app, projectId, owner.cookie)).json().project.workspace.mainContent).toBe('');
    }
    onA.type(0, '# Live');
    await onA.acked(2);
    for (const app of [t.app, b]) {
      await expect
        .poll(
          async () => (await getProject(app, projectId, owner.cookie)).json().project.workspace.mainContent,
        )
        .toBe('# Live');
    }
  });

  it('shows cursors across processes', async () => {
    const { owner, onA, onB } = await twoTabs();
    onA.setCursor({ cursor: null });
    const states = await onB.receiveCursors();
    expect(states.get(onA.doc.clientID)).toMatchObject({ user: { userId: owner.user.id } });
    onA.socket.close();
    await expect.poll(async () => (await onB.receiveCursors()).size).toBe(0);
  });
});
