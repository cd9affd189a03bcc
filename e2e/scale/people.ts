// Who the scale-out tests are: users in their own browsers, each talking to one server process
// (or to the balancer in front of both).
import type { Browser } from '@playwright/test';
import { markIntroSeen, registerThroughForm, uniqueUser } from '../fixtures';

/** The two processes' own addresses and the balancer's (set by global-setup.ts). */
export const urls = () => ({
  a: process.env.SCALE_A_URL ?? '',
  b: process.env.SCALE_B_URL ?? '',
  lb: process.env.SCALE_LB_URL ?? '',
});

/** A user registered in their own browser, talking to the server at `baseURL`, with their id. */
export async function userOn(browser: Browser, baseURL: string, prefix: string) {
  const context = await browser.newContext({ baseURL });
  await markIntroSeen(context);
  const page = await context.newPage();
  const user = uniqueUser(prefix);
  await registerThroughForm(page, user);
  const me = await (await page.request.get('/api/user/me')).json();
  return { page, user, context, id: (me.user as { id: string }).id };
}
