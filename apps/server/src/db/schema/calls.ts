import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { conversations } from './messages';
import { users } from './users';

/**
 * One call placed in a conversation (modules/calls/README.md). Its state lives here, not in a
 * process's memory, so every server process sharing the database agrees whether it still rings,
 * was answered or has ended, and a conditional UPDATE lets exactly one end of it count as missed.
 */
export const calls = pgTable(
  'calls',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** The caller's client chose it (the frames' `callId`): unique within its conversation. */
    callId: text('call_id').notNull(),
    callerId: uuid('caller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    video: boolean('video').notNull(),
    createdAt: createdAt(),
    answeredAt: timestamptz('answered_at'),
    endedAt: timestamptz('ended_at'),
    /** One of the contract's CallEndReason, set with `ended_at`. */
    endReason: text('end_reason'),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.callId] }),
    check('calls_end_reason_check', sql`${t.endReason} in ('hangup', 'rejected', 'unanswered', 'lost')`),
    // The few calls still ringing, by age: what the abandoned-ring sweep reads (calls/ring-expiry.ts).
    index('calls_ringing_idx').on(t.createdAt).where(sql`${t.answeredAt} is null and ${t.endedAt} is null`),
  ],
);

export type CallRow = typeof calls.$inferSelect;
