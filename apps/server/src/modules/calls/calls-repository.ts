import type { CallEndReason } from '@create-together/contract';
import { and, eq, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { calls } from '../../db/schema';

export interface NewCall {
  conversationId: string;
  callId: string;
  callerId: string;
  video: boolean;
}

export interface EndedCall {
  callerId: string;
  /** Whether it had been answered before it ended. */
  answered: boolean;
}

export interface ExpiredCall {
  conversationId: string;
  callId: string;
  callerId: string;
}

/**
 * All the SQL of `calls`. Every change of state is one conditional UPDATE, so when two processes
 * (or two tabs) change the same call at once, exactly one of them sees a row come back.
 */
export function callsRepository(db: Executor) {
  const theCall = (conversationId: string, callId: string) =>
    and(eq(calls.conversationId, conversationId), eq(calls.callId, callId));

  return {
    /** Records a new ringing call; false when the conversation already has a call with that id. */
    async insert(call: NewCall): Promise<boolean> {
      const rows = await db.insert(calls).values(call).onConflictDoNothing().returning({ one: sql`1` });
      return rows.length > 0;
    },

    /**
     * `calleeId` answers a call that still rings and that they did not place: its caller, or null
     * when there is no such call (unknown, answered already, ended, or their own).
     */
    async answer(conversationId: string, callId: string, calleeId: string): Promise<string | null> {
      const [row] = await db
        .update(calls)
        .set({ answeredAt: sql`now()` })
        .where(
          and(
            theCall(conversationId, callId),
            ne(calls.callerId, calleeId),
            isNull(calls.answeredAt),
            isNull(calls.endedAt),
          ),
        )
        .returning({ callerId: calls.callerId });
      return row?.callerId ?? null;
    },

    /** Ends a call not ended yet; null when it is unknown or already ended. */
    async end(conversationId: string, callId: string, reason: CallEndReason): Promise<EndedCall | null> {
      const [row] = await db
        .update(calls)
        .set({ endedAt: sql`now()`, endReason: reason })
        .where(and(theCall(conversationId, callId), isNull(calls.endedAt)))
        .returning({ callerId: calls.callerId, answered: sql<boolean>`${calls.answeredAt} is not null` });
      return row ?? null;
    },

    /** Ends, as unanswered, every call still ringing `olderThanMs` after its invite; answers them. */
    async expireRinging(olderThanMs: number): Promise<ExpiredCall[]> {
      return db
        .update(calls)
        .set({ endedAt: sql`now()`, endReason: 'unanswered' })
        .where(
          and(
            isNull(calls.answeredAt),
            isNull(calls.endedAt),
            lt(calls.createdAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`),
          ),
        )
        .returning({ conversationId: calls.conversationId, callId: calls.callId, callerId: calls.callerId });
    },

    /** Whether the call was answered and has not ended: only then may its media be negotiated. */
    async inProgress(conversationId: string, callId: string): Promise<boolean> {
      const rows = await db
        .select({ one: sql`1` })
        .from(calls)
        .where(and(theCall(conversationId, callId), isNotNull(calls.answeredAt), isNull(calls.endedAt)))
        .limit(1);
      return rows.length > 0;
    },
  };
}
