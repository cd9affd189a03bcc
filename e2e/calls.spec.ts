import type { Page } from '@playwright/test';
import {
  befriend,
  expect,
  gotoLive,
  markIntroSeen,
  newUserPage,
  openChatWith,
  signInThroughForm,
  test,
  type UserPage,
} from './fixtures';

declare global {
  interface Window {
    /** Every RTCPeerConnection the page made, kept by the init script below. */
    peerConnections: RTCPeerConnection[];
  }
}

/** Keeps each RTCPeerConnection the page makes, so the test can read its statistics. */
async function watchPeerConnections(user: UserPage) {
  await user.context.addInitScript(() => {
    window.peerConnections = [];
    const Native = window.RTCPeerConnection;
    window.RTCPeerConnection = class extends Native {
      constructor(...args: ConstructorParameters<typeof Native>) {
        super(...args);
        window.peerConnections.push(this);
      }
    };
  });
}

const incoming = (page: Page) => page.getByRole('alertdialog');
const callScreen = (page: Page) => page.getByRole('region', { name: /^Call with / });
const callStatus = (page: Page) => callScreen(page).getByRole('status');

/** Frames of the other person's video this page has decoded. */
const framesDecoded = (page: Page) =>
  page.evaluate(async () => {
    let frames = 0;
    for (const pc of window.peerConnections) {
      if (pc.connectionState === 'closed') continue;
      (await pc.getStats()).forEach((report) => {
        if (report.type === 'inbound-rtp' && report.kind === 'video') frames += report.framesDecoded ?? 0;
      });
    }
    return frames;
  });

/** The codec of the video this page receives (ours prefers VP8, SPEC.md §9). */
const videoCodec = (page: Page) =>
  page.evaluate(async () => {
    const pc = window.peerConnections.findLast((each) => each.connectionState !== 'closed');
    const stats: (RTCStats & { kind?: string; codecId?: string; mimeType?: string })[] = [];
    if (pc)
      (await pc.getStats()).forEach((report) => {
        stats.push(report);
      });
    const inbound = stats.find((report) => report.type === 'inbound-rtp' && report.kind === 'video');
    return stats.find((report) => report.id === inbound?.codecId)?.mimeType ?? null;
  });

/** Whether the microphone track this page sends is live (enabled) — false while muted. */
const sendingAudio = (page: Page) =>
  page.evaluate(() => {
    const pc = window.peerConnections.findLast((each) => each.connectionState !== 'closed');
    const sender = pc?.getSenders().find((each) => each.track?.kind === 'audio');
    return sender?.track ? sender.track.enabled && sender.track.readyState === 'live' : null;
  });

test('a video call: B accepts, both connect and see each other, mute changes the sent audio, End call ends it for both', async ({
  browser,
}) => {
  test.slow();
  const a = await newUserPage(browser, 'ann');
  const b = await newUserPage(browser, 'ben');
  await Promise.all([watchPeerConnections(a), watchPeerConnections(b)]);
  await befriend(a, b);
  await openChatWith(a, b);
  await gotoLive(b.page, '/explore');

  await a.page.getByRole('button', { name: `Video call ${b.user.username}` }).click();
  await expect(callStatus(a.page)).toHaveText('Calling…');
  await expect(incoming(b.page)).toContainText(a.user.username);
  await expect(incoming(b.page)).toContainText('Incoming video call');
  await expect(incoming(b.page).getByRole('button', { name: 'Reject' })).toBeVisible();
  await incoming(b.page).getByRole('button', { name: 'Accept' }).click();

  // Connected: the timer replaces "Connecting…" on both sides.
  await expect(callStatus(a.page)).toHaveText(/^\d+:\d\d$/, { timeout: 15_000 });
  await expect(callStatus(b.page)).toHaveText(/^\d+:\d\d$/, { timeout: 15_000 });
  await expect.poll(() => framesDecoded(b.page), { timeout: 15_000 }).toBeGreaterThan(10);
  expect(await videoCodec(b.page)).toBe('video/VP8');
  await expect(callScreen(b.page).getByLabel(`${a.user.username}'s video`)).toBeVisible();
  await expect(callScreen(a.page).getByLabel('Your video')).toBeVisible();

  expect(await sendingAudio(a.page)).toBe(true);
  await callScreen(a.page).getByRole('button', { name: 'Mute', exact: true }).click();
  await expect.poll(() => sendingAudio(a.page)).toBe(false);
  await expect(callScreen(b.page).getByText('Muted')).toBeVisible();
  await callScreen(a.page).getByRole('button', { name: 'Unmute' }).click();
  await expect.poll(() => sendingAudio(a.page)).toBe(true);
  await expect(callScreen(b.page).getByText('Muted')).toBeHidden();

  await callScreen(a.page).getByRole('button', { name: 'End call' }).click();
  await expect(callScreen(a.page)).toBeHidden();
  await expect(callScreen(b.page)).toBeHidden();
  // The camera and microphone are released: no peer connection stays open.
  await expect
    .poll(() => b.page.evaluate(() => window.peerConnections.every((pc) => pc.connectionState === 'closed')))
    .toBe(true);

  await a.context.close();
  await b.context.close();
});

