import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import pg from 'pg';
import { seriousViolations } from './axe';
import { expect, markIntroSeen, test, uniqueUser } from './fixtures';

/**
 * Every route of SPEC.md §2.1–2.3, signed out and signed in, has no serious or critical axe
 * violation. The ids are real: a signed-in creator with a friend, a conversation, a project, a
 * post, a collective and more than nine unread notifications (so the badges show "9+").
 */

interface World {
  signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;
  ids: Record<'user' | 'project' | 'post' | 'collective' | 'conversation', string>;
}

/** Each route, with {user}, {project}… standing for the world's ids. */
const routes = [
  // §2.1 public
  '/login',
  '/register',
  '/',
  '/explore',
  '/projects/{project}',
  '/library',
  '/community',
  '/posts/{post}',
  '/collectives',
  '/collectives/{collective}',
  '/notifications',
  '/queue',
  '/messages/{conversation}',
  '/profile/{user}',
  '/settings',
  '/pricing',
  '/design-system',
  // §2.2 sign-in required (signed out, each one is the sign-in page)
  '/onboarding',
  '/workspace/{project}',
  '/workspace/new',
  '/projects',
  '/projects/new',
  '/projects/edit/{project}',
  '/projects/{project}/complete',
  '/friends',
  '/profile',
  '/profile/edit',
  '/settings/profile',
  '/beta-testing',
  // §2.3 placeholders, and the 404 page
  '/commissions',
  '/commissions/create',
  '/commissions/1',
  '/commissions/1/submit',
  '/my-commissions',
  '/my-submissions',
  '/collectives/create',
  '/friends/posts',
  '/queue/tournament',
  '/messages',
  '/projects/{project}/invite',
  '/events',
  '/events/create',
  '/events/1',
  '/no/such/page',
];

/** A new account, signed in on `request`'s context. */
async function register(
  request: APIRequestContext,
  prefix: string,
): Promise<{ id: string; username: string }> {
  const { username, email, password } = uniqueUser(prefix);
  const answer = await request.post('/api/user/register', {
    data: { username, email, password, fullName: username },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()).user;
}

async function post<T>(request: APIRequestContext, url: string, data?: object): Promise<T> {
  const answer = await request.post(url, data ? { data } : {});
  expect(answer.ok(), `${url}: ${answer.status()}`).toBe(true);
  return answer.json();
}

/**
 * A collective, written to the e2e server's own PostgreSQL: no API makes collectives yet (the
 * demo data and the server's tests write them the same way).
 */
async function insertCollective(founderId: string, memberId: string): Promise<string> {
  const dataDir = resolve(import.meta.dirname, '../.data-test/e2e');
  const port = readFileSync(join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')[3];
  const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
  const client = new pg.Client(
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
  );
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO collectives (name, description, tags, members_count)
       VALUES ($1, 'Late-night synth sessions.', '{synthwave}', 2) RETURNING id`,
      [`Night Owls ${Date.now().toString(36)}`],
    );
    const id = rows[0]?.id as string;
    await client.query(
      `INSERT INTO collective_members (collective_id, user_id, role) VALUES ($1, $2, 'founder'), ($1, $3, 'member')`,
      [id, founderId, memberId],
    );
    return id;
  } finally {
    await client.end();
  }
}

async function makeWorld(browser: Browser): Promise<World> {
  const [me, friend, stranger] = await Promise.all([1, 2, 3].map(() => browser.newContext()));
  if (!me || !friend || !stranger) throw new Error('no contexts');
  const maya = await register(me.request, 'maya');
  const theo = await register(friend.request, 'theo');
  await register(stranger.request, 'iris');

  // Friends (the acceptance notifies me), a conversation with a message, and a request to answer.
  const sent = await post<{ requestId: string }>(me.request, '/api/me/friend-requests', {
    receiverUsername: theo.username,
  });
  expect((await friend.request.put(`/api/me/friend-requests/${sent.requestId}`)).status()).toBe(200);
  await post(stranger.request, '/api/me/friend-requests', { receiverUsername: maya.username });
  const { conversation } = await post<{ conversation: { conversationId: string } }>(
    me.request,
    '/api/conversations',
    { userId: theo.id },
  );
  await post(friend.request, `/api/conversations/${conversation.conversationId}/messages`, {
    content: 'Loved the bridge in the last bounce.',
    clientId: randomUUID(),
  });

  const { project } = await post<{ project: { projectId: string } }>(me.request, '/api/projects', {
    name: 'Night Drive',
    description: 'A slow synthwave piece.',
  });
  const { post: made } = await post<{ post: { postId: string } }>(me.request, '/api/posts', {
    content: 'First sketch of the chorus.',
    projectId: project.projectId,
  });

  // More than nine unread, as for any active creator: the badges read "9+".
  for (let take = 1; take <= 10; take++)
    await post(friend.request, `/api/posts/${made.postId}/comments`, {
      content: `Take ${take} sounds great.`,
    });

  // Opened once in the browser, as after signing in: the app keeps who is signed in (persisted).
  await markIntroSeen(me);
  const page = await me.newPage();
  await page.goto('/profile');
  await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(maya.username) })).toBeVisible();

  const world: World = {
    signedIn: await me.storageState(),
    ids: {
      user: theo.id,
      project: project.projectId,
      post: made.postId,
      collective: await insertCollective(maya.id, theo.id),
      conversation: conversation.conversationId,
    },
  };
  await Promise.all([me.close(), friend.close(), stranger.close()]);
  return world;
}

/**
 * Resolves once no request has been in flight for `quietMs`: the page has fetched what the route
 * needs. (Playwright's "networkidle" only covers a full page load, not a client-side navigation.)
 */
function quietNetwork(page: Page, quietMs = 300): () => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => () => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return async () => {
    await expect
      .poll(() => inFlight <= 0 && Date.now() - lastChange >= quietMs, { intervals: [100] })
      .toBe(true);
  };
}

let world: World;
test.beforeAll(async ({ browser }) => {
  world = await makeWorld(browser);
});

for (const signedIn of [false, true]) {
  test.describe(signedIn ? 'signed in' : 'signed out', () => {
    // One tab per state, moving from route to route as a person would: the app loads once.
    let context: BrowserContext;
    let page: Page;
    let settled: () => Promise<void>;
    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext(signedIn ? { storageState: world.signedIn } : {});
      await markIntroSeen(context);
      page = await context.newPage();
      settled = quietNetwork(page);
      await page.goto('/pricing');
    });
    test.afterAll(() => context?.close());

    for (const route of routes) {
      test(`${route} has no serious accessibility violations`, async () => {
        const path = route.replace(/\{(\w+)\}/g, (_, id: keyof World['ids']) => world.ids[id]);
        // A client-side navigation, as a link would make it.
        await page.evaluate((to) => {
          window.history.pushState(null, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, path);
        await page.locator('main').first().waitFor();
        await settled();
        await expect(page.getByText('Loading...')).toHaveCount(0);
        const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
        if (signedIn) await expect(bell.getByTestId('notification-badge')).toHaveText('9+');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
