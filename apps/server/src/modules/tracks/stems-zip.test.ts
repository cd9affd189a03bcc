import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { useMediaStore } from '../../../test/kits/media-store';
import { addTrack, audio, band, type Person, songCall } from '../../../test/kits/songs';

const store = useMediaStore();
const t = useTestApp(() => ({ ...store.config(), mediaUploadLimit: { max: 10_000, windowMs: 60_000 } }));
const unzipDir = mkdtempSync(join(tmpdir(), 'ct-stems-'));
afterAll(() => rmSync(unzipDir, { recursive: true, force: true }));

const download = (url: string, who?: Person) =>
  t.app.inject({ method: 'GET', url: `/api/projects/${url}`, headers: who ? { cookie: who.cookie } : {} });

/** The archive's members and their bytes, read back by Python's zipfile (CRCs checked). */
function members(zip: Buffer): Map<string, Buffer> {
  const path = join(unzipDir, `${Math.random().toString(36).slice(2)}.zip`);
  writeFileSync(path, zip);
  const listed = execFileSync('python3', [
    '-c',
    'import sys, zipfile, json, base64\nz = zipfile.ZipFile(sys.argv[1])\nassert z.testzip() is None\nprint(json.dumps([[i.filename, base64.b64encode(z.read(i)).decode()] for i in z.infolist()]))',
    path,
  ]).toString();
  return new Map(
    (JSON.parse(listed) as [string, string][]).map(([name, data]) => [name, Buffer.from(data, 'base64')]),
  );
}

describe('the stems as one ZIP', () => {
  it('gives a member every file of the song as uploaded, in order, with how to line them up', async () => {
    const { projectId, owner, editor, member } = await band(t);
    const drums = await audio(t, owner, 2, { title: 'Drums' });
    const bass = await audio(t, editor, 1, { title: 'Bass' });
    await addTrack(t, projectId, owner, { mediaId: drums, name: 'Drums' });
    await addTrack(t, projectId, editor, {
      mediaId: bass,
      name: 'Bass / DI',
      startOffsetMs: 1500,
      gainDb: -3,
    });

    const response = await download(`${projectId}/song/stems.zip`, member);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename=".+ stems\.zip"; filename\*=UTF-8''/,
    );
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    const files = members(response.rawPayload);
    expect([...files.keys()]).toEqual(['README.txt', 'mix.csv', '01 Drums.wav', '02 Bass _ DI.wav']);
    expect(files.get('01 Drums.wav')?.equals(await store.read(`${drums}.wav`))).toBe(true);
    expect(files.get('02 Bass _ DI.wav')?.equals(await store.read(`${bass}.wav`))).toBe(true);
    const csv = files.get('mix.csv')?.toString('utf8') ?? '';
    expect(csv).toContain('02 Bass _ DI.wav');
    expect(csv).toContain('1500');
  });

  it('gives any version’s stems; a deleted file is named in the README, not in the archive', async () => {
    const { projectId, owner, editor, member } = await band(t);
    const keys = await audio(t, editor, 1, { title: 'Keys' });
    await addTrack(t, projectId, owner, { mediaId: await audio(t, owner, 2), name: 'Guitar' });
    await addTrack(t, projectId, editor, { mediaId: keys, name: 'Keys' });
    const [latest] = (await songCall(t, 'GET', `${projectId}/versions`, member)).json().versions;
    await t.app.inject({ method: 'DELETE', url: `/api/media/${keys}`, headers: { cookie: editor.cookie } });

    const response = await download(`${projectId}/versions/${latest.id}/stems.zip`, member);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(` v${latest.number} stems.zip`);
    const files = members(response.rawPayload);
    expect([...files.keys()]).toEqual(['README.txt', 'mix.csv', '01 Guitar.wav']);
    expect(files.get('README.txt')?.toString('utf8')).toContain('Keys');
  });

  it('is for members only, and says when there is nothing to download', async () => {
    const { projectId, owner, stranger } = await band(t);
    expect((await download(`${projectId}/song/stems.zip`, owner)).json()).toMatchObject({
      code: 'NO_TRACKS',
      error: 'This song has no tracks to download.',
    });
    expect((await download(`${projectId}/song/stems.zip`, stranger)).json()).toMatchObject({
      code: 'NOT_A_MEMBER',
      error: 'Only members of this project can download its stems.',
    });
    expect((await download(`${projectId}/song/stems.zip`)).statusCode).toBe(401);
    const hidden = await band(t, { isPublic: false });
    expect((await download(`${hidden.projectId}/song/stems.zip`, stranger)).statusCode).toBe(404);
    expect((await download(`${projectId}/versions/nope/stems.zip`, owner)).json().code).toBe(
      'VERSION_NOT_FOUND',
    );
  });

  it('is limited to 10 archives in 10 minutes a member: each reads every file of the song', async () => {
    const { projectId, member } = await band(t);
    for (let i = 0; i < 10; i++)
      expect((await download(`${projectId}/song/stems.zip`, member)).statusCode).toBe(409);
    const refused = await download(`${projectId}/song/stems.zip`, member);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
