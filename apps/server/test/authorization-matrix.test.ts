// The authorization matrix: for every route the app registers, what each actor gets, asked of one
// world (authorization-world.ts). README.md "The authorization matrix" says how to add a route.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTORS,
  type Actor,
  buildWorld,
  type Person,
  type World,
  type WorldProject,
} from './authorization-world';
import { newUser, useTestApp } from './helper';
import { useMailbox } from './kits/mail';
import { tone, wavFile } from './kits/media-audio';
import { formData, tempMediaDir } from './kits/media-upload';
import { registeredRoutes } from './registered-routes';

/** A status, or any 2xx (a call that answers 201 the first time and 200 after). */
type Status = number | '2xx';
type Expect = Status | readonly Status[];
/** What each actor gets, in ACTORS' order: anonymous, stranger, friend, member, editor, owner, blocked. */
type Expectations = readonly [Expect, Expect, Expect, Expect, Expect, Expect, Expect];

interface Call {
  /** Every `:name` of the route's path. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** JSON, or a ready body with `headers` (multipart). */
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * Whom the request is sent as, when not the actor's own session: another session of theirs (a
   * sign-out), or a throwaway account standing in for them (deleting one's account).
   */
  as?: { cookie: string };
}

interface Row {
  /** `METHOD /path/:param`, exactly as registered. */
  route: string;
  /** What it is asked of, when a route has several rows. */
  on?: string;
  expect: Expectations;
  /** The request as this actor; none: the route as it is, no body. */
  call?: (w: World, actor: Actor) => Call | Promise<Call>;
  /** Puts back what an allowed case changed in the shared world. */
  restore?: (w: World, actor: Actor) => Promise<void>;
  /**
   * Something the answer carries to these actors alone (when it is a 2xx): the private project's id
   * in a list, someone's conversation… `required: false` when it may also be missing for them (a
   * page that might not reach it).
   */
  secret?: { value: (w: World) => string; onlyTo: readonly Actor[]; required?: boolean };
  /**
   * Its refusal is a 400 VALIDATION_FAILED by design (someone else's file named as one's own: "the
   * same sentence either way"); elsewhere that answer fails the case, as it says nothing of who may.
   */
  refusedAsInvalid?: boolean;
  /** A case that shows an authorization bug: the expectation is the right rule; the case is `it.fails`. */
  bugs?: Partial<Record<Actor, string>>;
}

/** Those in both world projects (and collectives, and their chats). */
const TEAM: readonly Actor[] = ['member', 'editor', 'owner'];
/** The actors in the owner's group (with the groupmates, who are no actors). */
const GROUP: readonly Actor[] = ['friend', 'owner'];
/** `status` to these actors, 404 to the others signed in (it is not there for them), 401 to a visitor. */
const among = (these: readonly Actor[], status: Expect): Expectations =>
  ACTORS.map((actor) =>
    actor === 'anonymous' ? 401 : these.includes(actor) ? status : 404,
  ) as unknown as Expectations;
/** The private project's id, shown to its team alone. */
const privateProject = (required = true): Row['secret'] => ({
  value: (w) => w.projects.private.id,
  onlyTo: TEAM,
  required,
});

// A file shared in a message goes with the message: in a group, never across a block (policies/media.ts
// `sharedWithViewer`), so the person the owner blocked does not get the file the owner shared after.
const SHARED_PAST_A_BLOCK: Partial<Record<keyof World['media'], Partial<Row>>> = {};

const row = (route: string, expect: Expectations, call?: Row['call'], more: Partial<Row> = {}): Row => ({
  route,
  expect,
  ...(call ? { call } : {}),
  ...more,
});

/** The same status for everyone. */
const everyone = (s: Expect): Expectations => [s, s, s, s, s, s, s];
/** Anyone signed in, on their own things: 401 without a session. */
const signedIn = (s: Expect): Expectations => [401, s, s, s, s, s, s];

/**
 * One route of a project, asked of the private project and of the public one (the owner's, with
 * the editor and the member in it): a private project is 404 to whoever is not in it.
 */
function projectRows(
  route: string,
  expect: { private: Expectations; public: Expectations },
  call: (p: WorldProject, w: World, actor: Actor) => Call | Promise<Call> = (p) => ({ params: { id: p.id } }),
  more: Partial<Record<'private' | 'public', Partial<Row>>> = {},
): Row[] {
  return (['private', 'public'] as const).map((which) => ({
    route,
    on: `the ${which} project`,
    expect: expect[which],
    call: (w, actor) => call(w.projects[which], w, actor),
    ...more[which],
  }));
}

/** The person behind a signed-in actor. */
const who = (w: World, actor: Actor): Person | undefined =>
  actor === 'anonymous' ? undefined : w.people[actor];
const isOne = (actor: Actor, ...these: Actor[]) => these.includes(actor);

/** What the rows of someone else's thing through one's own are asked of. */
const ACROSS = "one's own project, the private project's";

/** The owner's answer to GET it: what a call built on the current state (a revision, a time) reads first. */
async function projectNow(w: World, projectId: string) {
  return (await w.must(200, w.people.owner, 'GET', `/api/projects/${projectId}`)).project;
}
async function songNow(w: World, projectId: string) {
  return (await w.must(200, w.people.owner, 'GET', `/api/projects/${projectId}/song`)).song;
}

const METRICS_TOKEN = 'the-scrapers-token-0123456789';

const feedbackBody = { category: 'idea', description: 'A metronome in the workspace, please.', rating: 4 };

/**
 * Every route, every actor. Refusals are asked of the shared world; an allowed case that would
 * change it for the cases after it (deleting, leaving, joining, accepting, handing over) gets a
 * throwaway subject from `w.fresh`, or puts the world back (`restore`).
 */
