import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
/** The mail catcher (mail-catcher.mjs): SMTP for the product, HTTP for the tests to read the mail. */
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3125);
export const MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? 3126);

/**
 * Debian's Chromium: a Playwright browser download cannot work on our machines. There is no GPU:
 * canvases draw in software, and WebGL (home's liquid background) renders through SwiftShader,
 * which Chromium only allows when asked. Calls use fake devices (a test pattern and a beep).
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--enable-unsafe-swiftshader',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // Calls: Chromium's own test camera and microphone, with every permission prompt answered yes.
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
  ],
};

export default defineConfig({
  testDir: '.',
  // The scale-out suite has its own config and cluster (scale/playwright.config.ts).
  testIgnore: ['scale/**'],
  outputDir: '../test-results',
  fullyParallel: true,
  // One test at a time: a test drives two or three signed-in browsers at once, each rendering in
  // software, beside the server and its PostgreSQL. On the two cores of the machines CI now runs on
  // (about half as fast as those this suite was written on), two such tests side by side held the
  // load near 12, and pages that take 3 s alone took over 7 (accessibility, layout, calls, music and
  // review timed out); one at a time they keep their pace.
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: [
    {
      command: 'exec node e2e/mail-catcher.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${MAIL_PORT}/health`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_SMTP_PORT: String(SMTP_PORT), E2E_MAIL_PORT: String(MAIL_PORT) },
    },
    {
      // The built product, served as `npm run serve` serves it, on a fresh data folder.
      command: 'rm -rf .data-test/e2e && exec node apps/server/dist/main.js',
      cwd: '..',
      url: `${baseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      // The server stops its own PostgreSQL on SIGTERM; a SIGKILL would leave it running.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: '.data-test/e2e',
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_MAX: '1000',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        MAIL_FROM: 'Create Together <hello@create-together.test>',
      },
    },
  ],
});
