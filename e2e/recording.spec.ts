import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wavFile } from './audio';
import { expect, newUserPage, test } from './fixtures';
import { chromiumLaunchOptions } from './playwright.config';
import { musicProject, sineWav, uploadWav } from './songs';

// Recording a take in the browser (docs/design/review.md §4), with Chromium's fake capture playing a
// click track as the microphone: 3 ms pulses every half second (120 bpm), at a phase of their own.
// The take is aligned from its count-in — the input "hears" the clicks a beat apart, at whatever
// delay — so every click of the proposed take must fall on the song's beat, within 20 ms.

const RATE = 48_000;
const BEAT = 0.5;
const PULSE_FRAMES = Math.round(0.003 * RATE);

/** 0.5 s of silence, then a pulse every beat for a minute, then silence (the file is not looped). */
function clickTrack(): Buffer {
  const frames = Math.round(62 * RATE);
  const values = new Int16Array(frames);
  for (let beat = 0; beat < 120; beat++) {
    const at = Math.round((0.5 + beat * BEAT) * RATE);
    values.fill(26_000, at, at + PULSE_FRAMES);
  }
  return wavFile(values, RATE, 16);
}

const CLICKS = join(tmpdir(), `ct-e2e-clicks-${process.pid}.wav`);
writeFileSync(CLICKS, clickTrack());

test.use({
  launchOptions: {
    ...chromiumLaunchOptions,
    args: [
      ...chromiumLaunchOptions.args,
      `--use-file-for-fake-audio-capture=${CLICKS}%noloop`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});

/** A WAV's first channel as floats, whatever its sample format (PCM 16 or float 32), and its rate. */
function readWav(bytes: Buffer): { rate: number; samples: Float32Array } {
  let at = 12;
  let rate = 0;
  let format = 1;
  let channels = 1;
  let bits = 16;
  while (at + 8 <= bytes.length) {
    const id = bytes.toString('ascii', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    if (id === 'fmt ') {
      format = bytes.readUInt16LE(at + 8);
      channels = bytes.readUInt16LE(at + 10);
      rate = bytes.readUInt32LE(at + 12);
      bits = bytes.readUInt16LE(at + 22);
    } else if (id === 'data') {
      const step = (bits / 8) * channels;
      const frames = Math.floor(size / step);
      const samples = new Float32Array(frames);
      for (let i = 0; i < frames; i++) {
        const offset = at + 8 + i * step;
        samples[i] = format === 3 ? bytes.readFloatLE(offset) : bytes.readInt16LE(offset) / 32_768;
      }
      return { rate, samples };
    }
    at += 8 + size + (size % 2);
  }
  throw new Error('No data chunk');
}

/** Where each pulse starts: the first sample past 0.3 after a quiet stretch of a tenth of a beat. */
function onsets(samples: Float32Array, rate: number): number[] {
  const found: number[] = [];
  let last = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < samples.length; i++) {
    if (Math.abs(samples[i] ?? 0) < 0.3) continue;
    if (i - last > 0.1 * BEAT * rate) found.push(i);
    last = i;
  }
  return found;
}

test('a member records a take over the song: counted in, kept in the library, proposed on the beat', async ({
  browser,
}) => {
  test.slow();
  const owner = await newUserPage(browser, 'owner');
  const member = await newUserPage(browser, 'player');
  const projectId = await musicProject(owner, [member], 'Take Five', 'Recorded here.');
  const pad = await uploadWav(owner.page, 'Pad', sineWav(220, 0.05, 12));
  expect(
    (
      await owner.page.request.post(`/api/projects/${projectId}/tracks`, {
        data: { mediaId: pad, name: 'Pad' },
      })
    ).status(),
  ).toBe(201);
  expect(
    (await owner.page.request.patch(`/api/projects/${projectId}/song`, { data: { tempoBpm: 120 } })).status(),
  ).toBe(200);

  const page = member.page;
  await page.goto(`/workspace/${projectId}`);
  const song = page.getByRole('region', { name: 'Song' });
  await song.getByRole('button', { name: 'Record a take' }).click();
  const panel = song.getByRole('region', { name: 'Record a take' });
  await expect(panel.getByText("A bar's count-in at 120 bpm", { exact: false })).toBeVisible();
  // Measured once for this input: the fake microphone hears clicks a beat apart.
  await expect(panel.getByText(/as the browser reports it/)).toBeVisible();
  await panel.getByRole('button', { name: 'Measure the round trip' }).click();
  await expect(panel.getByText(/ms, measured on this input\./)).toBeVisible({ timeout: 15_000 });
  await panel.getByRole('button', { name: 'Record' }).click();
  await expect(panel.getByRole('status')).toContainText('Recording', { timeout: 10_000 });
  await page.waitForTimeout(4_000);
  await panel.getByRole('button', { name: 'Stop' }).click();

  // Stop kept it in the library, placed: one more click proposes it.
  const take = panel.getByRole('form', { name: 'The recorded take' });
  await expect(take).toContainText('aligned from the count-in', { timeout: 20_000 });
  await take.getByRole('button', { name: 'Propose this take' }).click();
  await expect(panel.getByRole('status')).toContainText('Proposed.');
  await expect(page.getByRole('article', { name: `Contribution by ${member.user.username}` })).toContainText(
    'New track Take',
  );

  const contributions = await (await page.request.get(`/api/projects/${projectId}/contributions`)).json();
  const [proposal] = contributions.contributions as {
    takes: { startOffsetMs: number; file: { url: string; mediaId: string } }[];
  }[];
  const recorded = proposal?.takes[0];
  expect(recorded).toBeDefined();
  const library = await (await page.request.get('/api/media?kind=audio')).json();
  expect(library.media.map((media: { mediaId: string }) => media.mediaId)).toContain(recorded?.file.mediaId);

  const { rate, samples } = readWav(
    Buffer.from(await (await page.request.get(recorded?.file.url ?? '')).body()),
  );
  const clicks = onsets(samples, rate);
  expect(clicks.length).toBeGreaterThanOrEqual(5);
  const offBeat = clicks.map((frame) => {
    const songTime = (recorded?.startOffsetMs ?? 0) / 1000 + frame / rate;
    const phase = songTime % BEAT;
    return Math.min(phase, BEAT - phase);
  });
  expect(Math.max(...offBeat)).toBeLessThanOrEqual(0.02);
});