const TABLE: Row[] = [
  // ————— health, accounts, sessions —————
  // [anonymous, stranger, friend, member, editor, owner, blocked]
  row('GET /api/health', everyone(200)),
  // The figures open to the scraper's token alone: no session, the owner's included, opens them.
  row('GET /metrics', everyone(401)),
  row('GET /metrics', everyone(200), () => ({ headers: { authorization: `Bearer ${METRICS_TOKEN}` } }), {
    on: 'with the bearer token',
  }),
  // The API reference, to anyone: it describes the API, no one's data (plugins/api-reference.ts).
  // swagger-ui's pages and its copies of the document; its files under /api/docs/static/* are a wildcard.
  row('GET /api/openapi.json', everyone(200)),
  row('GET /api/docs', everyone(200)),
  row('GET /api/docs/', everyone(200)),
  row('GET /api/docs/json', everyone(200)),
  row('GET /api/docs/yaml', everyone(200)),
  row('GET /api/docs/static/index.html', everyone(302)),
  row('GET /api/docs/static/swagger-initializer.js', everyone(200)),
  row('POST /api/user/register', everyone(201), () => ({ body: newUser() })),
  // The anonymous caller signs in as someone who is nobody to anyone.
  row('POST /api/user/login', everyone(200), (w, actor) => {
    const { username, password } = (who(w, actor) ?? w.outsider).body;
    return { body: { identifier: username, password } };
  }),
  // Another session of the actor's is ended, never the one the matrix uses.
  row('POST /api/user/logout', everyone(200), async (w, actor) => {
    const person = who(w, actor);
    return person ? { as: await w.fresh.session(person) } : {};
  }),
  row('GET /api/user/me', signedIn(200)),
  // Nobody finds who blocked them (nor themselves).
  row('GET /api/users', signedIn(200), (w) => ({ query: { q: w.people.owner.body.username } }), {
    on: "the owner's username",
    secret: { value: (w) => w.people.owner.user.id, onlyTo: ['stranger', 'friend', 'member', 'editor'] },
  }),
  row('GET /api/users/:id', [200, 200, 200, 200, 200, 200, 404], ownerId),
  // A profile's lists: the private project to its team alone.
  row('GET /api/users/:id/projects', [200, 200, 200, 200, 200, 200, 404], ownerId, {
    secret: privateProject(),
  }),
  row('GET /api/users/:id/contributions', [200, 200, 200, 200, 200, 200, 404], ownerId, {
    secret: privateProject(),
  }),
  row('GET /api/users/:id/credits', [200, 200, 200, 200, 200, 200, 404], ownerId, {
    secret: privateProject(),
  }),
  row('PUT /api/me/profile', signedIn(200), () => ({ body: { bio: 'Here to make things.' } })),
  // The password "changes" to itself: the actor signs in with it in later cases.
  row('PUT /api/me/password', signedIn(200), (w, actor) => {
    const password = (who(w, actor) ?? w.outsider).body.password;
    return { body: { currentPassword: password, newPassword: password } };
  }),
  // One's own account: a throwaway account stands in for each actor (its relations do not matter).
  row('DELETE /api/me', signedIn(200), async (w, actor) => {
    if (actor === 'anonymous') return { body: { password: 'correct horse battery' } };
    const standIn = await w.fresh.person();
    return { as: standIn, body: { password: standIn.body.password } };
  }),
  // Links by mail: the link is the authority, whoever holds it; a throwaway account stands in.
  row('POST /api/user/password-reset', everyone(200), () => ({
    body: { email: `${randomUUID()}@example.com` },
  })),
  row('POST /api/user/password-reset/confirm', everyone(200), async (w) => {
    const standIn = await w.fresh.person();
    await mailbox.next(standIn.body.email); // its address confirmation
    await t.app.inject({
      method: 'POST',
      url: '/api/user/password-reset',
      payload: { email: standIn.body.email },
    });
    const token = (await mailbox.next(standIn.body.email)).link('/reset-password').searchParams.get('token');
    return { body: { token, password: 'a brand new password' } };
  }),
  row('POST /api/user/email-verification/confirm', everyone(200), async (w) => {
    const standIn = await w.fresh.person();
    const token = (await mailbox.next(standIn.body.email)).link('/verify-email').searchParams.get('token');
    return { body: { token } };
  }),
  row('POST /api/me/email-verification', signedIn(200), async (w, actor) =>
    actor === 'anonymous' ? {} : { as: await w.fresh.person() },
  ),
  row('GET /api/me/projects', signedIn(200), undefined, { secret: privateProject() }),
  row('GET /api/me/sessions', signedIn(200)),
  row('DELETE /api/me/sessions/others', signedIn(200)),
  row(
    'DELETE /api/me/sessions/:sessionId',
    [401, 404, 404, 404, 404, 200, 404],
    async (w) => ({ params: { sessionId: (await w.fresh.session(w.people.owner)).sessionId } }),
    { on: "another session of the owner's" },
  ),

  // ————— friends, blocks —————
  // [anonymous, stranger, friend, member, editor, owner, blocked]
  row('POST /api/me/friend-requests', [401, 201, 409, 201, 201, 400, 404], (w) => ({
    body: { receiverUserId: w.people.owner.user.id },
  })),
  row('GET /api/me/friend-requests', signedIn(200), () => ({ query: { type: 'incoming' } }), {
    secret: { value: (w) => w.requestToOwner, onlyTo: ['owner'] },
  }),
  // Only the receiver accepts.
  row(
    'PUT /api/me/friend-requests/:id',
    [401, 404, 404, 404, 404, 200, 404],
    async (w, actor) => ({
      params: { id: actor === 'owner' ? await w.fresh.requestToOwner() : w.requestToOwner },
    }),
    { on: 'a request to the owner' },
  ),
  row(
    'PUT /api/me/friend-requests/:id',
    [401, 404, 404, 404, 404, 404, 404],
    (w) => ({ params: { id: w.requestFromOwner } }),
    { on: "the owner's own request" },
  ),
  // The receiver declines, the sender cancels; nobody else.
  row(
    'DELETE /api/me/friend-requests/:id',
    [401, 404, 404, 404, 404, 200, 404],
    async (w, actor) => ({
      params: { id: actor === 'owner' ? await w.fresh.requestToOwner() : w.requestToOwner },
    }),
    { on: 'a request to the owner' },
  ),
  row(
    'DELETE /api/me/friend-requests/:id',
    [401, 404, 404, 404, 404, 200, 404],
    async (w, actor) => ({
      params: { id: actor === 'owner' ? await w.fresh.requestFromOwner() : w.requestFromOwner },
    }),
    { on: "the owner's own request" },
  ),
  row('GET /api/me/friends', signedIn(200), undefined, {
    secret: { value: (w) => w.people.owner.user.id, onlyTo: ['friend'] },
  }),
  // Ending one's friendship with the owner: only the friend has one.
  row(
    'DELETE /api/me/friends/:userId',
    [401, 404, 200, 404, 404, 404, 404],
    (w) => ({
      params: { userId: w.people.owner.user.id },
    }),
    {
      on: 'the owner',
      restore: async (w, actor) => {
        if (actor === 'friend') await w.fresh.friends(w.people.owner, w.people.friend);
      },
    },
  ),
  row('GET /api/me/blocks', signedIn(200), undefined, {
    secret: { value: (w) => w.people.blocked.user.id, onlyTo: ['owner'] },
  }),
  row('POST /api/me/blocks', signedIn(200), (w) => ({ body: { userId: w.bystander.user.id } })),
  row('DELETE /api/me/blocks/:userId', signedIn(200), (w) => ({ params: { userId: w.bystander.user.id } })),

  // ————— settings, beta, feedback, activity, notifications, calls, queue —————
  row('GET /api/me/settings', signedIn(200)),
  row('PUT /api/me/settings', signedIn(200), () => ({ body: { friendRequestsFrom: 'everyone' } })),
  row('GET /api/me/beta', signedIn(200)),
  row('PUT /api/me/beta', signedIn(200), () => ({ body: { optIn: false } })),
  row('POST /api/feedback', signedIn(201), () => ({ body: feedbackBody })),
  // A screenshot from one's own library only (the owner's: a fresh picture of theirs).
  row(
    'POST /api/feedback',
    [401, 400, 400, 400, 400, 201, 400],
    async (w, actor) => ({
      body: {
        ...feedbackBody,
        screenshotMediaId: actor === 'owner' ? (await w.fresh.image()).mediaId : w.media.private.mediaId,
      },
    }),
    { on: "with the owner's private file as the screenshot", refusedAsInvalid: true },
  ),
  row('GET /api/feedback', signedIn(200)),
  row('GET /api/me/activity', signedIn(200)),
  row('GET /api/notifications', signedIn(200)),
  row('POST /api/notifications/read', signedIn(200), () => ({ body: {} })),
  row('GET /api/calls/config', signedIn(200)),
  // [anonymous, stranger, friend, member, editor, owner, blocked]
  row(
    'POST /api/agora/token',
    [401, 404, 200, 404, 404, 200, 404],
    (w) => ({
      body: { channelName: w.conversations.withFriend },
    }),
    { on: "the owner's conversation with the friend" },
  ),
  // Nobody calls across a block, whichever way it goes.
  row(
    'POST /api/agora/token',
    [401, 404, 404, 404, 404, 403, 403],
    (w) => ({
      body: { channelName: w.conversations.withBlocked },
    }),
    { on: "the owner's conversation with the person they blocked" },
  ),
  // Each actor asks for a tempo of their own, so that no two of them make a team.
  row('POST /api/queue', signedIn(201), (_w, actor) => ({
    body: {
      teamSize: 6,
      duration: 'week',
      settings: { key: 'C major', bpm: 40 + 20 * ACTORS.indexOf(actor), style: 'jazz' },
    },
  })),
  row('GET /api/queue', signedIn(200)),
  row('DELETE /api/queue', signedIn(200)),
  row('GET /api/queue/sessions', signedIn(200)),
  row('GET /api/queue/projects', signedIn(200), undefined, { secret: privateProject(false) }),

  // ————— conversations —————
  // [anonymous, stranger, friend, member, editor, owner, blocked]
  // Only a friend opens one; the person the owner blocked is told the owner does not exist.
  row('POST /api/conversations', [401, 403, 200, 403, 403, 400, 404], (w) => ({
    body: { userId: w.people.owner.user.id },
  })),
  row('GET /api/conversations', signedIn(200), undefined, {
    secret: { value: (w) => w.conversations.withFriend, onlyTo: ['friend', 'owner'] },
  }),
  ...conversationRows('GET /api/conversations/:id', 200, 'newest'),
  ...conversationRows('GET /api/conversations/:id/messages', 200, 'page'),
  ...conversationRows('POST /api/conversations/:id/read', 200),
  // Writing: friends only, nobody across a block (the history stays readable to both).
  row(
    'POST /api/conversations/:id/messages',
    [401, 404, 201, 404, 404, 201, 404],
    (w) => ({
      params: { id: w.conversations.withFriend },
      body: { content: 'Hi!', clientId: randomUUID() },
    }),
    { on: 'with the friend' },
  ),
  row(
    'POST /api/conversations/:id/messages',
    [401, 404, 404, 404, 404, 403, 403],
    (w) => ({
      params: { id: w.conversations.withBlocked },
      body: { content: 'Hi?', clientId: randomUUID() },
    }),
    { on: 'with the person the owner blocked' },
  ),
  // In a group or a chat, being in it is enough (the words of people blocked either way are left
  // out for each other).
  row(
    'POST /api/conversations/:id/messages',
    [401, 404, 201, 404, 404, 201, 404],
    (w) => ({
      params: { id: w.conversations.group.id },
      body: { content: 'Hi all!', clientId: randomUUID() },
    }),
    { on: 'the group' },
  ),
  row(
    'POST /api/conversations/:id/messages',
    [401, 404, 201, 404, 404, 201, 201],
    (w) => ({
      params: { id: w.conversations.groupWithBlocked.id },
      body: { content: 'Hi all!', clientId: randomUUID() },
    }),
    { on: 'the group with the person the owner blocked' },
  ),
  row(
    'POST /api/conversations/:id/messages',
    [401, 404, 404, 201, 201, 201, 404],
    (w) => ({
      params: { id: w.conversations.projectChat.id },
      body: { content: 'Hi all!', clientId: randomUUID() },
    }),
    { on: "the private project's chat" },
  ),
  row(
    'POST /api/conversations/:id/messages',
    [401, 404, 404, 201, 201, 201, 404],
    (w) => ({
      params: { id: w.conversations.collectiveChat },
      body: { content: 'Hi all!', clientId: randomUUID() },
    }),
    { on: "the public collective's chat" },
  ),
  // Files of the sender's own library alone: the owner's private file is refused as someone else's
  // (the owner shares a fresh one of theirs, so that file stays theirs alone).
  row(
    'POST /api/conversations/:id/messages',
    [401, 404, 400, 404, 404, 201, 404],
    async (w, actor) => ({
      params: { id: w.conversations.group.id },
      body: {
        clientId: randomUUID(),
        attachments: [actor === 'owner' ? (await w.fresh.audio()).mediaId : w.media.private.mediaId],
      },
    }),
    { on: "the group, with the owner's private file", refusedAsInvalid: true },
  ),
  // The inbox and its search find a group for those in it alone: by its name, by a word of a message.
  row('GET /api/conversations', signedIn(200), undefined, {
    on: 'the group',
    secret: { value: (w) => w.conversations.group.id, onlyTo: GROUP },
  }),
  row('GET /api/conversations', signedIn(200), (w) => ({ query: { q: w.conversations.group.name } }), {
    on: "the group's name",
    secret: { value: (w) => w.conversations.group.id, onlyTo: GROUP },
  }),
  row('GET /api/conversations', signedIn(200), (w) => ({ query: { q: w.conversations.group.word } }), {
    on: "a word of the friend's message in the group",
    secret: { value: (w) => w.conversations.group.id, onlyTo: GROUP },
  }),
  // The owner's words after the block are left out for the person they blocked, in its search too.
  row(
    'GET /api/conversations',
    signedIn(200),
    (w) => ({ query: { q: w.conversations.groupWithBlocked.word } }),
    {
      on: "a word of the owner's message in the group with the person they blocked",
      secret: { value: (w) => w.conversations.groupWithBlocked.id, onlyTo: GROUP },
    },
  ),
  // A chat names its project: the private one's, to its team alone.
  row('GET /api/conversations', signedIn(200), undefined, {
    on: "the private project's chat",
    secret: privateProject(),
  }),

  // ————— groups, chats —————
  // [anonymous, stranger, friend, member, editor, owner, blocked]
  // Gathered from one's friends (the owner, the friend and a friend of one's own): nobody the
  // gatherer is not friends with, nobody across a block.
  row('POST /api/conversations/groups', [401, 403, 201, 403, 403, 201, 403], async (w, actor) => {
    const { owner, friend } = w.people;
    const own = actor === 'anonymous' ? [] : [(await w.fresh.friendOf(w.people[actor])).user.id];
    return { body: { name: 'Weekend jam', userIds: [owner.user.id, friend.user.id, ...own] } };
  }),
  // Fewer than two others (the owner, twice): one sentence for everyone, before whose friends they are.
  row(
    'POST /api/conversations/groups',
    [401, 400, 400, 400, 400, 400, 400],
    (w) => ({ body: { name: 'Duo', userIds: [w.people.owner.user.id, w.people.owner.user.id] } }),
    { on: 'the owner alone', refusedAsInvalid: true },
  ),
  // Named by anyone in a group (to the name it has); a direct conversation or a chat has no name of its own.
  row(
    'PATCH /api/conversations/:id',
    [401, 404, 200, 404, 404, 200, 404],
    (w) => ({ params: { id: w.conversations.group.id }, body: { name: w.conversations.group.name } }),
    { on: 'the group' },
  ),
  row(
    'PATCH /api/conversations/:id',
    [401, 404, 403, 404, 404, 403, 404],
    (w) => ({ params: { id: w.conversations.withFriend }, body: { name: 'Us two' } }),
    { on: 'with the friend' },
  ),
  row(
    'PATCH /api/conversations/:id',
    [401, 404, 404, 403, 403, 403, 404],
    (w) => ({ params: { id: w.conversations.projectChat.id }, body: { name: 'The band' } }),
    { on: "the private project's chat" },
  ),
  // Anyone in a group brings friends of their own (a newcomer each); nobody else, in nothing else.
  row(
    'POST /api/conversations/:id/members',
    [401, 404, 200, 404, 404, 200, 404],
    async (w, actor) => ({
      params: { id: w.conversations.group.id },
      body: {
        userIds: [(actor === 'anonymous' ? w.outsider : await w.fresh.friendOf(w.people[actor])).user.id],
      },
    }),
    { on: "the group, a friend of one's own" },
  ),
  row(
    'POST /api/conversations/:id/members',
    [401, 404, 403, 404, 404, 403, 404],
    (w) => ({ params: { id: w.conversations.group.id }, body: { userIds: [w.outsider.user.id] } }),
    { on: "the group, the outsider (nobody's friend)" },
  ),
  row(
    'POST /api/conversations/:id/members',
    [401, 404, 403, 404, 404, 403, 404],
    async (w, actor) => ({
      params: { id: w.conversations.withFriend },
      body: {
        userIds: [(actor === 'anonymous' ? w.outsider : await w.fresh.friendOf(w.people[actor])).user.id],
      },
    }),
    { on: "with the friend, a friend of one's own" },
  ),
  row(
    'POST /api/conversations/:id/members',
    [401, 404, 404, 403, 403, 403, 404],
    async (w, actor) => ({
      params: { id: w.conversations.projectChat.id },
      body: {
        userIds: [(actor === 'anonymous' ? w.outsider : await w.fresh.friendOf(w.people[actor])).user.id],
      },
    }),
    { on: "the private project's chat, a friend of one's own" },
  ),
  // Its maker takes people out (of a fresh group of theirs); anyone leaves (a fresh group each), by
  // `me` or by their own id; two friends' conversation is never left.
  row(
    'DELETE /api/conversations/:id/members/:userId',
    [401, 404, 403, 404, 404, 200, 404],
    async (w, actor) => ({
      params: {
        id: actor === 'owner' ? await w.fresh.group() : w.conversations.group.id,
        userId: w.groupmates[0].user.id,
      },
    }),
    { on: 'the group, a groupmate' },
  ),
  row(
    'DELETE /api/conversations/:id/members/:userId',
    [401, 404, 200, 404, 404, 200, 404],
    async (w, actor) => ({
      params: {
        id: isOne(actor, ...GROUP) ? await w.fresh.group() : w.conversations.group.id,
        userId: w.people.friend.user.id,
      },
    }),
    { on: 'the group, the friend' },
  ),
  row(
    'DELETE /api/conversations/:id/members/:userId',
    [401, 404, 403, 404, 404, 200, 404],
    async (w, actor) => ({
      params: {
        id: actor === 'owner' ? await w.fresh.group() : w.conversations.group.id,
        userId: w.people.owner.user.id,
      },
    }),
    { on: 'the group, its maker' },
  ),
  row(
    'DELETE /api/conversations/:id/members/:userId',
    [401, 404, 200, 404, 404, 200, 404],
    async (w, actor) => ({
      params: { id: isOne(actor, ...GROUP) ? await w.fresh.group() : w.conversations.group.id, userId: 'me' },
    }),
    { on: 'the group, me' },
  ),
  row(
    'DELETE /api/conversations/:id/members/:userId',
    [401, 404, 403, 404, 404, 403, 404],
    (w) => ({ params: { id: w.conversations.withFriend, userId: 'me' } }),
    { on: 'with the friend, me' },
  ),
  // A chat holds its project's or collective's members: nobody takes anyone out; each leaves it
  // (and is back by opening it again).
  row(
    'DELETE /api/conversations/:id/members/:userId',
    [401, 404, 404, 200, 200, 200, 404],
    (w) => ({ params: { id: w.conversations.projectChat.id, userId: 'me' } }),
    { on: "the private project's chat, me", restore: reopenChat('project') },
  ),
  row(
    'DELETE /api/conversations/:id/members/:userId',
    [401, 404, 404, 200, 403, 403, 404],
    (w) => ({ params: { id: w.conversations.projectChat.id, userId: w.people.member.user.id } }),
    { on: "the private project's chat, the member", restore: reopenChat('project') },
  ),
  row(
    'DELETE /api/conversations/:id/members/:userId',
    [401, 404, 404, 200, 200, 200, 404],
    (w) => ({ params: { id: w.conversations.collectiveChat, userId: 'me' } }),
    { on: "the public collective's chat, me", restore: reopenChat('collective') },
  ),
  // A message: its sender alone changes it (to the words it has) and deletes it (a fresh one of theirs).
  row(
    'PATCH /api/conversations/:id/messages/:messageId',
    [401, 404, 200, 404, 404, 403, 404],
    (w) => ({
      params: { id: w.conversations.group.id, messageId: w.conversations.group.friendMessageId },
      body: { content: `Tuesday at eight, ${w.conversations.group.word}?` },
    }),
    { on: "the group, the friend's message" },
  ),
  row(
    'PATCH /api/conversations/:id/messages/:messageId',
    [401, 404, 403, 404, 404, 200, 404],
    (w) => ({
      params: { id: w.conversations.group.id, messageId: w.conversations.group.ownerMessageId },
      body: { content: 'Here is the riff.' },
    }),
    { on: "the group, the owner's message" },
  ),
  row(
    'PATCH /api/conversations/:id/messages/:messageId',
    [401, 404, 200, 404, 404, 403, 404],
    (w) => ({
      params: { id: w.conversations.withFriend, messageId: w.conversations.hello.withFriend },
      body: { content: 'Hello!' },
    }),
    { on: "with the friend, the friend's message" },
  ),
  // Nobody writes across a block (the history stays readable to both): changing an old message neither.
  row(
    'PATCH /api/conversations/:id/messages/:messageId',
    [401, 404, 404, 404, 404, 403, 403],
    (w) => ({
      params: { id: w.conversations.withBlocked, messageId: w.conversations.hello.withBlocked },
      body: { content: 'Hello?' },
    }),
    { on: 'with the person the owner blocked, their message' },
  ),
  row(
    'PATCH /api/conversations/:id/messages/:messageId',
    [401, 404, 404, 403, 200, 403, 404],
    (w) => ({
      params: { id: w.conversations.projectChat.id, messageId: w.conversations.projectChat.editorMessageId },
      body: { content: 'New verse is in.' },
    }),
    { on: "the private project's chat, the editor's message" },
  ),
  row(
    'DELETE /api/conversations/:id/messages/:messageId',
    [401, 404, 200, 404, 404, 403, 404],
    async (w, actor) => {
      const { group } = w.conversations;
      return {
        params: {
          id: group.id,
          messageId:
            actor === 'friend' ? await w.fresh.message(group.id, w.people.friend) : group.friendMessageId,
        },
      };
    },
    { on: "the group, the friend's message" },
  ),
  row(
    'DELETE /api/conversations/:id/messages/:messageId',
    [401, 404, 403, 404, 404, 200, 404],
    async (w, actor) => {
      const { group } = w.conversations;
      return {
        params: {
          id: group.id,
          messageId:
            actor === 'owner' ? await w.fresh.message(group.id, w.people.owner) : group.ownerMessageId,
        },
      };
    },
    { on: "the group, the owner's message" },
  ),
  row(
    'DELETE /api/conversations/:id/messages/:messageId',
    [401, 404, 200, 404, 404, 403, 404],
    async (w, actor) => {
      const { withFriend, hello } = w.conversations;
      return {
        params: {
          id: withFriend,
          messageId:
            actor === 'friend' ? await w.fresh.message(withFriend, w.people.friend) : hello.withFriend,
        },
      };
    },
    { on: "with the friend, the friend's message" },
  ),
  row(
    'DELETE /api/conversations/:id/messages/:messageId',
    [401, 404, 404, 403, 200, 403, 404],
    async (w, actor) => {
      const { projectChat } = w.conversations;
      return {
        params: {
          id: projectChat.id,
          messageId:
            actor === 'editor'
              ? await w.fresh.message(projectChat.id, w.people.editor)
              : projectChat.editorMessageId,
        },
      };
    },
    { on: "the private project's chat, the editor's message" },
  ),
  // A project's or a collective's chat is its members' (made the first time one asks): to anyone
  // else the project (private or public) or the collective is not there.
  ...projectRows('POST /api/projects/:id/chat', {
    private: [401, 404, 404, 200, 200, 200, 404],
    public: [401, 404, 404, 200, 200, 200, 404],
  }),
  row('POST /api/collectives/:id/chat', [401, 404, 404, 200, 200, 200, 404], collectiveParams, {
    on: 'the public collective',
  }),
  row(
    'POST /api/collectives/:id/chat',
    [401, 404, 404, 200, 200, 200, 404],
    (w) => ({ params: { id: w.collectives.inviteOnly.id } }),
    { on: 'the invite-only collective' },
  ),
  // A group has no call to join (calls are between two): its members are refused, others not told of it.
  row(
    'POST /api/agora/token',
    [401, 404, 403, 404, 404, 403, 404],
    (w) => ({ body: { channelName: w.conversations.group.id } }),
    { on: 'the group' },
  ),

  // ————— projects —————
  // [anonymous, stranger, friend, member, editor, owner, blocked]
  row('POST /api/projects', signedIn(201), () => ({ body: { name: 'A new song', isPublic: false } })),
  // A search for the private project's name finds it for its team alone.
  row('GET /api/projects', everyone(200), (w) => ({ query: { q: w.projects.private.name } }), {
    on: "the private project's name",
    secret: privateProject(),
  }),
  ...projectRows('GET /api/projects/:id', {
    private: [404, 404, 404, 200, 200, 200, 404],
    public: everyone(200),
  }),
  ...projectRows(
    'PUT /api/projects/:id',
    { private: [401, 404, 404, 403, 403, 200, 404], public: [401, 403, 403, 403, 403, 200, 403] },
    (p) => ({ params: { id: p.id }, body: { description: 'Still a song.' } }),
  ),
  // Joining a public project: a fresh one for each who may, so nobody joins the world's.
  ...projectRows(
    'POST /api/projects/:id/join',
    { private: [401, 404, 404, 409, 409, 409, 404], public: [401, 200, 200, 409, 409, 409, 200] },
    async (p, w, actor) => ({
      params: {
        id:
          p === w.projects.public && isOne(actor, 'stranger', 'friend', 'blocked')
            ? await w.fresh.bareProject(true)
            : p.id,
      },
    }),
  ),
  // Removing the member: the owner removes anyone, an editor contributors.
  ...projectRows(
    'DELETE /api/projects/:id/members/:userId',
    { private: [401, 404, 404, 403, 200, 200, 404], public: [401, 403, 403, 403, 200, 200, 403] },
    async (p, w, actor) => ({
      params: {
        id: isOne(actor, 'owner', 'editor') ? await w.fresh.project(p === w.projects.public) : p.id,
        userId: w.people.member.user.id,
      },
    }),
  ),
  // Removing the editor: the owner alone (an editor removes no editor, themselves neither: they leave).
  ...projectRows(
    'DELETE /api/projects/:id/members/:userId',
    { private: [401, 404, 404, 403, 400, 200, 404], public: [401, 403, 403, 403, 400, 200, 403] },
    async (p, w, actor) => ({
      params: {
        id: actor === 'owner' ? await w.fresh.project(p === w.projects.public) : p.id,
        userId: w.people.editor.user.id,
      },
    }),
    { private: { on: 'the private project, its editor' }, public: { on: 'the public project, its editor' } },
  ),
  // Nobody removes the owner.
  ...projectRows(
    'DELETE /api/projects/:id/members/:userId',
    { private: [401, 404, 404, 403, 400, 400, 404], public: [401, 403, 403, 403, 400, 400, 403] },
    (p, w) => ({ params: { id: p.id, userId: w.people.owner.user.id } }),
    { private: { on: 'the private project, its owner' }, public: { on: 'the public project, its owner' } },
  ),
  // Handing it over to the member.
  ...projectRows(
    'POST /api/projects/:id/owner',
    { private: [401, 404, 404, 403, 403, 200, 404], public: [401, 403, 403, 403, 403, 200, 403] },
    async (p, w, actor) => ({
      params: { id: actor === 'owner' ? await w.fresh.project(p === w.projects.public) : p.id },
      body: { userId: w.people.member.user.id },
    }),
  ),
  // The member's role, set to what it is.
  ...projectRows(
    'PUT /api/projects/:id/members/:userId',
    { private: [401, 404, 404, 403, 403, 200, 404], public: [401, 403, 403, 403, 403, 200, 403] },
    (p, w) => ({ params: { id: p.id, userId: w.people.member.user.id }, body: { role: 'contributor' } }),
  ),
  ...projectRows(
    'POST /api/projects/:id/leave',
    { private: [401, 404, 404, 200, 200, 400, 404], public: [401, 400, 400, 200, 200, 400, 400] },
    async (p, w, actor) => ({
      params: {
        id: isOne(actor, 'member', 'editor') ? await w.fresh.project(p === w.projects.public) : p.id,
      },
    }),
  ),
  ...projectRows('POST /api/projects/:id/like', {
    private: [401, 404, 404, 200, 200, 200, 404],
    public: signedIn(200),
  }),
  ...projectRows('DELETE /api/projects/:id/like', {
    private: [401, 404, 404, 200, 200, 200, 404],
    public: signedIn(200),
  }),
  ...projectRows('GET /api/projects/:id/comments', {
    private: [404, 404, 404, 200, 200, 200, 404],
    public: everyone(200),
  }),
  ...projectRows(
    'POST /api/projects/:id/comments',
    { private: [401, 404, 404, 201, 201, 201, 404], public: signedIn(201) },
    (p) => ({ params: { id: p.id }, body: { content: 'Love the bridge.' } }),
  ),

  // ————— contributions, the main content —————
  // [anonymous, stranger, friend, member, editor, owner, blocked]
  ...projectRows('GET /api/projects/:id/contributions', {
    private: [404, 404, 404, 200, 200, 200, 404],
    public: everyone(200),
  }),
  ...projectRows(
    'POST /api/projects/:id/contributions',
    { private: [401, 404, 404, 201, 201, 201, 404], public: [401, 403, 403, 201, 201, 201, 403] },
    (p) => ({ params: { id: p.id }, body: { content: 'A second verse.' } }),
  ),
  // A take of someone else's file (the owner's private one; the owner proposes a fresh one of theirs).
  ...projectRows(
    'POST /api/projects/:id/contributions',
    { private: [401, 404, 404, 403, 403, 201, 404], public: [401, 403, 403, 403, 403, 201, 403] },
    async (p, w, actor) => ({
      params: { id: p.id },
      body: {
        content: 'A guitar take.',
        takes: [
          {
            kind: 'add',
            mediaId: actor === 'owner' ? (await w.fresh.audio()).mediaId : w.media.private.mediaId,
          },
        ],
      },
    }),
    {
      private: { on: "the private project, a take of the owner's file" },
      public: { on: "the public project, a take of the owner's file" },
    },
  ),
  // The editor's contribution: its author changes it.
  ...projectRows(
    'PATCH /api/projects/:id/contributions/:cid',
    { private: [401, 404, 404, 403, 200, 403, 404], public: [401, 403, 403, 403, 200, 403, 403] },
    (p) => ({ params: { id: p.id, cid: p.contributionId }, body: { creditRole: 'lyrics' } }),
  ),
  // Members vote, never on their own.
  ...projectRows(
    'POST /api/projects/:id/contributions/:cid/vote',
    { private: [401, 404, 404, 200, 403, 200, 404], public: [401, 403, 403, 200, 403, 200, 403] },
    (p) => ({ params: { id: p.id, cid: p.contributionId }, body: { value: 1 } }),
  ),
  // The owner merges (a fresh contribution of the editor's).
  ...projectRows(
    'POST /api/projects/:id/contributions/:cid/merge',
    { private: [401, 404, 404, 403, 403, 200, 404], public: [401, 403, 403, 403, 403, 200, 403] },
    async (p, w, actor) => ({
      params: { id: p.id, cid: actor === 'owner' ? await w.fresh.contribution(p.id) : p.contributionId },
      body: {},
    }),
  ),
  ...projectRows('GET /api/projects/:id/credits', {
    private: [404, 404, 404, 200, 200, 200, 404],
    public: everyone(200),
  }),
  ...projectRows(
    'PUT /api/projects/:id/workspace',
    { private: [401, 404, 404, 403, 200, 200, 404], public: [401, 403, 403, 403, 200, 200, 403] },
    async (p, w) => ({
      params: { id: p.id },
      body: {
        mainContent: 'The verse, again.',
        baseUpdatedAt: (await projectNow(w, p.id)).workspace.lastUpdated,
      },
    }),
  ),
  // Its history is the members'.
  ...projectRows('GET /api/projects/:id/versions', {
    private: [404, 404, 404, 200, 200, 200, 404],
    public: [403, 403, 403, 200, 200, 200, 403],
  }),
  ...projectRows(
    'GET /api/projects/:id/versions/:versionId',
    { private: [404, 404, 404, 200, 200, 200, 404], public: [403, 403, 403, 200, 200, 200, 403] },
    versionParams,
  ),
  ...projectRows(
    'POST /api/projects/:id/versions/:versionId/restore',
    { private: [401, 404, 404, 403, 200, 200, 404], public: [401, 403, 403, 403, 200, 200, 403] },
    versionParams,
  ),
  ...projectRows(
    'GET /api/projects/:id/versions/:versionId/stems.zip',
    { private: [401, 404, 404, 200, 200, 200, 404], public: [401, 403, 403, 200, 200, 200, 403] },
    versionParams,
  ),

  // ————— the song —————
  // [anonymous, stranger, friend, member, editor, owner, blocked]
  ...projectRows('GET /api/projects/:id/song', {
    private: [404, 404, 404, 200, 200, 200, 404],
    public: everyone(200),
  }),
  ...projectRows(
    'PATCH /api/projects/:id/song',
    { private: [401, 404, 404, 403, 200, 200, 404], public: [401, 403, 403, 403, 200, 200, 403] },
    (p) => ({ params: { id: p.id }, body: { tempoBpm: 96 } }),
  ),
  ...projectRows('GET /api/projects/:id/song/stems.zip', {
    private: [401, 404, 404, 200, 200, 200, 404],
    public: [401, 403, 403, 200, 200, 200, 403],
  }),
  // The song's own file, which the editor may use as the owner does (the project has it).
  ...projectRows(
    'POST /api/projects/:id/tracks',
    { private: [401, 404, 404, 403, 201, 201, 404], public: [401, 403, 403, 403, 201, 201, 403] },
    (p) => ({ params: { id: p.id }, body: { mediaId: p.songMediaId } }),
  ),
  // Someone else's file is no one's to place: the owner's private file, not in the song (the owner
  // places a fresh one of theirs, so that file stays theirs alone).
  ...projectRows(
    'POST /api/projects/:id/tracks',
    { private: [401, 404, 404, 403, 403, 201, 404], public: [401, 403, 403, 403, 403, 201, 403] },
    async (p, w, actor) => ({
      params: { id: p.id },
      body: { mediaId: actor === 'owner' ? (await w.fresh.audio()).mediaId : w.media.private.mediaId },
    }),
    {
      private: { on: "the private project, the owner's file it does not have" },
      public: { on: "the public project, the owner's file it does not have" },
    },
  ),
  ...projectRows(
    'PUT /api/projects/:id/tracks/order',
    { private: [401, 404, 404, 403, 200, 200, 404], public: [401, 403, 403, 403, 200, 200, 403] },
    async (p, w) => {
      const song = await songNow(w, p.id);
      return {
        params: { id: p.id },
        body: {
          trackIds: (song.tracks as { id: string }[]).map((track) => track.id).reverse(),
          baseRev: song.rev,
        },
      };
    },
  ),
  ...projectRows(
    'PATCH /api/projects/:id/tracks/:trackId',
    { private: [401, 404, 404, 403, 200, 200, 404], public: [401, 403, 403, 403, 200, 200, 403] },
    (p) => ({ params: { id: p.id, trackId: p.trackId }, body: { gainDb: -3 } }),
  ),
  ...projectRows(
    'DELETE /api/projects/:id/tracks/:trackId',
    { private: [401, 404, 404, 403, 200, 200, 404], public: [401, 403, 403, 403, 200, 200, 403] },
    async (p, w, actor) => ({
      params: {
        id: p.id,
        trackId: isOne(actor, 'owner', 'editor') ? await w.fresh.track(p.id, p.songMediaId) : p.trackId,
      },
    }),
  ),

  // ————— review threads —————
  // [anonymous, stranger, friend, member, editor, owner, blocked]
  // The owner's thread is left out for whom they blocked.
  ...projectRows(
    'GET /api/projects/:id/threads',
    { private: [404, 404, 404, 200, 200, 200, 404], public: everyone(200) },
    undefined,
    {
      public: {
        secret: {
          value: (w) => w.projects.public.threadId,
          onlyTo: ['anonymous', 'stranger', 'friend', 'member', 'editor', 'owner'],
        },
      },
    },
  ),
  // On the editor's contribution: members of the project only.
  ...projectRows(
    'POST /api/projects/:id/threads',
    { private: [401, 404, 404, 201, 201, 201, 404], public: [401, 403, 403, 201, 201, 201, 403] },
    (p) => ({
      params: { id: p.id },
      body: { subject: { kind: 'contribution', contributionId: p.contributionId }, body: 'Nice take.' },
    }),
  ),
  // The owner's thread: hidden from whom its opener blocked.
  ...projectRows(
    'GET /api/threads/:id',
    { private: [404, 404, 404, 200, 200, 200, 404], public: [200, 200, 200, 200, 200, 200, 404] },
    threadParams,
  ),
  row(
    'GET /api/threads/:id',
    [404, 404, 404, 404, 404, 200, 404],
    (w) => ({ params: { id: w.mediaThreadId } }),
    {
      on: "the owner's private file",
    },
  ),
  ...projectRows(
    'POST /api/threads/:id/comments',
    { private: [401, 404, 404, 201, 201, 201, 404], public: [401, 403, 403, 201, 201, 201, 404] },
    (p) => ({ params: { id: p.threadId }, body: { body: 'Agreed.' } }),
  ),
  row(
    'POST /api/threads/:id/comments',
    [401, 404, 404, 404, 404, 201, 404],
    (w) => ({ params: { id: w.mediaThreadId }, body: { body: 'Agreed.' } }),
    { on: "the owner's private file" },
  ),
  // Reopening (it stays open): its opener, the contribution's author (the editor), the owner and editors.
  ...projectRows(
    'PUT /api/threads/:id/state',
    { private: [401, 404, 404, 403, 200, 200, 404], public: [401, 403, 403, 403, 200, 200, 404] },
    (p) => ({ params: { id: p.threadId }, body: { resolved: false } }),
  ),
  row(
    'PUT /api/threads/:id/state',
    [401, 404, 404, 404, 404, 200, 404],
    (w) => ({ params: { id: w.mediaThreadId }, body: { resolved: false } }),
    { on: "the owner's private file" },
  ),

  // ————— invitations, invite links —————
  // [anonymous, stranger, friend, member, editor, owner, blocked]
  // The team invites (the outsider: 201 the first time, 200 while it waits).
  ...projectRows(
    'POST /api/projects/:id/invitations',
    { private: [401, 404, 404, 403, '2xx', '2xx', 404], public: [401, 403, 403, 403, '2xx', '2xx', 403] },
    (p, w) => ({ params: { id: p.id }, body: { username: w.outsider.body.username, role: 'contributor' } }),
  ),
  // Only the owner invites editors.
  ...projectRows(
    'POST /api/projects/:id/invitations',
    { private: [401, 404, 404, 403, 403, '2xx', 404], public: [401, 403, 403, 403, 403, '2xx', 403] },
    (p, w) => ({ params: { id: p.id }, body: { username: w.outsider.body.username, role: 'editor' } }),
    {
      private: { on: 'the private project, as an editor' },
      public: { on: 'the public project, as an editor' },
    },
  ),
  ...projectRows('GET /api/projects/:id/invitations', {
    private: [401, 404, 404, 403, 200, 200, 404],
    public: [401, 403, 403, 403, 200, 200, 403],
  }),
  // The team withdraws one (a fresh one of the outsider's).
  ...projectRows(
    'DELETE /api/projects/:id/invitations/:invitationId',
    { private: [401, 404, 404, 403, 200, 200, 404], public: [401, 403, 403, 403, 200, 200, 403] },
    async (p, w, actor) => ({
      params: {
        id: p.id,
        invitationId: isOne(actor, 'owner', 'editor')
          ? await w.fresh.invitation(p.id, w.outsider)
          : p.invitationId,
      },
    }),
  ),
  row('GET /api/me/invitations', signedIn(200), undefined, {
    on: "the friend's invitation to the private project",
    secret: { value: (w) => w.projects.private.invitationId, onlyTo: ['friend'] },
  }),
  // The friend's invitation: only its invitee answers it (theirs to a fresh project, so they join no world project).
  row('POST /api/invitations/:invitationId/accept', [401, 404, 200, 404, 404, 404, 404], invitationOfFriend, {
    on: "the friend's invitation to the private project",
  }),
  row(
    'POST /api/invitations/:invitationId/decline',
    [401, 404, 200, 404, 404, 404, 404],
    invitationOfFriend,
    {
      on: "the friend's invitation to the private project",
    },
  ),
  ...projectRows(
    'POST /api/projects/:id/invite-links',
    { private: [401, 404, 404, 403, 201, 201, 404], public: [401, 403, 403, 403, 201, 201, 403] },
    (p) => ({ params: { id: p.id }, body: { role: 'contributor' } }),
  ),
  ...projectRows(
    'POST /api/projects/:id/invite-links',
    { private: [401, 404, 404, 403, 403, 201, 404], public: [401, 403, 403, 403, 403, 201, 403] },
    (p) => ({ params: { id: p.id }, body: { role: 'editor' } }),
    {
      private: { on: 'the private project, for editors' },
      public: { on: 'the public project, for editors' },
    },
  ),
  ...projectRows('GET /api/projects/:id/invite-links', {
    private: [401, 404, 404, 403, 200, 200, 404],
    public: [401, 403, 403, 403, 200, 200, 403],
  }),
  ...projectRows(
    'DELETE /api/projects/:id/invite-links/:linkId',
    { private: [401, 404, 404, 403, 200, 200, 404], public: [401, 403, 403, 403, 200, 200, 403] },
    async (p, w, actor) => ({
      params: {
        id: p.id,
        linkId: isOne(actor, 'owner', 'editor') ? (await w.fresh.link(p.id)).linkId : p.link.linkId,
      },
    }),
  ),
  // Whoever holds the link sees what it opens, and joins by it (those not in yet: by a fresh
  // link to a fresh private project), but for the person its maker blocked: to them it no longer works.
  row(
    'GET /api/invite-links/:token',
    everyone(200),
    (w) => ({ params: { token: w.projects.private.link.token } }),
    {
      on: "the private project's link",
    },
  ),
  row(
    'POST /api/invite-links/:token/accept',
    [401, 200, 200, 409, 409, 409, 404],
    async (w, actor) => ({
      params: {
        token: isOne(actor, 'stranger', 'friend')
          ? (await w.fresh.link(await w.fresh.bareProject(false))).token
          : w.projects.private.link.token,
      },
    }),
    { on: "the private project's link" },
  ),

  // ————— media: the library, the files —————
  // [anonymous, stranger, friend, member, editor, owner, blocked]
  row('POST /api/media', signedIn(201), async () => {
    const { body, contentType } = await formData([
      { name: 'file', file: wavFile({ seconds: 1, level: tone(() => 0.5) }), filename: 'take.wav' },
    ]);
    return { body, headers: { 'content-type': contentType } };
  }),
  row('GET /api/media', signedIn(200)),
  // A file shared in a message: the conversation's members, while the message stands; not across a
  // block (the message is left out for whom the owner blocked).
  ...mediaRows(
    'GET /api/media/:id',
    {
      private: [404, 404, 404, 404, 404, 200, 404],
      inSong: [404, 404, 404, 200, 200, 200, 404],
      public: everyone(200),
      inGroup: [404, 404, 200, 404, 404, 200, 404],
      inGroupWithBlocked: [404, 404, 200, 404, 404, 200, 404],
    },
    undefined,
    SHARED_PAST_A_BLOCK,
  ),
  ...mediaRows(
    'PATCH /api/media/:id',
    {
      private: [401, 404, 404, 404, 404, 200, 404],
      inSong: [401, 404, 404, 404, 404, 200, 404],
      public: [401, 404, 404, 404, 404, 200, 404],
      inGroup: [401, 404, 404, 404, 404, 200, 404],
      inGroupWithBlocked: [401, 404, 404, 404, 404, 200, 404],
    },
    (m) => ({ params: { id: m.mediaId }, body: { title: 'Take one' } }),
  ),
  row(
    'DELETE /api/media/:id',
    [401, 404, 404, 404, 404, 200, 404],
    async (w, actor) => ({
      params: { id: actor === 'owner' ? (await w.fresh.audio()).mediaId : w.media.private.mediaId },
    }),
    { on: "the owner's private file" },
  ),
  row(
    'DELETE /api/media/:id',
    [401, 404, 404, 404, 404, 200, 404],
    async (w, actor) => ({
      params: { id: actor === 'owner' ? (await w.fresh.audio('public')).mediaId : w.media.public.mediaId },
    }),
    { on: "the owner's public file" },
  ),
  // Saving: what one may see.
  ...mediaRows(
    'POST /api/media/:id/save',
    {
      private: [401, 404, 404, 404, 404, 200, 404],
      inSong: [401, 404, 404, 200, 200, 200, 404],
      public: signedIn(200),
      inGroup: [401, 404, 200, 404, 404, 200, 404],
      inGroupWithBlocked: [401, 404, 200, 404, 404, 200, 404],
    },
    undefined,
    SHARED_PAST_A_BLOCK,
  ),
  ...mediaRows(
    'DELETE /api/media/:id/save',
    {
      private: [401, 404, 404, 404, 404, 200, 404],
      inSong: [401, 404, 404, 200, 200, 200, 404],
      public: signedIn(200),
      inGroup: [401, 404, 200, 404, 404, 200, 404],
      inGroupWithBlocked: [401, 404, 200, 404, 404, 200, 404],
    },
    undefined,
    SHARED_PAST_A_BLOCK,
  ),
  // A file's threads: whoever hears it, never across a block with its owner (the file itself is not hidden).
  ...mediaRows('GET /api/media/:id/threads', {
    private: [404, 404, 404, 404, 404, 200, 404],
    inSong: [404, 404, 404, 200, 200, 200, 404],
    public: [200, 200, 200, 200, 200, 200, 404],
    inGroup: [404, 404, 200, 404, 404, 200, 404],
    inGroupWithBlocked: [404, 404, 200, 404, 404, 200, 404],
  }),
  ...mediaRows(
    'POST /api/media/:id/threads',
    {
      private: [401, 404, 404, 404, 404, 201, 404],
      inSong: [401, 404, 404, 201, 201, 201, 404],
      public: [401, 201, 201, 201, 201, 201, 404],
      inGroup: [401, 404, 201, 404, 404, 201, 404],
      inGroupWithBlocked: [401, 404, 201, 404, 404, 201, 404],
    },
    (m) => ({ params: { id: m.mediaId }, body: { body: 'Lovely tone.' } }),
  ),
  // The file itself (not under /api, but a file is as much the owner's as its row).
  ...mediaRows(
    'GET /media/:file',
    {
      private: [404, 404, 404, 404, 404, 200, 404],
      inSong: [404, 404, 404, 200, 200, 200, 404],
      public: everyone(200),
      inGroup: [404, 404, 200, 404, 404, 200, 404],
      inGroupWithBlocked: [404, 404, 200, 404, 404, 200, 404],
    },
    (m) => ({ params: { file: m.file } }),
    SHARED_PAST_A_BLOCK,
  ),
  // Its message deleted, a shared file is its owner's alone again (a fresh one, shared and taken back).
  row(
    'GET /media/:file',
    [404, 404, 404, 404, 404, 200, 404],
    async (w) => {
      const file = await w.fresh.audio();
      const { group } = w.conversations;
      const messageId = await w.fresh.message(group.id, w.people.owner, 'Take two.', [file.mediaId]);
      await w.must(200, w.people.owner, 'DELETE', `/api/conversations/${group.id}/messages/${messageId}`);
      return { params: { file: file.file } };
    },
    { on: "the owner's file shared in the group, its message deleted" },
  ),

  // ————— posts —————
  // [anonymous, stranger, friend, member, editor, owner, blocked]
  row('POST /api/posts', signedIn(201), () => ({ body: { content: 'Finished a demo today.' } })),
  // About a project: its members only, 404 to whom cannot see it.
  row(
    'POST /api/posts',
    [401, 404, 404, 201, 201, 201, 404],
    (w) => ({
      body: { content: 'New verse is in.', projectId: w.projects.private.id },
    }),
    { on: 'about the private project' },
  ),
  row(
    'POST /api/posts',
    [401, 403, 403, 201, 201, 201, 403],
    (w) => ({
      body: { content: 'New verse is in.', projectId: w.projects.public.id },
    }),
    { on: 'about the public project' },
  ),
  // With a file: one's own only (attaching makes it public: the owner's is a fresh one).
  row(
    'POST /api/posts',
    [401, 400, 400, 400, 400, 201, 400],
    async (w, actor) => ({
      body: { mediaId: actor === 'owner' ? (await w.fresh.audio()).mediaId : w.media.private.mediaId },
    }),
    { on: "with the owner's private file", refusedAsInvalid: true },
  ),
  // The owner's posts: their post about the private project names it to its team alone.
  row(
    'GET /api/posts',
    [200, 200, 200, 200, 200, 200, 404],
    (w) => ({ query: { authorId: w.people.owner.user.id } }),
    {
      on: "the owner's",
      secret: privateProject(),
    },
  ),
  // The owner's post: hidden from whom they blocked.
  row('GET /api/posts/:id', [200, 200, 200, 200, 200, 200, 404], postParams, { secret: privateProject() }),
  row('DELETE /api/posts/:id', [401, 404, 404, 404, 404, 200, 404], async (w, actor) => ({
    params: { id: actor === 'owner' ? await w.fresh.post() : w.post.id },
  })),
  row('POST /api/posts/:id/like', [401, 200, 200, 200, 200, 200, 404], postParams),
  row('DELETE /api/posts/:id/like', [401, 200, 200, 200, 200, 200, 404], postParams),
  row('GET /api/posts/:id/comments', [200, 200, 200, 200, 200, 200, 404], postParams),
  row('POST /api/posts/:id/comments', [401, 201, 201, 201, 201, 201, 404], (w) => ({
    params: { id: w.post.id },
    body: { content: 'Congrats!' },
  })),
  // The friend's comment: its author or the post's deletes it (each a fresh one of the friend's).
  row(
    'DELETE /api/posts/:id/comments/:commentId',
    [401, 403, 200, 403, 403, 200, 404],
    async (w, actor) => ({
      params: {
        id: w.post.id,
        commentId: isOne(actor, 'friend', 'owner') ? await w.fresh.postComment(w.post.id) : w.post.commentId,
      },
    }),
    { on: "the friend's comment on the owner's post" },
  ),

  // ————— community, collectives (the owner founded them, the editor moderates, the member is in) —————
  // [anonymous, stranger, friend, member, editor, owner, blocked]
  row('GET /api/community', everyone(200), undefined, { secret: privateProject(false) }),
  row('GET /api/collectives', everyone(200)),
  row('POST /api/collectives', signedIn(201), () => ({
    body: { name: `Collective ${randomUUID().slice(0, 8)}` },
  })),
  // Every collective is seen by anyone; both world projects are in the public one, and the private
  // project is listed to its team alone.
  row('GET /api/collectives/:id', everyone(200), collectiveParams, {
    on: 'the public collective',
    secret: privateProject(),
  }),
  row('GET /api/collectives/:id', everyone(200), (w) => ({ params: { id: w.collectives.inviteOnly.id } }), {
    on: 'the invite-only collective',
  }),
  // Its founder edits it (to what it is) and closes it (a throwaway one).
  row('PUT /api/collectives/:id', [401, 403, 403, 403, 403, 200, 403], async (w) => {
    const { collective } = await w.must(200, null, 'GET', `/api/collectives/${w.collectives.public.id}`);
    return {
      params: { id: w.collectives.public.id },
      body: { name: collective.name, description: 'Beats on Sundays.', visibility: 'public' },
    };
  }),
  row('DELETE /api/collectives/:id', [401, 403, 403, 403, 403, 200, 403], async (w, actor) => ({
    params: { id: actor === 'owner' ? await w.fresh.collective() : w.collectives.public.id },
  })),
  // Its founder names moderators (the member's role, set to what it is); nobody touches the founder's.
  row(
    'PUT /api/collectives/:id/members/:userId',
    [401, 403, 403, 403, 403, 200, 403],
    (w) => ({
      params: { id: w.collectives.public.id, userId: w.people.member.user.id },
      body: { role: 'member' },
    }),
    { on: 'the public collective, its member' },
  ),
  row(
    'PUT /api/collectives/:id/members/:userId',
    signedIn(403),
    (w) => ({
      params: { id: w.collectives.public.id, userId: w.people.owner.user.id },
      body: { role: 'moderator' },
    }),
    { on: 'the public collective, its founder' },
  ),
  // The founder removes anyone else, a moderator plain members (each a throwaway collective's).
  row(
    'DELETE /api/collectives/:id/members/:userId',
    [401, 403, 403, 403, 200, 200, 403],
    async (w, actor) => ({
      params: {
        id: isOne(actor, 'owner', 'editor') ? await w.fresh.collective() : w.collectives.public.id,
        userId: w.people.member.user.id,
      },
    }),
    { on: 'the public collective, its member' },
  ),
  row(
    'DELETE /api/collectives/:id/members/:userId',
    [401, 403, 403, 403, 403, 200, 403],
    async (w, actor) => ({
      params: {
        id: actor === 'owner' ? await w.fresh.collective() : w.collectives.public.id,
        userId: w.people.editor.user.id,
      },
    }),
    { on: 'the public collective, its moderator' },
  ),
  row(
    'DELETE /api/collectives/:id/members/:userId',
    signedIn(403),
    (w) => ({ params: { id: w.collectives.public.id, userId: w.people.owner.user.id } }),
    { on: 'the public collective, its founder' },
  ),
  // Anyone signed in who is not in it joins a public one (a throwaway one for each who may); an
  // invite-only one is joined by an invitation or a link alone.
  row(
    'POST /api/collectives/:id/members',
    [401, 201, 201, 409, 409, 409, 201],
    async (w, actor) => ({
      params: {
        id: isOne(actor, 'stranger', 'friend', 'blocked')
          ? await w.fresh.collective()
          : w.collectives.public.id,
      },
    }),
    { on: 'the public collective' },
  ),
  row(
    'POST /api/collectives/:id/members',
    [401, 403, 403, 409, 409, 409, 403],
    (w) => ({ params: { id: w.collectives.inviteOnly.id } }),
    { on: 'the invite-only collective' },
  ),
  // A member or a moderator leaves (a throwaway collective); the founder never does.
  row('DELETE /api/collectives/:id/members/me', [401, 409, 409, 200, 200, 409, 409], async (w, actor) => ({
    params: { id: isOne(actor, 'member', 'editor') ? await w.fresh.collective() : w.collectives.public.id },
  })),
  // A member puts a project of their own in it (both are in it already): 404 to whom cannot see it.
  row(
    'PUT /api/collectives/:id/projects/:projectId',
    [401, 403, 403, 403, 403, 200, 403],
    (w) => ({ params: { id: w.collectives.public.id, projectId: w.projects.public.id } }),
    { on: "the owner's public project" },
  ),
  row(
    'PUT /api/collectives/:id/projects/:projectId',
    [401, 404, 404, 403, 403, 200, 404],
    (w) => ({ params: { id: w.collectives.public.id, projectId: w.projects.private.id } }),
    { on: "the owner's private project" },
  ),
  // Each actor's own project: whoever is in the collective puts it in.
  row(
    'PUT /api/collectives/:id/projects/:projectId',
    [401, 403, 403, 200, 200, 200, 403],
    async (w, actor) => ({ params: { id: w.collectives.public.id, projectId: await ownProject(w, actor) } }),
    { on: "the actor's own project" },
  ),
  // The project's owner takes it out (and puts it back).
  row(
    'DELETE /api/collectives/:id/projects/:projectId',
    [401, 403, 403, 403, 403, 200, 403],
    (w) => ({ params: { id: w.collectives.public.id, projectId: w.projects.public.id } }),
    {
      on: "the owner's public project",
      restore: async (w) => {
        await w.must(
          200,
          w.people.owner,
          'PUT',
          `/api/collectives/${w.collectives.public.id}/projects/${w.projects.public.id}`,
        );
      },
    },
  ),
  // The founder and moderators invite (the outsider: 201 the first time, 200 while it waits).
  row(
    'POST /api/collectives/:id/invitations',
    [401, 403, 403, 403, '2xx', '2xx', 403],
    (w) => ({ params: { id: w.collectives.public.id }, body: { username: w.outsider.body.username } }),
    { on: 'the public collective' },
  ),
  row('GET /api/collectives/:id/invitations', [401, 403, 403, 403, 200, 200, 403], collectiveParams, {
    on: 'the public collective',
  }),
  row(
    'DELETE /api/collectives/:id/invitations/:invitationId',
    [401, 403, 403, 403, 200, 200, 403],
    async (w, actor) => ({
      params: {
        id: w.collectives.public.id,
        invitationId: isOne(actor, 'owner', 'editor')
          ? await w.fresh.collectiveInvitation(w.collectives.public.id, w.outsider)
          : w.collectives.public.invitationId,
      },
    }),
    { on: 'the public collective' },
  ),
  row(
    'POST /api/collectives/:id/invite-links',
    [401, 403, 403, 403, 201, 201, 403],
    (w) => ({ params: { id: w.collectives.public.id }, body: {} }),
    { on: 'the public collective' },
  ),
  row('GET /api/collectives/:id/invite-links', [401, 403, 403, 403, 200, 200, 403], collectiveParams, {
    on: 'the public collective',
  }),
  row(
    'DELETE /api/collectives/:id/invite-links/:linkId',
    [401, 403, 403, 403, 200, 200, 403],
    async (w, actor) => ({
      params: {
        id: w.collectives.public.id,
        linkId: isOne(actor, 'owner', 'editor')
          ? (await w.fresh.collectiveLink(w.collectives.public.id)).linkId
          : w.collectives.public.link.linkId,
      },
    }),
    { on: 'the public collective' },
  ),
  // The friend's invitation: only its invitee answers it (theirs to a throwaway collective).
  row(
    'POST /api/invitations/:invitationId/accept',
    [401, 404, 200, 404, 404, 404, 404],
    collectiveInvitationOfFriend,
    {
      on: "the friend's invitation to the invite-only collective",
    },
  ),
  row(
    'POST /api/invitations/:invitationId/decline',
    [401, 404, 200, 404, 404, 404, 404],
    collectiveInvitationOfFriend,
    {
      on: "the friend's invitation to the invite-only collective",
    },
  ),
  row('GET /api/me/invitations', signedIn(200), undefined, {
    on: "the friend's invitation to the invite-only collective",
    secret: { value: (w) => w.collectives.inviteOnly.invitationId, onlyTo: ['friend'] },
  }),
  // Whoever holds the link sees what it opens, and joins by it, invite-only or not (those not in
  // yet: by a link to a throwaway collective), but for the person its maker blocked.
  row(
    'GET /api/invite-links/:token',
    everyone(200),
    (w) => ({ params: { token: w.collectives.inviteOnly.link.token } }),
    { on: "the invite-only collective's link" },
  ),
  row(
    'POST /api/invite-links/:token/accept',
    [401, 200, 200, 409, 409, 409, 404],
    async (w, actor) => ({
      params: {
        token: isOne(actor, 'stranger', 'friend')
          ? (await w.fresh.collectiveLink(await w.fresh.collective('invite_only'))).token
          : w.collectives.inviteOnly.link.token,
      },
    }),
    { on: "the invite-only collective's link" },
  ),

  // ————— someone else's thing through one's own: each actor's own private project (or post), with
  // an id of the world's private project (or of the owner's post) in the path or the body —————
  // [anonymous, stranger, friend, member, editor, owner, blocked]
  row(
    'GET /api/projects/:id/versions/:versionId',
    [403, 404, 404, 404, 404, 404, 404],
    async (w, actor) => ({
      params: { id: await ownProject(w, actor), versionId: w.projects.private.versionId },
    }),
    { on: ACROSS },
  ),
  row(
    'GET /api/projects/:id/versions/:versionId/stems.zip',
    signedIn(404),
    async (w, actor) => ({
      params: { id: await ownProject(w, actor), versionId: w.projects.private.versionId },
    }),
    { on: ACROSS },
  ),
  row(
    'POST /api/projects/:id/versions/:versionId/restore',
    signedIn(404),
    async (w, actor) => ({
      params: { id: await ownProject(w, actor), versionId: w.projects.private.versionId },
    }),
    { on: ACROSS },
  ),
  row(
    'PATCH /api/projects/:id/contributions/:cid',
    signedIn(404),
    async (w, actor) => ({
      params: { id: await ownProject(w, actor), cid: w.projects.private.contributionId },
      body: { creditRole: 'lyrics' },
    }),
    { on: ACROSS },
  ),
  row(
    'POST /api/projects/:id/contributions/:cid/vote',
    signedIn(404),
    async (w, actor) => ({
      params: { id: await ownProject(w, actor), cid: w.projects.private.contributionId },
      body: { value: 1 },
    }),
    { on: ACROSS },
  ),
  row(
    'POST /api/projects/:id/contributions/:cid/merge',
    signedIn(404),
    async (w, actor) => ({
      params: { id: await ownProject(w, actor), cid: w.projects.private.contributionId },
      body: {},
    }),
    { on: ACROSS },
  ),
  row(
    'PATCH /api/projects/:id/tracks/:trackId',
    signedIn(404),
    async (w, actor) => ({
      params: { id: await ownProject(w, actor), trackId: w.projects.private.trackId },
      body: { gainDb: -3 },
    }),
    { on: ACROSS },
  ),
  row(
    'DELETE /api/projects/:id/tracks/:trackId',
    signedIn(404),
    async (w, actor) => ({
      params: { id: await ownProject(w, actor), trackId: w.projects.private.trackId },
    }),
    { on: ACROSS },
  ),
  row(
    'DELETE /api/projects/:id/invitations/:invitationId',
    signedIn(404),
    async (w, actor) => ({
      params: { id: await ownProject(w, actor), invitationId: w.projects.private.invitationId },
    }),
    { on: ACROSS },
  ),
  row(
    'DELETE /api/projects/:id/invite-links/:linkId',
    signedIn(404),
    async (w, actor) => ({
      params: { id: await ownProject(w, actor), linkId: w.projects.private.link.linkId },
    }),
    { on: ACROSS },
  ),
  row(
    'POST /api/projects/:id/threads',
    signedIn(404),
    async (w, actor) => ({
      params: { id: await ownProject(w, actor) },
      body: {
        subject: { kind: 'contribution', contributionId: w.projects.private.contributionId },
        body: 'Hm.',
      },
    }),
    { on: ACROSS },
  ),
  row(
    'GET /api/projects/:id/threads',
    everyone(200),
    async (w, actor) => ({
      params: { id: await ownProject(w, actor) },
      query: { contributionId: w.projects.private.contributionId },
    }),
    { on: ACROSS, secret: { value: (w) => w.projects.private.threadId, onlyTo: [] } },
  ),
  // The private song's file is the owner's own (theirs to place anywhere), no one else's.
  row(
    'POST /api/projects/:id/tracks',
    [401, 403, 403, 403, 403, 201, 403],
    async (w, actor) => ({
      params: { id: await ownProject(w, actor) },
      body: { mediaId: w.media.inSong.mediaId },
    }),
    { on: `${ACROSS}: its song's file` },
  ),
  // The world's invitations and links through a collective of one's own, and across kinds.
  row(
    'DELETE /api/collectives/:id/invitations/:invitationId',
    signedIn(404),
    async (w, actor) => ({
      params: { id: await ownCollective(w, actor), invitationId: w.collectives.public.invitationId },
    }),
    { on: "one's own collective, the public collective's" },
  ),
  row(
    'DELETE /api/collectives/:id/invitations/:invitationId',
    signedIn(404),
    async (w, actor) => ({
      params: { id: await ownCollective(w, actor), invitationId: w.projects.private.invitationId },
    }),
    { on: "one's own collective, the private project's" },
  ),
  row(
    'DELETE /api/projects/:id/invitations/:invitationId',
    signedIn(404),
    async (w, actor) => ({
      params: { id: await ownProject(w, actor), invitationId: w.collectives.public.invitationId },
    }),
    { on: "one's own project, the public collective's" },
  ),
  row(
    'DELETE /api/collectives/:id/invite-links/:linkId',
    signedIn(404),
    async (w, actor) => ({
      params: { id: await ownCollective(w, actor), linkId: w.collectives.public.link.linkId },
    }),
    { on: "one's own collective, the public collective's" },
  ),
  row(
    'DELETE /api/collectives/:id/invite-links/:linkId',
    signedIn(404),
    async (w, actor) => ({
      params: { id: await ownCollective(w, actor), linkId: w.projects.private.link.linkId },
    }),
    { on: "one's own collective, the private project's" },
  ),
  row(
    'DELETE /api/projects/:id/invite-links/:linkId',
    signedIn(404),
    async (w, actor) => ({
      params: { id: await ownProject(w, actor), linkId: w.collectives.public.link.linkId },
    }),
    { on: "one's own project, the public collective's" },
  ),
  // (The member founded their own: they are its founder, who stays.)
  row(
    'DELETE /api/collectives/:id/members/:userId',
    [401, 404, 404, 403, 404, 404, 404],
    async (w, actor) => ({
      params: { id: await ownCollective(w, actor), userId: w.people.member.user.id },
    }),
    { on: "one's own collective, the public collective's member" },
  ),
  // The friend's comment on the owner's post, through a post of one's own.
  row(
    'DELETE /api/posts/:id/comments/:commentId',
    signedIn(404),
    async (w, actor) => ({
      params: {
        id: actor === 'anonymous' ? w.post.id : await w.fresh.postOf(w.people[actor]),
        commentId: w.post.commentId,
      },
    }),
    { on: "one's own post, the friend's comment on the owner's" },
  ),
];

