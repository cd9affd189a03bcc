// Shared by the feedback integration tests (not itself a test file).
import type { CreateFeedbackBody } from '@create-together/contract';
import { register, type TestContext } from '../helper';
import type { Person } from './friends';
import { wavFile } from './media-audio';
import { PNG_1X1 } from './media-images';
import { upload } from './media-upload';
import { call } from './projects';

/** A valid submission; `overrides` replace fields. */
export function feedbackBody(overrides: Partial<Record<keyof CreateFeedbackBody, unknown>> = {}) {
  return {
    category: 'bug',
    description: 'The play button does nothing on the second track.',
    rating: 4,
    ...overrides,
  };
}

/** The feedback calls as one person makes them. */
export function feedbackKit(t: TestContext) {
  const kit = {
    person: (): Promise<Person> => register(t.app),
    submit: (who: Person | undefined, body: unknown = feedbackBody()) =>
      call(t.app, 'POST', '/api/feedback', who?.cookie, body),
    list: (who?: Person) => call(t.app, 'GET', '/api/feedback', who?.cookie),
    beta: (who?: Person) => call(t.app, 'GET', '/api/me/beta', who?.cookie),
    setBeta: (who: Person | undefined, body: unknown) =>
      call(t.app, 'PUT', '/api/me/beta', who?.cookie, body),

    /** Uploads a file to the person's library (private, as every upload starts); answers its Media. */
    async uploadAs(who: Person, kind: 'image' | 'audio' = 'image') {
      const file =
        kind === 'image'
          ? { file: PNG_1X1, filename: 'screen.png', type: 'image/png' }
          : { file: wavFile({ seconds: 0.1, level: () => 0 }), filename: 'take.wav', type: 'audio/wav' };
      const response = await upload(t.app, [{ name: 'file', ...file }], { cookie: who.cookie });
      if (response.statusCode !== 201)
        throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
      return response.json().media as { mediaId: string; url: string; thumbnailUrl: string | null };
    },

    /** How many submissions the person has, straight from the database. */
    async countOf(who: Person): Promise<number> {
      const { rows } = await t.pool.query('select count(*)::int as n from beta_feedback where user_id = $1', [
        who.user.id,
      ]);
      return rows[0].n;
    },
  };
  return kit;
}
