import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accountTokens, users } from '../../db/schema';

export type AccountLinkPurpose = 'password_reset' | 'email_verification';

/** The SQL of links mailed to users (account-links.ts): tokens kept as hashes, each used once. */
export function accountLinksRepository(db: Executor) {
  return {
    /** A new link replaces the user's unused ones for the same purpose: only the latest mail works. */
    async replace(values: {
      tokenHash: string;
      userId: string;
      purpose: AccountLinkPurpose;
      email: string;
      expiresAt: Date;
    }): Promise<void> {
      await db
        .delete(accountTokens)
        .where(
          and(
            eq(accountTokens.userId, values.userId),
            eq(accountTokens.purpose, values.purpose),
            isNull(accountTokens.usedAt),
          ),
        );
      await db.insert(accountTokens).values(values);
    },

    /**
     * Uses a link: marks it used if it is unused and unexpired, in one statement, so two requests
     * with the same link cannot both pass. Undefined for a used, expired or unknown one alike.
     */
    async use(tokenHash: string, purpose: AccountLinkPurpose) {
      const [row] = await db
        .update(accountTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(accountTokens.tokenHash, tokenHash),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            sql`${accountTokens.expiresAt} > now()`,
          ),
        )
        .returning({ userId: accountTokens.userId, email: accountTokens.email });
      return row;
    },

    /** The address the link went to is confirmed, if it is still the account's (any case). */
    async markVerified(userId: string, email: string): Promise<boolean> {
      const result = await db
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(and(eq(users.id, userId), sql`lower(${users.email}) = lower(${email})`));
      return (result.rowCount ?? 0) > 0;
    },

    /** Links past their hour (or week), and used ones a day on: only the table's size depends on this. */
    async deleteStale(): Promise<number> {
      const result = await db
        .delete(accountTokens)
        .where(
          or(
            lt(accountTokens.expiresAt, sql`now()`),
            lt(accountTokens.usedAt, sql`now() - interval '1 day'`),
          ),
        );
      return result.rowCount ?? 0;
    },
  };
}
