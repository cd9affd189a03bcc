import { rmSync } from 'node:fs';
import {
  FEEDBACK_DESCRIPTION_MAX,
  FeedbackAnswer,
  SCREENSHOT_NOT_AN_IMAGE,
  SCREENSHOT_NOT_YOURS,
} from '@create-together/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { feedbackBody, feedbackKit } from '../../../test/kits/feedback';
import { tempMediaDir } from '../../../test/kits/media-upload';
import { call } from '../../../test/kits/projects';
import { FEEDBACK_SUBMISSIONS_PER_HOUR } from './constants';

const mediaDir = tempMediaDir();
const t = useTestApp({ mediaDir });
const k = feedbackKit(t);
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

describe('POST /api/feedback', () => {
  it('stores the submission as received and answers it, the description trimmed', async () => {
    const who = await k.person();
    const response = await k.submit(
      who,
      feedbackBody({ category: 'idea', description: '  Let me loop a section of a track.  ', rating: 5 }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { feedback } = FeedbackAnswer.parse(response.json());
    expect(feedback).toMatchObject({
      category: 'idea',
      description: 'Let me loop a section of a track.',
      rating: 5,
      status: 'received',
      screenshot: null,
    });
    expect(Math.abs(feedback.createdAt - Date.now() / 1000)).toBeLessThan(60);
    expect(feedback.updatedAt).toBe(feedback.createdAt);
    const { rows } = await t.pool.query('select user_id, status from beta_feedback where id = $1', [
      feedback.feedbackId,
    ]);
    expect(rows).toEqual([{ user_id: who.user.id, status: 'received' }]);
  });

  it('is 401 when signed out, and stores nothing', async () => {
    const before = await t.pool.query('select count(*)::int as n from beta_feedback');
    const response = await k.submit(undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    const after = await t.pool.query('select count(*)::int as n from beta_feedback');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it.each([
    ['no category', { category: undefined }, 'category: Category is required.'],
    [
      'an unknown category',
      { category: 'praise' },
      'category: Category must be one of bug, idea, design, performance, other.',
    ],
    [
      'a description under 10 characters once trimmed',
      { description: '   too short   ' },
      'description: Description must be at least 10 characters.',
    ],
    [
      'a description over 4,000 characters',
      { description: 'x'.repeat(FEEDBACK_DESCRIPTION_MAX + 1) },
      'description: Description must be at most 4000 characters.',
    ],
    ['no rating', { rating: undefined }, 'rating: Rating is required.'],
    ['a rating of 0', { rating: 0 }, 'rating: Rating must be at least 1 star.'],
    ['a rating of 6', { rating: 6 }, 'rating: Rating must be at most 5 stars.'],
    ['a rating of 3.5', { rating: 3.5 }, 'rating: Rating must be a whole number of stars.'],
    ['a rating as text', { rating: '4' }, 'rating: Rating must be a number.'],
    [
      'a screenshot id that is no id',
      { screenshotMediaId: 'screen.png' },
      'screenshotMediaId: Screenshot must be the id of an image in your library.',
    ],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_case, overrides, message) => {
    const who = await k.person();
    const response = await k.submit(who, feedbackBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: message, message });
    expect(await k.countOf(who)).toBe(0);
  });

  it('refuses a body that is not an object', async () => {
    const who = await k.person();
    const response = await call(t.app, 'POST', '/api/feedback', who.cookie, ['bug']);
    expect(response.statusCode).toBe(400);
    expect(await k.countOf(who)).toBe(0);
  });
});

describe('POST /api/feedback with a screenshot', () => {
  it('attaches one of my own images and leaves it private', async () => {
    const [me, other] = [await k.person(), await k.person()];
    const image = await k.uploadAs(me);
    const response = await k.submit(me, feedbackBody({ screenshotMediaId: image.mediaId.toUpperCase() }));
    expect(response.statusCode, response.body).toBe(201);
    expect(FeedbackAnswer.parse(response.json()).feedback.screenshot).toEqual({
      mediaId: image.mediaId,
      url: image.url,
      thumbnailUrl: image.thumbnailUrl,
    });

    const { rows } = await t.pool.query('select visibility from media where id = $1', [image.mediaId]);
    expect(rows[0].visibility).toBe('private');
    // Still its owner's alone: anyone else gets the file's address answered as unknown.
    expect((await call(t.app, 'GET', image.url, other.cookie)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', image.url, me.cookie)).statusCode).toBe(200);
  });

  it("refuses someone else's image exactly as a missing one, and stores nothing", async () => {
    const [me, other] = [await k.person(), await k.person()];
    const theirs = await k.uploadAs(other);
    for (const screenshotMediaId of [theirs.mediaId, '00000000-0000-4000-8000-000000000000']) {
      const response = await k.submit(me, feedbackBody({ screenshotMediaId }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: SCREENSHOT_NOT_YOURS, code: 'VALIDATION_FAILED' });
    }
    expect(await k.countOf(me)).toBe(0);
    const { rows } = await t.pool.query('select visibility from media where id = $1', [theirs.mediaId]);
    expect(rows[0].visibility).toBe('private');
  });

  it('refuses a file of mine that is not an image', async () => {
    const me = await k.person();
    const audio = await k.uploadAs(me, 'audio');
    const response = await k.submit(me, feedbackBody({ screenshotMediaId: audio.mediaId }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: SCREENSHOT_NOT_AN_IMAGE });
    expect(await k.countOf(me)).toBe(0);
  });

  it('takes null as no screenshot', async () => {
    const me = await k.person();
    const response = await k.submit(me, feedbackBody({ screenshotMediaId: null }));
    expect(response.statusCode).toBe(201);
    expect(response.json().feedback.screenshot).toBeNull();
  });
});

describe('POST /api/feedback rate limit', () => {
  it(`accepts ${FEEDBACK_SUBMISSIONS_PER_HOUR} an hour per user; refused forms do not count`, async () => {
    const [me, other] = [await k.person(), await k.person()];
    expect((await k.submit(me, feedbackBody({ rating: 9 }))).statusCode).toBe(400);
    for (let i = 0; i < FEEDBACK_SUBMISSIONS_PER_HOUR; i++) {
      expect((await k.submit(me)).statusCode).toBe(201);
    }
    const refused = await k.submit(me);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await k.countOf(me)).toBe(FEEDBACK_SUBMISSIONS_PER_HOUR);
    // Someone else's allowance is their own.
    expect((await k.submit(other)).statusCode).toBe(201);
  });
});
