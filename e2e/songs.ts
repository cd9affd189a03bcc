import type { Page } from '@playwright/test';
import { expect, type UserPage } from './fixtures';

// Songs for the browser tests: stems the tests write, uploaded to someone's library.

export const RATE = 48_000;

/** A stereo 16-bit WAV of a sine, both channels alike. */
export function sineWav(hz: number, level: number, seconds: number): Buffer {
  const frames = RATE * seconds;
  const wav = Buffer.alloc(44 + frames * 4);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + frames * 4, 4);
  wav.write('WAVEfmt ', 8, 'latin1');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(2, 22);
  wav.writeUInt32LE(RATE, 24);
  wav.writeUInt32LE(RATE * 4, 28);
  wav.writeUInt16LE(4, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(frames * 4, 40);
  for (let i = 0; i < frames; i++) {
    const sample = Math.round(level * Math.sin((2 * Math.PI * hz * i) / RATE) * 32767);
    wav.writeInt16LE(sample, 44 + i * 4);
    wav.writeInt16LE(sample, 46 + i * 4);
  }
  return wav;
}

/** Uploads a WAV to the page's user's library (titled `name`); its media id. */
export async function uploadWav(page: Page, name: string, bytes: Buffer): Promise<string> {
  const answer = await page.request.post('/api/media', {
    multipart: { file: { name: `${name}.wav`, mimeType: 'audio/wav', buffer: bytes }, title: name },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()).media.mediaId;
}

/** A music project `owner` makes (its name made unique), which `members` join; its id. */
export async function musicProject(
  owner: UserPage,
  members: readonly UserPage[],
  name: string,
  description: string,
): Promise<string> {
  const created = await owner.page.request.post('/api/projects', {
    data: { name: `${name} ${Date.now().toString(36)}`, description, projectType: 'music' },
  });
  expect(created.status()).toBe(201);
  const { projectId } = (await created.json()).project as { projectId: string };
  for (const member of members)
    expect((await member.page.request.post(`/api/projects/${projectId}/join`)).status()).toBe(200);
  return projectId;
}
