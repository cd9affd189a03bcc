import {
  type CreateFeedbackBody,
  FEEDBACK_LIST_MAX,
  type Feedback,
  SCREENSHOT_NOT_AN_IMAGE,
  SCREENSHOT_NOT_YOURS,
} from '@create-together/contract';
import type { Database } from '../../db/client';
import type { MediaRow } from '../../db/schema';
import { notFound, validationFailed } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { SessionsService } from '../users/sessions';
import { presentFeedback } from './presenter';
import { feedbackRepository } from './repository';

const ACCOUNT_GONE = 'This account no longer exists.';

/** /beta-testing (README.md): your feedback and where it stands, and the beta opt-in. */
export function feedbackService(db: Database, { sessions }: { sessions: SessionsService }) {
  const repo = feedbackRepository(db);

  return {
    /**
     * POST /api/feedback. A screenshot must be the sender's own image: anyone else's file answers
     * exactly as a missing one (nothing leaks), and it is left private — the team reads it, nobody
     * else. The file is locked until the feedback naming it is in, so a delete cannot slip between.
     */
    async submit(userId: string, body: CreateFeedbackBody): Promise<Feedback> {
      const mediaId = body.screenshotMediaId?.toLowerCase() ?? null;
      return db.transaction(async (tx) => {
        const txRepo = feedbackRepository(tx);
        let screenshot: MediaRow | null = null;
        if (mediaId !== null) {
          screenshot = (isUuid(mediaId) && (await txRepo.lockOwnMedia(mediaId, userId))) || null;
          if (!screenshot) throw validationFailed(SCREENSHOT_NOT_YOURS);
          if (screenshot.kind !== 'image') throw validationFailed(SCREENSHOT_NOT_AN_IMAGE);
        }
        const row = await txRepo.insert({
          userId,
          category: body.category,
          description: body.description,
          rating: body.rating,
          screenshotMediaId: screenshot?.id ?? null,
        });
        return presentFeedback(row, screenshot);
      });
    },

    /** GET /api/feedback: the caller's own submissions only, newest first. */
    async listOwn(userId: string): Promise<Feedback[]> {
      const rows = await repo.listOwn(userId, FEEDBACK_LIST_MAX);
      return rows.map(({ feedback, screenshot }) => presentFeedback(feedback, screenshot));
    },

    async betaOptIn(userId: string): Promise<boolean> {
      const optIn = await repo.betaOptIn(userId);
      if (optIn === undefined) throw notFound(ACCOUNT_GONE);
      return optIn;
    },

    /** The flag is part of the user's own User object: their cached sessions carry the new value. */
    async setBetaOptIn(userId: string, optIn: boolean): Promise<boolean> {
      const user = await repo.setBetaOptIn(userId, optIn);
      if (!user) throw notFound(ACCOUNT_GONE);
      await sessions.userChanged(user);
      return user.betaOptIn;
    },
  };
}

export type FeedbackService = ReturnType<typeof feedbackService>;