test('a rejected call tells the caller; an unanswered one auto-rejects after 30 s and leaves a missed-call notification', async ({
  browser,
}) => {
  test.slow();
  const a = await newUserPage(browser, 'cal');
  const b = await newUserPage(browser, 'dee');
  await befriend(a, b);
  await openChatWith(a, b);
  await b.page.clock.install();
  await gotoLive(b.page, '/explore');

  await a.page.getByRole('button', { name: `Audio call ${b.user.username}` }).click();
  await expect(incoming(b.page)).toContainText('Incoming audio call');
  await incoming(b.page).getByRole('button', { name: 'Reject' }).click();
  await expect(incoming(b.page)).toBeHidden();
  await expect(a.page.getByText(`${b.user.username} declined the call.`)).toBeVisible();
  await expect(callScreen(a.page)).toBeHidden();

  await a.page.getByRole('button', { name: `Audio call ${b.user.username}` }).click();
  await expect(incoming(b.page)).toBeVisible();
  // The page's clock still runs in real time between these steps: a margin of a few seconds keeps a
  // slow machine from reaching 30 s before the first look.
  await b.page.clock.fastForward(26_000);
  await expect(incoming(b.page)).toBeVisible();
  await b.page.clock.fastForward(5_000);
  await expect(incoming(b.page)).toBeHidden();
  await expect(a.page.getByText('No answer.')).toBeVisible();
  await expect(callScreen(a.page)).toBeHidden();

  const bell = b.page.getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/Notifications \(\d+ unread\)/);
  await b.page.goto('/notifications');
  await expect(b.page.getByText(`You missed a call from ${a.user.username}`)).toBeVisible();

  await a.context.close();
  await b.context.close();
});

test('calling a friend with no tab open says so at once, and they find the missed call when they come back', async ({
  browser,
}) => {
  const a = await newUserPage(browser, 'eve');
  const b = await newUserPage(browser, 'fay');
  await befriend(a, b);
  await openChatWith(a, b);
  // B closes the browser: their socket goes with it, before A calls.
  await b.context.close();

  await a.page.getByRole('button', { name: `Audio call ${b.user.username}` }).click();
  // At once, not after ringing into nothing for 35 s.
  await expect(a.page.getByText(`${b.user.username} is offline — they will see a missed call`)).toBeVisible({
    timeout: 3_000,
  });
  await expect(callScreen(a.page)).toBeHidden();
  await expect(a.page.getByRole('button', { name: `Audio call ${b.user.username}` })).toBeEnabled();

  // B comes back, signs in, and finds the missed call.
  const back = await browser.newContext();
  await markIntroSeen(back);
  const page = await back.newPage();
  await page.goto('/login?redirect=%2Fnotifications');
  await signInThroughForm(page, b.user);
  await expect(page.getByText(`You missed a call from ${a.user.username}`)).toBeVisible();

  await a.context.close();
  await back.close();
});
