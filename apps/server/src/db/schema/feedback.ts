import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { media } from './media';
import { users } from './users';

/** /beta-testing: what a creator told us, and where it stands. */
export const betaFeedback = pgTable(
  'beta_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** bug | idea | design | performance | other */
    category: text('category').notNull(),
    description: text('description').notNull(),
    /** 1–5 stars: how the product feels to them today. */
    rating: smallint('rating').notNull(),
    screenshotMediaId: uuid('screenshot_media_id').references(() => media.id, { onDelete: 'set null' }),
    /** received | in_review | planned | fixed | closed — moved along by the team. */
    status: text('status').notNull().default('received'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('beta_feedback_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    check(
      'beta_feedback_category_check',
      sql`${t.category} in ('bug', 'idea', 'design', 'performance', 'other')`,
    ),
    check('beta_feedback_rating_check', sql`${t.rating} between 1 and 5`),
    check(
      'beta_feedback_status_check',
      sql`${t.status} in ('received', 'in_review', 'planned', 'fixed', 'closed')`,
    ),
  ],
);

export type BetaFeedbackRow = typeof betaFeedback.$inferSelect;