/** The actor's own private project; a visitor, who has none, asks through the public project. */
async function ownProject(w: World, actor: Actor): Promise<string> {
  return actor === 'anonymous' ? w.projects.public.id : w.fresh.projectOf(w.people[actor]);
}

/** The actor's own collective, founded alone (a visitor, who has none, asks through the public one). */
async function ownCollective(w: World, actor: Actor): Promise<string> {
  return actor === 'anonymous' ? w.collectives.public.id : w.fresh.collectiveOf(w.people[actor]);
}

function ownerId(w: World): Call {
  return { params: { id: w.people.owner.user.id } };
}
function versionParams(p: WorldProject): Call {
  return { params: { id: p.id, versionId: p.versionId } };
}
function threadParams(p: WorldProject): Call {
  return { params: { id: p.threadId } };
}
function postParams(w: World): Call {
  return { params: { id: w.post.id } };
}
function collectiveParams(w: World): Call {
  return { params: { id: w.collectives.public.id } };
}
/** Puts back in the private project's (or the public collective's) chat whoever of the team left it. */
function reopenChat(kind: 'project' | 'collective'): Row['restore'] {
  return async (w, actor) => {
    if (!TEAM.includes(actor) || actor === 'anonymous') return;
    const path =
      kind === 'project'
        ? `/api/projects/${w.projects.private.id}`
        : `/api/collectives/${w.collectives.public.id}`;
    await w.must(200, w.people[actor], 'POST', `${path}/chat`);
  };
}
async function collectiveInvitationOfFriend(w: World, actor: Actor): Promise<Call> {
  const invitationId =
    actor === 'friend'
      ? await w.fresh.collectiveInvitation(await w.fresh.collective('invite_only'), w.people.friend)
      : w.collectives.inviteOnly.invitationId;
  return { params: { invitationId } };
}
async function invitationOfFriend(w: World, actor: Actor): Promise<Call> {
  const invitationId =
    actor === 'friend'
      ? await w.fresh.invitation(await w.fresh.bareProject(false), w.people.friend)
      : w.projects.private.invitationId;
  return { params: { invitationId } };
}

