import type { NotificationType } from '@create-together/contract';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { blocks, type NotificationRow, notifications, projects, users } from '../../db/schema';

export interface NewNotification {
  userId: string;
  type: NotificationType;
  title: string;
  body?: string;
  link: string | null;
  /** What answering settles it (a friend request's id); see the schema. */
  subjectId?: string;
}

const unread = (userId: string) => and(eq(notifications.userId, userId), isNull(notifications.readAt));

/** All the SQL of notifications, and the two names their titles need. */
export function notificationsRepository(db: Executor) {
  return {
    /**
     * Inserts it unless its user turned that type off (Settings → Notifications): one statement,
     * `INSERT … SELECT` from the user's row. Undefined when muted (or the user is gone).
     */
    async insertUnlessMuted(input: NewNotification): Promise<NotificationRow | undefined> {
      const [row] = await db
        .insert(notifications)
        .select((qb) =>
          qb
            // Drizzle's INSERT … SELECT takes every column, in the table's order.
            .select({
              id: sql<string>`gen_random_uuid()`.as('id'),
              userId: users.id,
              type: sql<string>`${input.type}::text`.as('type'),
              title: sql<string>`${input.title}::text`.as('title'),
              body: sql<string>`${input.body ?? ''}::text`.as('body'),
              link: sql<string | null>`${input.link}::text`.as('link'),
              readAt: sql<Date | null>`null::timestamptz`.as('read_at'),
              createdAt: sql<Date>`now()`.as('created_at'),
              subjectId: sql<string | null>`${input.subjectId ?? null}::uuid`.as('subject_id'),
            })
            .from(users)
            .where(
              and(
                eq(users.id, input.userId),
                sql`not (${input.type} = any(${users.mutedNotificationTypes}))`,
              ),
            ),
        )
        .returning();
      return row;
    },

    /** Answered by the partial index on unread rows. */
    async countUnread(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(unread(userId));
      return row?.n ?? 0;
    },

    /** Whether `id` names one of the user's notifications (a cursor we can page from). */
    async isOwn(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .select({ one: sql`1` })
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Newest first, in the order of the (user_id, created_at desc, id desc) index; `afterId`: only
     * those after that one. Its time is compared inside SQL, where it keeps its microseconds.
     */
    async page(userId: string, limit: number, afterId?: string): Promise<NotificationRow[]> {
      const after = afterId
        ? sql`(${notifications.createdAt}, ${notifications.id}) < (select n.created_at, n.id from ${notifications} n where n.id = ${afterId})`
        : undefined;
      return db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), after))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    /** Marks the user's own notifications among `ids` (all of them when null) read; others' are untouched. */
    /** How many were unread and are read now. */
    async markRead(userId: string, ids: string[] | null): Promise<number> {
      if (ids !== null && ids.length === 0) return 0;
      const result = await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(unread(userId), ids === null ? undefined : inArray(notifications.id, ids)));
      return result.rowCount ?? 0;
    },

    /** Marks read what tells of one row, now answered (a friend request's). */
    async markReadAbout(userId: string, type: NotificationType, subjectId: string): Promise<number> {
      const result = await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(unread(userId), eq(notifications.type, type), eq(notifications.subjectId, subjectId)));
      return result.rowCount ?? 0;
    },

    /** Marks read what points at one place (a conversation read: its message notifications). */
    async markReadLinked(userId: string, type: NotificationType, link: string): Promise<number> {
      const result = await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(unread(userId), eq(notifications.type, type), eq(notifications.link, link)));
      return result.rowCount ?? 0;
    },

    /** Of `otherIds`, those who blocked `userId` or whom `userId` blocked. */
    async blockedWith(userId: string, otherIds: readonly string[]): Promise<Set<string>> {
      if (otherIds.length === 0) return new Set();
      const rows = await db
        .select({ blocker: blocks.blockerUserId, blocked: blocks.blockedUserId })
        .from(blocks)
        .where(
          or(
            and(eq(blocks.blockerUserId, userId), inArray(blocks.blockedUserId, [...otherIds])),
            and(eq(blocks.blockedUserId, userId), inArray(blocks.blockerUserId, [...otherIds])),
          ),
        );
      return new Set(rows.map((row) => (row.blocker === userId ? row.blocked : row.blocker)));
    },

    async username(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ username: users.username })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row?.username ?? null;
    },

    async project(projectId: string): Promise<{ name: string; ownerUserId: string } | null> {
      const [row] = await db
        .select({ name: projects.name, ownerUserId: projects.ownerUserId })
        .from(projects)
        .where(eq(projects.id, projectId))
        .limit(1);
      return row ?? null;
    },
  };
}
