import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

const assets = fileURLToPath(new URL('../apps/web/dist/assets', import.meta.url));

// Every file of the built app's code runs in Chromium: a chunk that the bundler got wrong (an
// export it names but does not make, a group that imports itself before it exists) fails here,
// before any page that needs it is opened by a person and sent back to /explore.
test('every chunk of the built app loads and runs', async ({ page }) => {
  const chunks = readdirSync(assets).filter((name) => name.endsWith('.js'));
  expect(chunks.length).toBeGreaterThan(20);
  await page.goto('/login');
  const failures = await page.evaluate(async (names) => {
    const failed: string[] = [];
    for (const name of names) {
      try {
        await import(/* @vite-ignore */ `/assets/${name}`);
      } catch (error) {
        failed.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return failed;
  }, chunks);
  expect(failures).toEqual([]);
});