/**
 * A conversation route, asked of each of the owner's conversations: with the friend, with the person
 * they blocked, their group, their group with the person they blocked, and the chats of the private
 * project and the public collective. `carries`: the answer holds a conversation's messages (a page),
 * or its newest one (the conversation): the owner's message in a group is there for those in it
 * who may read the owner's words alone.
 */
function conversationRows(route: string, status: number, carries?: 'page' | 'newest'): Row[] {
  const ownerMessage = (value: (w: World) => string): Partial<Row> =>
    carries ? { secret: { value, onlyTo: GROUP, required: carries === 'page' } } : {};
  return [
    row(route, among(GROUP, status), (w) => ({ params: { id: w.conversations.withFriend } }), {
      on: 'with the friend',
    }),
    // The history stays the blocked person's too.
    row(
      route,
      among(['owner', 'blocked'], status),
      (w) => ({ params: { id: w.conversations.withBlocked } }),
      {
        on: 'with the person the owner blocked',
      },
    ),
    row(route, among(GROUP, status), (w) => ({ params: { id: w.conversations.group.id } }), {
      on: 'the group',
      ...ownerMessage((w) => w.conversations.group.ownerMessageId),
    }),
    // Still theirs after the block, without the owner's words (the owner's message after it, with a file).
    row(
      route,
      among([...GROUP, 'blocked'], status),
      (w) => ({ params: { id: w.conversations.groupWithBlocked.id } }),
      {
        on: 'the group with the person the owner blocked',
        ...ownerMessage((w) => w.conversations.groupWithBlocked.ownerMessageId),
      },
    ),
    row(route, among(TEAM, status), (w) => ({ params: { id: w.conversations.projectChat.id } }), {
      on: "the private project's chat",
    }),
    row(route, among(TEAM, status), (w) => ({ params: { id: w.conversations.collectiveChat } }), {
      on: "the public collective's chat",
    }),
  ];
}

