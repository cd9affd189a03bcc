import { rmSync } from 'node:fs';
import { COLLECTIVE_SORTS, ErrorAnswer, PROJECT_SORTS } from '@create-together/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, useTestApp } from '../../test/helper';
import { PNG_1X1 } from '../../test/kits/media-images';
import { tempMediaDir, upload } from '../../test/kits/media-upload';
import { messagesKit } from '../../test/kits/messages';

const mediaDir = tempMediaDir();
const t = useTestApp({ mediaDir });
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));
const k = messagesKit(t);

const NUL = '\u0000';
const LONE = '\ud800';

/** A 400 in our shape whose sentence starts with the field it names. */
function expectRefused(
  response: { statusCode: number; json: () => unknown },
  field: string,
  sentence: RegExp,
) {
  expect(response.statusCode).toBe(400);
  const body = ErrorAnswer.parse(response.json());
  expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  expect(body.error.startsWith(`${field}: `), body.error).toBe(true);
  expect(body.error).toMatch(sentence);
}

describe('a string the database cannot store is a 400 naming its field, never a 500', () => {
  let cookie: string;
  let projectId: string;
  let conversationId: string;
  let postId: string;
  beforeAll(async () => {
    const pair = await k.pair();
    cookie = pair.a.cookie;
    conversationId = pair.id;
    projectId = (await createProject(t.app, cookie)).projectId;
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { cookie },
      payload: { content: 'A post.' },
    });
    postId = post.json().post.postId;
  });

  const bodies = () =>
    [
      ['POST', '/api/user/login', { identifier: `a${NUL}b`, password: 'whatever it is' }, 'identifier'],
      ['PUT', '/api/me/profile', { bio: `bio${NUL}` }, 'bio'],
      ['PUT', '/api/me/profile', { skills: ['guitar', `dr${NUL}ums`] }, 'skills.1'],
      ['POST', '/api/projects', { name: `N${NUL}`, description: 'A project.' }, 'name'],
      ['PUT', `/api/projects/${projectId}`, { description: `d${NUL}` }, 'description'],
      ['POST', `/api/projects/${projectId}/comments`, { content: `c${NUL}` }, 'content'],
      ['PUT', `/api/projects/${projectId}/workspace`, { mainContent: `# M${NUL}` }, 'mainContent'],
      ['POST', '/api/posts', { content: `p${NUL}` }, 'content'],
      ['POST', `/api/posts/${postId}/comments`, { content: `c${NUL}` }, 'content'],
      [
        'POST',
        `/api/conversations/${conversationId}/messages`,
        { content: `m${NUL}`, clientId: 'x1' },
        'content',
      ],
      [
        'POST',
        `/api/conversations/${conversationId}/messages`,
        { content: 'm', clientId: `x${NUL}` },
        'clientId',
      ],
    ] as const;

  it('refuses a NUL character in every body, naming the field, and stores nothing', async () => {
    const before = (await t.pool.query('select count(*)::int as n from messages')).rows[0].n;
    for (const [method, url, payload, field] of bodies()) {
      const response = await t.app.inject({ method, url, headers: { cookie }, payload });
      expectRefused(response, field, /must not contain a NUL character\.$/);
    }
    expect((await t.pool.query('select count(*)::int as n from messages')).rows[0].n).toBe(before);
  });

  it('refuses a lone UTF-16 surrogate the same way', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      headers: { cookie, 'content-type': 'application/json' },
      // Written as JSON escapes: JSON.stringify would keep the lone surrogate as it is.
      payload: '{"content":"half \\ud83c a note","clientId":"y1"}',
    });
    expectRefused(response, 'content', /^content: Content is not valid Unicode text\.$/);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { identifier: `a${LONE}`, password: 'whatever it is' },
    });
    expectRefused(login, 'identifier', /is not valid Unicode text/);
  });

  it('refuses it in a query string and in a path parameter', async () => {
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/collectives?q=%00' }), 'q', /NUL/);
    const people = await t.app.inject({ method: 'GET', url: '/api/users?q=ab%00', headers: { cookie } });
    expectRefused(people, 'q', /NUL/);
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/projects/p%00' }), 'id', /NUL/);
    // A lone surrogate cannot be percent-encoded (its bytes are not UTF-8): that URL is malformed.
    const surrogate = await t.app.inject({ method: 'GET', url: '/api/users/u%ED%A0%80x' });
    expect(surrogate.json()).toMatchObject({ success: false, code: 'BAD_URL' });
  });

  it('refuses it in an upload title', async () => {
    const response = await upload(
      t.app,
      [
        { name: 'title', value: `cover${NUL}` },
        { name: 'file', file: PNG_1X1, filename: 'dot.png', type: 'image/png' },
      ],
      { cookie },
    );
    expectRefused(response, 'title', /must not contain a NUL character/);
  });

  it('keeps accepting every valid character, emoji and accents included', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      headers: { cookie },
      payload: { content: 'Déjà vu 🎵 \u2028 tab\there', clientId: 'z1' },
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('a cursor crafted for one sort and read by another', () => {
  it('is a 400, never a cast PostgreSQL refuses', async () => {
    // Relevance without a search runs as popularity (projects) or members (collectives).
    const scoreKey = (prefix: number) =>
      Buffer.concat([Buffer.from([prefix]), Buffer.alloc(16, 0x11), Buffer.from('1.5')]).toString(
        'base64url',
      );
    for (const [url, prefix] of [
      ['/api/projects?sort=relevance', PROJECT_SORTS.indexOf('relevance')],
      ['/api/projects?sort=relevance', PROJECT_SORTS.indexOf('popular')],
      ['/api/collectives?sort=relevance', COLLECTIVE_SORTS.indexOf('relevance')],
      ['/api/collectives?sort=relevance', COLLECTIVE_SORTS.indexOf('members')],
      ['/api/collectives?sort=relevance&q=night', COLLECTIVE_SORTS.indexOf('relevance')],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: `${url}&cursor=${scoreKey(prefix)}` });
      expect(response.statusCode, url).toBe(url.includes('q=') ? 200 : 400);
    }
  });
});

