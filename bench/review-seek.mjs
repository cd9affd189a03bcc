// Feedback at a moment (docs/design/review.md §2): a click on a comment moves the playhead to its
// moment, the song already loaded — target ≤ 50 ms. Measured in Chromium through the workspace
// itself: a song of four 60 s stereo stems and 20 comments at moments across it; each comment's time
// is clicked in turn, paused and while playing, and the time from the click to the frame whose
// playhead slider (what the screen and a screen reader show) says the new moment is taken.
//
// Usage: npm run build && npm run bench:review   (CLICKS=n rounds over the 20 comments, 3 by default)
import { chromium } from '@playwright/test';
import { stemPcm, wavBytes } from './mixer-kit.mjs';
import { api, ms, percentile, register, run, startProduct } from './realtime-kit.mjs';

const CLICKS = Number(process.env.CLICKS ?? 3);
const RATE = 48_000;
const SECONDS = 60;
const COMMENTS = 20;

async function upload(base, cookie, name, bytes) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'audio/wav' }), `${name}.wav`);
  const response = await fetch(`${base}/api/media`, {
    method: 'POST',
    headers: { cookie, origin: base },
    body: form,
  });
  if (response.status !== 201)
    throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return (await response.json()).media.mediaId;
}

await run(async () => {
  const server = await startProduct();
  const base = server.base;
  const owner = await register(base, `seek${Date.now().toString(36)}`);
  const { body: made } = await api(base, 'POST', '/api/projects', {
    cookie: owner.cookie,
    body: { name: 'Seek bench', projectType: 'music' },
  });
  const projectId = made.project.projectId;
  let trackId = '';
  for (const index of [0, 1, 2, 3]) {
    const mediaId = await upload(
      base,
      owner.cookie,
      `Stem ${index + 1}`,
      wavBytes(stemPcm(index, RATE, SECONDS), RATE),
    );
    const { body } = await api(base, 'POST', `/api/projects/${projectId}/tracks`, {
      cookie: owner.cookie,
      body: { mediaId, name: `Stem ${index + 1}` },
    });
    trackId ||= body.song.tracks[0].id;
  }
  const moments = Array.from({ length: COMMENTS }, (_, i) =>
    Math.round(((i + 0.5) * SECONDS * 1000) / COMMENTS),
  );
  for (const atMs of moments)
    await api(base, 'POST', `/api/projects/${projectId}/threads`, {
      cookie: owner.cookie,
      body: { subject: { kind: 'track', trackId }, atMs, body: `At ${atMs} ms.` },
    });

  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--autoplay-policy=no-user-gesture-required'],
  });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const [name, value] = owner.cookie.split('=');
  await context.addCookies([{ name, value, url: base }]);
  await context.addInitScript(() => localStorage.setItem('hasSeenIntro', 'true'));
  const page = await context.newPage();
  await page.goto(`${base}/workspace/${projectId}`);
  const song = page.getByRole('region', { name: 'Song' });
  await song
    .getByRole('button', { name: /^Play from / })
    .first()
    .waitFor();

  /** Clicks each comment's time in turn: ms from the click to the frame whose playhead says its moment. */
  const round = () =>
    page.evaluate(async () => {
      const slider = [...document.querySelectorAll('label')]
        .find((label) => label.textContent.startsWith('Playhead'))
        ?.querySelector('input');
      if (!slider) throw new Error('No playhead slider');
      const buttons = [...document.querySelectorAll('button[aria-label^="Play from "]')];
      const times = [];
      for (const button of buttons) {
        const [m, s] = button.textContent.split(':');
        const target = Number(m) * 60 + Number(s);
        const started = performance.now();
        button.click();
        for (;;) {
          await new Promise(requestAnimationFrame);
          if (Math.abs(Number(slider.value) - target) < 0.35) break;
          if (performance.now() - started > 2000) break;
        }
        times.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return times;
    });

  const paused = [];
  for (let i = 0; i < CLICKS; i++) paused.push(...(await round()));
  await song.getByRole('button', { name: 'Play', exact: true }).click();
  await song.getByRole('button', { name: 'Pause', exact: true }).waitFor();
  const playing = [];
  for (let i = 0; i < CLICKS; i++) playing.push(...(await round()));
  await browser.close();

  for (const [label, times] of [
    ['paused', paused],
    ['playing', playing],
  ]) {
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `${label.padEnd(8)} ${sorted.length} clicks: median ${ms(percentile(sorted, 50))} ms, p95 ${ms(percentile(sorted, 95))} ms, max ${ms(sorted.at(-1))} ms`,
    );
  }
});