/**
 * A media route, asked of the owner's private file, the one in the private project's song, a public
 * one, the one shared in the group, and the one shared in the group with the person they blocked.
 */
function mediaRows(
  route: string,
  expect: Record<keyof World['media'], Expectations>,
  call: (m: World['media'][keyof World['media']]) => Call = (m) => ({ params: { id: m.mediaId } }),
  more: Partial<Record<keyof World['media'], Partial<Row>>> = {},
): Row[] {
  const names = {
    private: 'private file',
    inSong: 'file in the private song',
    public: 'public file',
    inGroup: 'file shared in the group',
    inGroupWithBlocked: 'file shared (after the block) in the group with the person they blocked',
  } as const;
  return (Object.keys(names) as (keyof typeof names)[]).map((which) =>
    row(route, expect[which], (w) => call(w.media[which]), {
      on: `the owner's ${names[which]}`,
      ...more[which],
    }),
  );
}

// ————— the runner —————

const agora = {
  appId: '970ca35de60c44645bbae8a215061b33',
  appCertificate: '5cfd2fd1755d40ecb72977518be15d3b',
};
const mediaDir = tempMediaDir();
const mailbox = useMailbox();
const t = useTestApp(() => ({
  mediaDir,
  agora,
  mediaUploadLimit: { max: 10_000, windowMs: 60_000 },
  mail: mailbox.config(),
  metricsToken: METRICS_TOKEN,
}));
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

