import { rmSync } from 'node:fs';
import { BetaOptInAnswer, FeedbackListAnswer, UserAnswer, UserViewAnswer } from '@create-together/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { me as getMe, useTestApp } from '../../../test/helper';
import { feedbackBody, feedbackKit } from '../../../test/kits/feedback';
import type { Person } from '../../../test/kits/friends';
import { tempMediaDir } from '../../../test/kits/media-upload';
import { call } from '../../../test/kits/projects';

const mediaDir = tempMediaDir();
const t = useTestApp({ mediaDir });
const k = feedbackKit(t);
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

async function listOf(who: Person) {
  const response = await k.list(who);
  expect(response.statusCode, response.body).toBe(200);
  return FeedbackListAnswer.parse(response.json()).feedback;
}

describe('GET /api/feedback', () => {
  it("lists only the caller's own submissions, newest first, with their screenshots", async () => {
    const [me, other] = [await k.person(), await k.person()];
    const image = await k.uploadAs(me);
    await k.submit(me, feedbackBody({ category: 'design', description: 'The first one I sent.' }));
    await k.submit(other, feedbackBody({ description: 'Not mine to see at all.' }));
    await k.submit(
      me,
      feedbackBody({ category: 'performance', screenshotMediaId: image.mediaId, rating: 2 }),
    );

    const mine = await listOf(me);
    expect(mine.map((f) => [f.category, f.rating, f.status])).toEqual([
      ['performance', 2, 'received'],
      ['design', 4, 'received'],
    ]);
    expect(mine[0]?.screenshot).toEqual({
      mediaId: image.mediaId,
      url: image.url,
      thumbnailUrl: image.thumbnailUrl,
    });
    expect(mine[1]?.screenshot).toBeNull();
    expect((await listOf(other)).map((f) => f.description)).toEqual(['Not mine to see at all.']);
  });

  it('shows a status the team moved along, and no screenshot once the file is deleted', async () => {
    const me = await k.person();
    const image = await k.uploadAs(me);
    const sent = (await k.submit(me, feedbackBody({ screenshotMediaId: image.mediaId }))).json().feedback;
    await t.pool.query(
      `update beta_feedback set status = 'planned', updated_at = now() + interval '1 hour' where id = $1`,
      [sent.feedbackId],
    );
    expect((await call(t.app, 'DELETE', `/api/media/${image.mediaId}`, me.cookie)).statusCode).toBe(200);

    const [listed] = await listOf(me);
    expect(listed).toMatchObject({ feedbackId: sent.feedbackId, status: 'planned', screenshot: null });
    expect(listed?.updatedAt).toBeGreaterThan(listed?.createdAt ?? Infinity);
  });

  it('is empty for someone who sent nothing', async () => {
    expect(await listOf(await k.person())).toEqual([]);
  });

  it('is 401 when signed out', async () => {
    expect((await k.list()).statusCode).toBe(401);
  });
});

describe('/api/me/beta', () => {
  it('starts opted out, and keeps what PUT sets', async () => {
    const me = await k.person();
    expect(BetaOptInAnswer.parse((await k.beta(me)).json()).optIn).toBe(false);

    const on = await k.setBeta(me, { optIn: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ success: true, optIn: true });
    expect((await k.beta(me)).json().optIn).toBe(true);

    expect((await k.setBeta(me, { optIn: false })).json().optIn).toBe(false);
    expect((await k.beta(me)).json().optIn).toBe(false);
  });

  it("shows in the user's own User object at once, and never to anyone else", async () => {
    const [me, other] = [await k.person(), await k.person()];
    expect(UserAnswer.parse((await getMe(t.app, me.cookie)).json()).user.betaOptIn).toBe(false);
    await k.setBeta(me, { optIn: true });
    // The session (and its cached user) follows the change.
    expect(UserAnswer.parse((await getMe(t.app, me.cookie)).json()).user.betaOptIn).toBe(true);

    const seen = await call(t.app, 'GET', `/api/users/${me.user.id}`, other.cookie);
    expect(UserViewAnswer.parse(seen.json()).user).not.toHaveProperty('betaOptIn');
    expect(seen.json().user).not.toHaveProperty('betaOptIn');
  });

  it('changes only the caller', async () => {
    const [me, other] = [await k.person(), await k.person()];
    await k.setBeta(me, { optIn: true });
    expect((await k.beta(other)).json().optIn).toBe(false);
  });

  it.each([
    ['no body field', {}, 'optIn: Opt in is required.'],
    ['text for a boolean', { optIn: 'yes' }, 'optIn: Opt in must be true or false.'],
  ])('refuses %s with 400, and changes nothing', async (_case, body, message) => {
    const me = await k.person();
    const response = await k.setBeta(me, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message });
    expect((await k.beta(me)).json().optIn).toBe(false);
  });

  it('is 401 when signed out', async () => {
    expect((await k.beta()).statusCode).toBe(401);
    expect((await k.setBeta(undefined, { optIn: true })).statusCode).toBe(401);
  });
});
