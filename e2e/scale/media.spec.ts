import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { toneWav } from '../media-files';
import { dataDirOf } from './cluster';
import { urls, userOn } from './people';

/** Files in a process's own media folder (uploads in progress only, with S3), none when it has none. */
const localFiles = (name: 'a' | 'b') => {
  const dir = join(dataDirOf(name), 'media');
  return existsSync(dir) ? readdirSync(dir) : [];
};

/** The seconds played from a slider's "m:ss of m:ss". */
function secondsPlayed(valueText: string | null): number {
  const [minutes = '', seconds = ''] = (valueText ?? '').split(' of ')[0]?.split(':') ?? [];
  return Number(minutes) * 60 + Number(seconds);
}

test('a file uploaded through one process plays through the other, seeking by ranges: the processes share a bucket, not a disk', async ({
  browser,
}) => {
  // Over 5 MiB: it goes up to the bucket in two parts.
  const wav = toneWav(150, 22_050);
  const { a, b } = urls();
  // Ada's browser is on process B; she uploads through process A (sessions are shared).
  const ada = await userOn(browser, b, 'media');
  const uploaded = await ada.page.request.post(`${a}/api/media`, {
    multipart: {
      file: { name: 'night-drive.wav', mimeType: 'audio/wav', buffer: wav },
      title: 'Night drive',
    },
  });
  expect(uploaded.status()).toBe(201);
  const { mediaId, url, peaksUrl } = (await uploaded.json()).media as {
    mediaId: string;
    url: string;
    peaksUrl: string | null;
  };
  expect(peaksUrl).not.toBeNull();
  // Neither process keeps it on its own disk.
  for (const name of ['a', 'b'] as const) {
    expect(localFiles(name).filter((file) => file.startsWith(mediaId))).toEqual([]);
  }

  // Process B serves any range of it, byte for byte.
  const middle = await ada.page.request.get(`${b}${url}`, { headers: { range: 'bytes=3000000-3000999' } });
  expect(middle.status()).toBe(206);
  expect(middle.headers()['content-range']).toBe(`bytes 3000000-3000999/${wav.length}`);
  expect((await middle.body()).equals(wav.subarray(3_000_000, 3_001_000))).toBe(true);

  // In Chromium, through B: it plays, and a seek far ahead plays on from there.
  const page = ada.page;
  const fromB: number[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(`${b}/media/${mediaId}.wav`)) fromB.push(response.status());
  });
  await page.goto('/library');
  const track = page.getByRole('article', { name: 'Night drive' });
  const seek = track.getByRole('slider', { name: 'Seek Night drive' });
  await expect(seek).toHaveAttribute('aria-valuetext', '0:00 of 2:30');
  await track.getByRole('button', { name: 'Play Night drive' }).click();
  await expect(track.getByRole('button', { name: 'Pause Night drive' })).toBeVisible();
  await expect(seek).not.toHaveAttribute('aria-valuetext', '0:00 of 2:30', { timeout: 10_000 });
  // Nine pages of a tenth each: past two minutes.
  await seek.focus();
  for (let i = 0; i < 9; i++) await page.keyboard.press('PageUp');
  await expect
    .poll(async () => secondsPlayed(await seek.getAttribute('aria-valuetext')))
    .toBeGreaterThan(136);
  await track.getByRole('button', { name: 'Pause Night drive' }).click();
  // The browser read the file from B in ranges.
  expect(fromB.length).toBeGreaterThan(0);
  expect(fromB.every((status) => status === 206)).toBe(true);
  await ada.context.close();
});
