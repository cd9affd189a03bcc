import type { CreateFeedbackBody } from '@create-together/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type BetaFeedbackRow, betaFeedback, type MediaRow, media, users } from '../../db/schema';
import type { UserRecord } from '../users/repository';
import { userColumns } from '../users/repository';

/** A submission and its screenshot, when there is one and it still exists. */
export interface FeedbackWithScreenshot {
  feedback: BetaFeedbackRow;
  screenshot: MediaRow | null;
}

export type NewFeedback = Pick<CreateFeedbackBody, 'category' | 'description' | 'rating'> & {
  userId: string;
  screenshotMediaId: string | null;
};

/** All the SQL of `beta_feedback` and of the `users.beta_opt_in` flag. */
export function feedbackRepository(db: Executor) {
  return {
    /**
     * The owner's own media item, locked against deletion (FOR SHARE) until the transaction ends,
     * so the feedback that names it can be inserted; undefined when it is not theirs or not there.
     */
    async lockOwnMedia(mediaId: string, ownerUserId: string): Promise<MediaRow | undefined> {
      const [row] = await db
        .select()
        .from(media)
        .where(and(eq(media.id, mediaId), eq(media.ownerUserId, ownerUserId)))
        .limit(1)
        .for('share');
      return row;
    },

    async insert(values: NewFeedback): Promise<BetaFeedbackRow> {
      const [row] = await db.insert(betaFeedback).values(values).returning();
      if (!row) throw new Error('INSERT … RETURNING gave no row');
      return row;
    },

    /**
     * The user's submissions, newest first (beta_feedback_user_idx). The screenshot is joined only
     * while it is still the sender's own file: it is never anyone else's to show.
     */
    listOwn(userId: string, limit: number): Promise<FeedbackWithScreenshot[]> {
      return db
        .select({ feedback: betaFeedback, screenshot: media })
        .from(betaFeedback)
        .leftJoin(
          media,
          and(eq(media.id, betaFeedback.screenshotMediaId), eq(media.ownerUserId, betaFeedback.userId)),
        )
        .where(eq(betaFeedback.userId, userId))
        .orderBy(desc(betaFeedback.createdAt), desc(betaFeedback.id))
        .limit(limit);
    },

    async betaOptIn(userId: string): Promise<boolean | undefined> {
      const [row] = await db
        .select({ optIn: users.betaOptIn })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row?.optIn;
    },

    /** Sets the flag; the whole user (as sessions hold it), or undefined when the account is gone. */
    async setBetaOptIn(userId: string, optIn: boolean): Promise<UserRecord | undefined> {
      const [row] = await db
        .update(users)
        .set({ betaOptIn: optIn, updatedAt: sql`now()` })
        .where(eq(users.id, userId))
        .returning(userColumns);
      return row;
    },
  };
}
