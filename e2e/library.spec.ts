import { expect, newUserPage, test } from './fixtures';
import { toneWav } from './media-files';

test('a creator uploads a track, watches it upload, sees its waveform and plays it; posted, another user finds it on explore', async ({
  browser,
}) => {
  test.slow();
  const ada = await newUserPage(browser, 'ada');
  const page = ada.page;
  await page.goto('/library');

  // A slow uplink, so the upload's progress can be watched.
  const network = await ada.context.newCDPSession(page);
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
  await page.getByLabel('Upload files').setInputFiles({
    name: 'bassline.wav',
    mimeType: 'audio/wav',
    buffer: toneWav(12),
  });
  const progress = page.getByRole('progressbar', { name: 'Uploading bassline.wav' });
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // Uploaded: the track with the waveform the server computed (louder in the middle: a swell).
  const track = page.getByRole('article', { name: 'bassline' });
  await expect(track).toBeVisible({ timeout: 20_000 });
  await expect(track).toContainText('Private');
  const seek = track.getByRole('slider', { name: 'Seek bassline' });
  await expect(seek).toHaveAttribute('aria-valuetext', '0:00 of 0:12');
  const heights = await seek
    .locator('svg rect')
    .evaluateAll((bars) => bars.map((bar) => Number(bar.getAttribute('height'))));
  expect(heights.length).toBeGreaterThan(20);
  expect(Math.max(...heights)).toBeGreaterThan(3 * Math.min(...heights));

  // It plays: the button turns to Pause and the time moves on.
  await track.getByRole('button', { name: 'Play bassline' }).click();
  await expect(track.getByRole('button', { name: 'Pause bassline' })).toBeVisible();
  await expect(seek).not.toHaveAttribute('aria-valuetext', '0:00 of 0:12', { timeout: 10_000 });
  await track.getByRole('button', { name: 'Pause bassline' }).click();

  // Posted on explore with the track attached (which makes the file public).
  await page.goto('/explore?view=posts');
  const composer = page.getByRole('form', { name: 'New post' });
  await composer.getByRole('textbox').fill('New bassline for the night drive, feedback welcome');
  await composer.getByRole('button', { name: 'Attach from library' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /bassline/ })
    .click();
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('article', { name: /^Post by/ }).first()).toContainText('New bassline');

  // Another user finds it on explore's Posts side, and can play the track.
  const ben = await newUserPage(browser, 'ben');
  await ben.page.goto('/explore?view=posts');
  await ben.page.getByRole('searchbox', { name: 'Search posts' }).fill('bassline night');
  const post = ben.page.getByRole('article', { name: `Post by ${ada.user.username}` });
  await expect(post).toContainText('New bassline for the night drive');
  await expect(post.getByRole('button', { name: 'Play bassline' })).toBeVisible();
  // Posting made the file public: its address answers Ben too, a range at a time.
  const found = await (await ben.page.request.get('/api/posts?q=bassline')).json();
  const url: string = found.posts[0].media.url;
  const range = await ben.page.request.get(url, { headers: { range: 'bytes=0-99' } });
  expect(range.status()).toBe(206);
  expect(range.headers()['content-type']).toBe('audio/wav');
  expect((await range.body()).subarray(0, 4).toString()).toBe('RIFF');

  await ada.context.close();
  await ben.context.close();
});