let world: World;
beforeAll(async () => {
  world = await buildWorld(t);
});

/** `METHOD path` with every parameter's name left out, so that two spellings of one route match. */
const routeKey = (route: string) => route.replace(/:[^/]+/g, ':');

describe('the table', () => {
  it('has a row for every route the app registers', () => {
    const registered = registeredRoutes(t.app);
    // The tree was read: a few routes that must be there are.
    expect(registered).toEqual(
      expect.arrayContaining(['GET /api/health', 'DELETE /api/me', 'GET /media/:file']),
    );
    const tabled = new Set(TABLE.map((r) => routeKey(r.route)));
    const missing = registered.filter((route) => !tabled.has(routeKey(route)));
    expect(missing, `routes with no row in the authorization matrix:\n  ${missing.join('\n  ')}`).toEqual([]);
  });

  it('has no row for a route the app does not register', () => {
    const registered = new Set(registeredRoutes(t.app).map(routeKey));
    const gone = [...new Set(TABLE.map((r) => r.route))].filter((route) => !registered.has(routeKey(route)));
    expect(gone, `rows for routes the app does not register:\n  ${gone.join('\n  ')}`).toEqual([]);
  });
});

/** `/api/projects/:id` as OpenAPI writes it: `/api/projects/{id}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the API reference', () => {
  it('says a session is needed exactly where a visitor is refused with 401', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const wrong: string[] = [];
    for (const r of TABLE) {
      const [method, path] = r.route.split(' ') as [string, string];
      const operation = document.paths[openApiPath(path)]?.[method.toLowerCase()];
      // swagger-ui's pages are not in the document they show.
      if (!operation) continue;
      const security: Record<string, unknown>[] = operation.security ?? document.security;
      // Another way in (the metrics' bearer token) is tried by that route's own rows.
      if (security.some((way) => Object.keys(way).some((scheme) => scheme !== 'session'))) continue;
      const needsSession = security.length > 0 && security.every((way) => Object.keys(way).length > 0);
      const refusesVisitor = r.expect[0] === 401;
      if (needsSession !== refusesVisitor)
        wrong.push(`${r.route}: ${needsSession ? 'needs' : 'needs no'} session`);
    }
    expect([...new Set(wrong)], 'the reference says otherwise than the matrix').toEqual([]);
  });
});

function codeOf(body: string): unknown {
  try {
    return (JSON.parse(body) as { code?: unknown }).code;
  } catch {
    return undefined;
  }
}

const show = (e: Expect) => (Array.isArray(e) ? e.join('|') : String(e));
const allows = (e: Expect, status: number): boolean =>
  Array.isArray(e)
    ? e.some((one) => allows(one, status))
    : e === '2xx'
      ? status >= 200 && status < 300
      : e === status;

/** The URL of `route` with its parameters filled in, and the query. */
function urlOf(path: string, call: Call): string {
  const filled = path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = call.params?.[name];
    if (value === undefined) throw new Error(`no value for :${name} of ${path}`);
    return encodeURIComponent(value);
  });
  const query = call.query ? `?${new URLSearchParams(call.query)}` : '';
  return filled + query;
}

