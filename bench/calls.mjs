// Accept → connected (issue 7): how long after the callee presses Accept is a video call up, on
// loopback? Two friends in two Chromium contexts with Chromium's fake camera and microphone, on the
// built product (one server process, its embedded PostgreSQL). The caller places a video call from
// their conversation; the callee's tab rings; the benchmark presses Accept and times, on the
// machine's clock (performance.timeOrigin + now, comparable across the two pages), until each
// side's call screen shows the timer — the moment the connection state became `connected`. Then the
// caller hangs up, both return to idle, and the next call begins: CALLS calls in all (default 20).
//
// What the interval holds: call_accept through the server to the caller, the caller's offer (its
// camera and microphone were opened before ringing), the callee's answer, ICE on loopback, DTLS,
// and React painting the timer.
//
// Usage: npm run build && npm run bench:calls   (CALLS=n to change the count)
import { chromium } from 'playwright-core';
import { api, ms, percentile, register, run, startProduct } from './realtime-kit.mjs';

const CALLS = Number(process.env.CALLS ?? 20);
const TARGET_MS = 1_500;

const launchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  '--autoplay-policy=no-user-gesture-required',
];

/** A tab of `user`, signed in through the form, on `path`, with the intro already seen. */
async function tabOf(browser, base, user, path) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => window.localStorage.setItem('hasSeenIntro', 'true'));
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Username or email').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill('bench-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto(`${base}${path}`);
  return page;
}

/** Resolves, in the page, with the machine time at which its call screen first shows the timer. */
const whenConnected = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const connected = () =>
          [...document.querySelectorAll('section[aria-label^="Call with"] [role="status"]')].some((el) =>
            /^\d+:\d\d$/.test(el.textContent ?? ''),
          );
        const observer = new MutationObserver(() => {
          if (!connected()) return;
          observer.disconnect();
          resolve(performance.timeOrigin + performance.now());
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
  );

/** Presses Accept in the page; answers the machine time of the press. */
const pressAccept = (page) =>
  page.evaluate(() => {
    const accept = document.querySelector('[role="alertdialog"] button[aria-label="Accept"]');
    const at = performance.timeOrigin + performance.now();
    accept.click();
    return at;
  });

async function main() {
  const server = await startProduct();
  const stamp = Date.now().toString(36);
  const [caller, callee] = [
    await register(server.base, `bc_a${stamp}`),
    await register(server.base, `bc_b${stamp}`),
  ];
  const request = await api(server.base, 'POST', '/api/me/friend-requests', {
    cookie: caller.cookie,
    body: { receiverUsername: callee.username },
  });
  await api(server.base, 'PUT', `/api/me/friend-requests/${request.body.requestId}`, {
    cookie: callee.cookie,
  });
  const conversation = await api(server.base, 'POST', '/api/conversations', {
    cookie: caller.cookie,
    body: { userId: callee.id },
  });

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: launchArgs,
  });
  try {
    const a = await tabOf(
      browser,
      server.base,
      caller,
      `/messages/${conversation.body.conversation.conversationId}`,
    );
    const b = await tabOf(browser, server.base, callee, '/friends');
    const callButton = a.getByRole('button', { name: `Video call ${callee.username}` });
    const callScreen = (page) => page.getByRole('region', { name: /^Call with / });

    const calleeMs = [];
    const bothMs = [];
    for (let i = 0; i < CALLS; i++) {
      await callButton.click();
      await b.getByRole('alertdialog').getByRole('button', { name: 'Accept' }).waitFor();
      const callerConnected = whenConnected(a);
      const calleeConnected = whenConnected(b);
      const acceptedAt = await pressAccept(b);
      const [atCaller, atCallee] = await Promise.all([callerConnected, calleeConnected]);
      calleeMs.push(atCallee - acceptedAt);
      bothMs.push(Math.max(atCaller, atCallee) - acceptedAt);
      await callScreen(a).getByRole('button', { name: 'End call' }).click();
      await callScreen(a).waitFor({ state: 'hidden' });
      await callScreen(b).waitFor({ state: 'hidden' });
      await callButton.waitFor({ state: 'visible' });
      await a.waitForFunction(
        (name) => !document.querySelector(`button[aria-label="${name}"]`)?.disabled,
        `Video call ${callee.username}`,
      );
    }

    const line = (label, values) => {
      const sorted = [...values].sort((x, y) => x - y);
      return `${label.padEnd(34)} median ${ms(percentile(sorted, 50)).padStart(7)} ms   p95 ${ms(percentile(sorted, 95)).padStart(7)} ms   max ${ms(sorted.at(-1)).padStart(7)} ms`;
    };
    console.log(`Accept → connected, ${CALLS} video calls on loopback (target ≤ ${TARGET_MS} ms)`);
    console.log(line('callee connected', calleeMs));
    console.log(line('both connected', bothMs));
    const p95 = percentile(
      [...bothMs].sort((x, y) => x - y),
      95,
    );
    console.log(p95 <= TARGET_MS ? '\nWithin the target.' : `\nOver the target: p95 ${ms(p95)} ms.`);
    return true;
  } finally {
    await browser.close();
  }
}

await run(main);
