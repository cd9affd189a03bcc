// Songs for the tracks tests: a band (owner, editor, member, stranger) on a project, audio files
// uploaded through the API as a browser would, and calls of the song's routes.
import type { Song } from '@create-together/contract';
import { expect } from 'vitest';
import { projectMembers } from '../../src/db/schema/index';
import { register, type TestContext } from '../helper';
import { addMember, type SeedProject, seedProject } from './contributions';
import { tone, wavFile } from './media-audio';
import { upload } from './media-upload';

export interface Person {
  cookie: string;
  user: { id: string; username: string };
}

export interface Band {
  projectId: string;
  owner: Person;
  editor: Person;
  member: Person;
  stranger: Person;
}

/** A project with an owner, an editor and a contributor, and someone who is none of them. */
export async function band(t: TestContext, options: SeedProject = {}): Promise<Band> {
  const [owner, editor, member, stranger] = await Promise.all([
    register(t.app),
    register(t.app),
    register(t.app),
    register(t.app),
  ]);
  const projectId = await seedProject(t, owner.user.id, options);
  await addMember(t, projectId, member.user.id);
  await t.db.insert(projectMembers).values({ projectId, userId: editor.user.id, role: 'editor' });
  return { projectId, owner, editor, member, stranger };
}

/** A WAV of `seconds` (8 kHz mono: small and quick), uploaded by `who`; its media id. */
export async function audio(
  t: TestContext,
  who: Person,
  seconds: number,
  options: { title?: string; visibility?: 'public' | 'private' } = {},
): Promise<string> {
  const response = await upload(
    t.app,
    [
      {
        name: 'file',
        file: wavFile({ seconds, level: tone(() => 0.5) }),
        filename: `${options.title ?? 'take'}.wav`,
      },
      { name: 'visibility', value: options.visibility ?? 'private' },
      ...(options.title ? [{ name: 'title', value: options.title }] : []),
    ],
    { cookie: who.cookie },
  );
  expect(response.statusCode).toBe(201);
  return response.json().media.mediaId;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** One call of the song's routes, as `who` (signed out without). */
export function songCall(t: TestContext, method: Method, url: string, who?: Person, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/projects/${url}`,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The song as `who` hears it. */
export async function songOf(t: TestContext, projectId: string, who?: Person): Promise<Song> {
  const response = await songCall(t, 'GET', `${projectId}/song`, who);
  expect(response.statusCode).toBe(200);
  return response.json().song;
}

/** Adds a track as `who`; the song after it. */
export async function addTrack(
  t: TestContext,
  projectId: string,
  who: Person,
  body: Record<string, unknown>,
): Promise<Song> {
  const response = await songCall(t, 'POST', `${projectId}/tracks`, who, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().song;
}