describe('errors the router raises before any handler are in our shape', () => {
  let base: string;
  beforeAll(async () => {
    // A real socket: some of these never reach Fastify's inject the way a browser sends them.
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  async function raw(path: string, init: RequestInit = {}) {
    const response = await fetch(`${base}${path}`, init);
    return { status: response.status, body: (await response.json()) as unknown };
  }

  it.each([
    ['a malformed URL', '/api/users/%ff', 400, 'BAD_URL'],
    ['a path parameter over the router limit', `/api/users/${'x'.repeat(600)}`, 414, 'URI_TOO_LONG'],
  ])('%s', async (_name, path, status, code) => {
    const { status: got, body } = await raw(path);
    expect(got).toBe(status);
    expect(ErrorAnswer.parse(body)).toMatchObject({ success: false, code });
  });

  it('an unsupported media type, a body too large and malformed JSON', async () => {
    const post = (body: string, type: string) =>
      raw('/api/user/login', { method: 'POST', headers: { 'content-type': type }, body });
    const cases = [
      [await post('<login/>', 'application/xml'), 415, 'UNSUPPORTED_MEDIA_TYPE'],
      [
        await post(`{"identifier":"${'x'.repeat(1024 * 1024)}"}`, 'application/json'),
        413,
        'PAYLOAD_TOO_LARGE',
      ],
      [await post('{"identifier": ', 'application/json'), 400, 'INVALID_JSON'],
    ] as const;
    for (const [{ status, body }, expected, code] of cases) {
      expect(status).toBe(expected);
      expect(ErrorAnswer.parse(body)).toMatchObject({ success: false, code });
    }
  });
});
