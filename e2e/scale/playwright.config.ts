import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../playwright.config';

/**
 * The scale-out suite (scripts/test.sh runs it): two server processes sharing one PostgreSQL and
 * one Redis, behind nginx, with users in Chromium on different processes. One worker: a test
 * restarts a process the others would be using.
 */
export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/scale',
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  globalSetup: './global-setup.ts',
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure', launchOptions: chromiumLaunchOptions },
  projects: [
    { name: 'scale', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 860 } } },
  ],
});