describe('the authorization matrix', () => {
  for (const r of TABLE) {
    ACTORS.forEach((actor, i) => {
      const expected = r.expect[i] as Expect;
      const bug = r.bugs?.[actor];
      const name = `${r.route}${r.on ? ` (${r.on})` : ''} as ${actor}: ${show(expected)}${bug ? ` — BUG: ${bug}` : ''}`;
      (bug ? it.fails : it)(name, async () => {
        const [method, path] = r.route.split(' ') as [InjectOptions['method'], string];
        const call = (await r.call?.(world, actor)) ?? {};
        const session = call.as ?? who(world, actor);
        try {
          const response = await t.app.inject({
            method,
            url: urlOf(path, call),
            headers: { ...(session ? { cookie: session.cookie } : {}), ...call.headers },
            ...(call.body === undefined ? {} : { payload: call.body as InjectOptions['payload'] }),
          });
          const answer = `${name}\n  answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
          // A body the contract refuses says nothing of who may: the case must send a valid one.
          if (!r.refusedAsInvalid)
            expect(response.statusCode === 400 && codeOf(response.body) === 'VALIDATION_FAILED', answer).toBe(
              false,
            );
          expect(allows(expected, response.statusCode), answer).toBe(true);
          const secret = r.secret;
          if (secret && response.statusCode < 300) {
            const carried = response.body.includes(secret.value(world));
            if (!secret.onlyTo.includes(actor))
              expect(carried, `${answer}\n  carries what only ${secret.onlyTo.join(', ')} may see`).toBe(
                false,
              );
            else if (secret.required !== false)
              expect(carried, `${answer}\n  is missing what ${actor} may see`).toBe(true);
          }
        } finally {
          await r.restore?.(world, actor);
        }
      });
    });
  }
});
