import type { FriendRequestsFrom, NotificationType } from '@create-together/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

/** The two settings columns of a `users` row. */
export interface SettingsRow {
  friendRequestsFrom: string;
  mutedNotificationTypes: string[];
}

export interface SettingsChange {
  friendRequestsFrom?: FriendRequestsFrom;
  /** Types to turn off (added to the muted list). */
  mute: NotificationType[];
  /** Types to turn on again (taken out of it). */
  unmute: NotificationType[];
}

const columns = {
  friendRequestsFrom: users.friendRequestsFrom,
  mutedNotificationTypes: users.mutedNotificationTypes,
};

/** All the SQL of the settings: two columns of `users`, read by primary key. */
export function settingsRepository(db: Executor) {
  return {
    async find(userId: string): Promise<SettingsRow | null> {
      const [row] = await db.select(columns).from(users).where(eq(users.id, userId)).limit(1);
      return row ?? null;
    },

    /**
     * One UPDATE that merges the change into the stored list inside SQL, so two tabs switching
     * different types at the same instant both keep theirs. The list is kept sorted and distinct.
     */
    async update(userId: string, change: SettingsChange): Promise<SettingsRow | null> {
      // One array parameter each (a bare JS array would become a list of parameters).
      const mute = sql`${sql.param(change.mute)}::text[]`;
      const unmute = sql`${sql.param(change.unmute)}::text[]`;
      const [row] = await db
        .update(users)
        .set({
          ...(change.friendRequestsFrom ? { friendRequestsFrom: change.friendRequestsFrom } : {}),
          mutedNotificationTypes: sql`array(
            select distinct t from unnest(${users.mutedNotificationTypes} || ${mute}) as t
            where t <> all(${unmute}) order by t)`,
        })
        .where(eq(users.id, userId))
        .returning(columns);
      return row ?? null;
    },

    /** Who may send the user a friend request; null when there is no such user. */
    async friendRequestsFrom(userId: string): Promise<FriendRequestsFrom | null> {
      const [row] = await db
        .select({ from: users.friendRequestsFrom })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      // The column's check constraint allows only these three.
      return (row?.from as FriendRequestsFrom | undefined) ?? null;
    },
  };
}
