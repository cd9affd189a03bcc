import { PROJECT_TYPES } from '@create-together/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, useTestApp } from '../../test/helper';
import { useMediaStore } from '../../test/kits/media-store';
import { DEMO_PASSWORD, type DemoSummary, loadDemoData } from './index';

const store = useMediaStore();
const t = useTestApp(store.config);

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await t.db.execute<T>(query)).rows;
const load = (signal?: AbortSignal) =>
  loadDemoData({ db: t.db, storage: store.storage(), log: t.app.log, signal });

describe('an interrupted load', () => {
  it('leaves neither rows nor files behind', async () => {
    let steps = 0;
    // Stops at the second step, after the creators and their avatar files went in.
    const signal = {
      throwIfAborted() {
        if (++steps === 2) throw new Error('interrupted');
      },
    } as AbortSignal;
    await expect(load(signal)).rejects.toThrow('interrupted');
    expect(await rows(sql`SELECT id FROM users`)).toEqual([]);
    expect(await store.files()).toEqual([]);
  });
});

describe('the demo world', () => {
  let summary: DemoSummary | null;
  beforeAll(async () => {
    summary = await load();
  });

  it('has a dozen creators, each with an avatar and skills', async () => {
    expect(summary).toMatchObject({ creators: 12 });
    const people = await rows<{ avatar_url: string | null; skills: string[] }>(
      sql`SELECT avatar_url, skills FROM users`,
    );
    expect(people).toHaveLength(12);
    for (const person of people) {
      // Shown from its thumbnail, as a profile edit sets it.
      expect(person.avatar_url).toMatch(/^\/media\/[0-9a-f-]{36}\.thumb\.webp$/);
      expect(person.skills.length).toBeGreaterThan(0);
    }
  });

  it('has a project of every type, each with a public cover, some private', async () => {
    const projects = await rows<{
      project_type: string;
      is_public: boolean;
      cover: string | null;
      visibility: string | null;
    }>(sql`
      SELECT p.project_type, p.is_public, p.cover_image_url AS cover, m.visibility
      FROM projects p LEFT JOIN media m ON '/media/' || m.file_name = p.cover_image_url`);
    expect(new Set(projects.map((p) => p.project_type))).toEqual(new Set(PROJECT_TYPES));
    for (const p of projects)
      expect(p).toMatchObject({ cover: expect.stringMatching(/^\/media\//), visibility: 'public' });
    expect(projects.filter((p) => !p.is_public).length).toBeGreaterThanOrEqual(2);
  });

  it('keeps every counter equal to its rows', async () => {
    const drift = await rows(sql`
      SELECT 'project ' || id AS what FROM projects p WHERE
        members_count <> (SELECT count(*) FROM project_members WHERE project_id = p.id)
        OR likes_count <> (SELECT count(*) FROM project_likes WHERE project_id = p.id)
        OR comments_count <> (SELECT count(*) FROM project_comments WHERE project_id = p.id)
      UNION ALL SELECT 'post ' || id FROM posts p WHERE
        likes_count <> (SELECT count(*) FROM post_likes WHERE post_id = p.id)
        OR comments_count <> (SELECT count(*) FROM post_comments WHERE post_id = p.id)
      UNION ALL SELECT 'collective ' || id FROM collectives k WHERE
        members_count <> (SELECT count(*) FROM collective_members WHERE collective_id = k.id)
      UNION ALL SELECT 'contribution ' || id FROM contributions c WHERE
        votes <> coalesce((SELECT sum(value) FROM contribution_votes WHERE contribution_id = c.id), 0)
      UNION ALL SELECT 'conversation ' || id FROM conversations c WHERE
        last_seq <> (SELECT max(seq) FROM messages WHERE conversation_id = c.id)`);
    expect(drift).toEqual([]);
    const [totals] = await rows<Record<string, string>>(sql`
      SELECT (SELECT count(*) FROM project_likes) AS likes, (SELECT count(*) FROM post_comments) AS comments,
             (SELECT count(*) FROM collectives) AS collectives, (SELECT count(*) FROM friend_requests WHERE status = 'pending') AS pending`);
    expect(Number(totals?.likes)).toBeGreaterThan(50);
    expect(Number(totals?.comments)).toBeGreaterThan(10);
    expect(Number(totals?.collectives)).toBeGreaterThanOrEqual(3);
    expect(Number(totals?.pending)).toBeGreaterThanOrEqual(2);
  });

  it('has merged and open contributions, the merged ones in their workspace', async () => {
    const contributions = await rows<{ status: string; in_workspace: boolean }>(sql`
      SELECT c.status, position(c.content IN p.main_content) > 0 AS in_workspace
      FROM contributions c JOIN projects p ON p.id = c.project_id`);
    const merged = contributions.filter((c) => c.status === 'merged');
    expect(merged.length).toBeGreaterThan(0);
    expect(merged.every((c) => c.in_workspace)).toBe(true);
    expect(contributions.some((c) => c.status === 'open')).toBe(true);
  });

  it('stores every file on disk, analysed as an upload is', async () => {
    const media = await rows<{
      kind: string;
      file_name: string;
      thumbnail_file_name: string | null;
      duration_seconds: number | null;
      waveform: number[] | null;
    }>(sql`SELECT kind, file_name, thumbnail_file_name, duration_seconds, waveform FROM media`);
    expect(new Set(media.map((m) => m.kind))).toEqual(new Set(['image', 'audio']));
    const stored = await store.files();
    for (const m of media) {
      expect(stored, m.file_name).toContain(m.file_name);
      if (m.kind === 'image') expect(stored).toContain(m.thumbnail_file_name);
      else expect(m).toMatchObject({ duration_seconds: expect.any(Number), waveform: expect.any(Array) });
    }
    expect(summary?.files).toBe((await store.files()).length);
  });

  it('signs a demo creator in with the documented password, and the API serves their world', async () => {
    const { response, cookie } = await login(t.app, 'maya@demo.create-together.app', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const headers = { cookie: cookie ?? '' };
    // The app checks each answer against its contract schema (testConfig's checkAnswers).
    const urls = ['/api/projects', '/api/posts', '/api/collectives', '/api/community', '/api/me/activity'];
    urls.push(
      '/api/me/friends',
      '/api/me/friend-requests?type=incoming',
      '/api/conversations',
      '/api/notifications',
      '/api/media',
    );
    for (const url of urls) {
      const answer = await t.app.inject({ method: 'GET', url, headers });
      expect(answer.statusCode, url).toBe(200);
    }
    const notifications = await t.app.inject({ method: 'GET', url: '/api/notifications', headers });
    expect(notifications.json().unreadCount).toBeGreaterThan(0);
  });

  it('is loaded once: a second load changes nothing', async () => {
    const before = (await store.files()).length;
    expect(await load()).toBeNull();
    expect(await rows(sql`SELECT id FROM users`)).toHaveLength(12);
    expect(await store.files()).toHaveLength(before);
  });
});
