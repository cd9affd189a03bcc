import { expect, newUserPage, test } from './fixtures';
import { toneWav } from './media-files';

test('a listener saves a track from someone else’s post, finds it in Library → Saved, and unsaves it', async ({
  browser,
}) => {
  test.slow();
  const ada = await newUserPage(browser, 'ada');
  // A word only this run's post has, to find it among every other test's posts.
  const word = ada.user.username.replace(/^ada_/, 'take');

  // Ada posts a track. Uploading and posting through the screens is library.spec.ts's journey.
  const upload = await ada.page.request.post('/api/media', {
    multipart: {
      file: { name: 'night-bass.wav', mimeType: 'audio/wav', buffer: toneWav(3) },
      title: 'Night bass',
    },
  });
  expect(upload.status()).toBe(201);
  const { media } = await upload.json();
  const posted = await ada.page.request.post('/api/posts', {
    data: { content: `Night bass, ${word}`, mediaId: media.mediaId },
  });
  expect(posted.status()).toBe(201);

  const ben = await newUserPage(browser, 'ben');
  const page = ben.page;
  // Just registered: welcomed, not welcomed back.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Welcome, ${ben.user.username}` })).toBeVisible();

  // Ben's Saved list as the library first shows it: empty. It stays in memory from here on.
  await page.goto('/library?category=saved');
  await expect(page.getByText('Nothing saved yet')).toBeVisible();

  // Through the app to Ada's post on explore, and Save under her track.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Explore', exact: true })
    .click();
  await page.getByRole('button', { name: 'Posts', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search posts' }).fill(word);
  const post = page.getByRole('article', { name: `Post by ${ada.user.username}` });
  await expect(post).toContainText(word);
  await post.getByRole('button', { name: 'Save Night bass' }).click();
  await expect(page.getByText('Saved to your library.')).toBeVisible();
  await expect(post.getByRole('button', { name: 'Unsave Night bass' })).toBeVisible();

  // Back in the library (same page, no reload): Saved now holds Ada's track, playable.
  await page.goBack();
  await expect(page).toHaveURL(/\/explore$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/library\?category=saved$/);
  const saved = page.getByRole('article', { name: 'Night bass' });
  await expect(saved).toBeVisible();
  await expect(saved.getByRole('button', { name: 'Play Night bass' })).toBeVisible();

  // Unsaved from its post, it leaves Saved, for good (a reload asks the server again).
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(/\/explore\?.*view=posts/);
  await expect(post.getByRole('button', { name: 'Unsave Night bass' })).toBeVisible();
  await post.getByRole('button', { name: 'Unsave Night bass' }).click();
  await expect(page.getByText('Removed from your saved media.')).toBeVisible();
  await expect(post.getByRole('button', { name: 'Save Night bass' })).toBeVisible();
  await page.goto('/library?category=saved');
  await expect(page.getByText('Nothing saved yet')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Night bass' })).toHaveCount(0);

  await ada.context.close();
  await ben.context.close();
});
