// Shared by the posts (and attachment) integration tests; not itself a test file.
import { randomUUID } from 'node:crypto';
import { type Post, PostAnswer, PostListAnswer } from '@create-together/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { type MediaRow, media, posts } from '../../src/db/schema/index';
import type { TestContext } from '../helper';
import { call } from './projects';

export { call };

/**
 * A media row of `ownerUserId` written straight to the database (no file on disk: these tests
 * read rows, never bytes); private unless said.
 */
export async function insertMedia(
  t: TestContext,
  ownerUserId: string,
  values: Partial<Pick<MediaRow, 'visibility' | 'kind' | 'title' | 'mimeType'>> = {},
): Promise<MediaRow> {
  const id = randomUUID();
  const [row] = await t.db
    .insert(media)
    .values({
      id,
      ownerUserId,
      kind: 'image',
      mimeType: 'image/png',
      fileName: `${id}.png`,
      sizeBytes: 68,
      title: 'A picture',
      ...values,
    })
    .returning();
  if (!row) throw new Error('no media inserted');
  return row;
}

/** The stored visibility of a media item. */
export async function visibilityOf(t: TestContext, mediaId: string): Promise<string | undefined> {
  const [row] = await t.db.select({ visibility: media.visibility }).from(media).where(eq(media.id, mediaId));
  return row?.visibility;
}

/** POST /api/posts that must succeed; the post. */
export async function createPost(
  t: TestContext,
  cookie: string,
  body: Record<string, unknown>,
): Promise<Post> {
  const response = await call(t.app, 'POST', '/api/posts', cookie, body);
  expect(response.statusCode, response.body).toBe(201);
  return PostAnswer.parse(response.json()).post;
}

/** GET /api/posts with these query parameters (as the user behind `cookie`). */
export function listPosts(t: TestContext, query: Record<string, string | number>, cookie?: string) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return call(t.app, 'GET', `/api/posts?${search}`, cookie);
}

/** GET /api/posts that must succeed, parsed by the contract. */
export async function postPage(t: TestContext, query: Record<string, string | number>, cookie?: string) {
  const response = await listPosts(t, query, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return PostListAnswer.parse(response.json());
}

/** A post written straight to the database, with the given counters and time. */
export async function insertPost(
  t: TestContext,
  authorUserId: string,
  values: Partial<Pick<typeof posts.$inferInsert, 'content' | 'likesCount' | 'commentsCount' | 'createdAt'>>,
): Promise<string> {
  const [row] = await t.db
    .insert(posts)
    .values({ authorUserId, content: 'A post', ...values })
    .returning({ id: posts.id });
  if (!row) throw new Error('no post inserted');
  return row.id;
}
