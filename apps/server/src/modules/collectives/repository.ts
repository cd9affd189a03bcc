import type { CollectiveRole, CollectiveVisibility } from '@create-together/contract';
import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { collectiveMembers, collectives, projects, users } from '../../db/schema';
import { visibleProjects } from '../../policies/projects';
import { type ProjectRecord, projectFields } from '../projects/repository';

export interface MemberRecord {
  userId: string;
  username: string;
  fullName: string;
  avatarUrl: string | null;
  role: string;
  joinedAt: Date;
}

export interface NewCollective {
  name: string;
  description?: string;
  avatarUrl?: string | null;
  coverUrl?: string | null;
  tags?: string[];
  visibility?: CollectiveVisibility;
  founderUserId: string;
  /** Everyone else who is in it from the start (the founder and repeats are left out). */
  memberUserIds?: string[];
}

/**
 * A collective with its founder and members, `members_count` set to exactly how many they are, in
 * one transaction (a savepoint when `db` is one already): `POST /api/collectives` (its founder alone),
 * the demo data and the tests. A name already taken in any case fails (unique index): see
 * `isNameTaken`.
 */
export async function insertCollective(db: Executor, input: NewCollective): Promise<string> {
  const others = [...new Set(input.memberUserIds ?? [])].filter((id) => id !== input.founderUserId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(collectives)
      .values({
        name: input.name,
        description: input.description ?? '',
        avatarUrl: input.avatarUrl ?? null,
        coverUrl: input.coverUrl ?? null,
        tags: input.tags ?? [],
        visibility: input.visibility ?? 'public',
        membersCount: 1 + others.length,
      })
      .returning({ id: collectives.id });
    if (!row) throw new Error('INSERT … RETURNING gave no row');
    await tx.insert(collectiveMembers).values([
      { collectiveId: row.id, userId: input.founderUserId, role: 'founder' },
      // One after the other, so "by joining time" has an order to show.
      ...others.map((userId, i) => ({
        collectiveId: row.id,
        userId,
        role: 'member',
        joinedAt: sql`now() + ${`${i + 1} milliseconds`}::interval`,
      })),
    ]);
    return row.id;
  });
}

/** The SQL of `collectives` and `collective_members`, and of `projects.collective_id`. */
export function collectivesRepository(db: Executor) {
  return {
    async exists(id: string): Promise<boolean> {
      return (await db.$count(collectives, eq(collectives.id, id))) > 0;
    },

    /** The user's role in the collective and how many are in it; null when there is no such collective. */
    async standingOf(
      id: string,
      userId: string,
    ): Promise<{
      role: CollectiveRole | null;
      membersCount: number;
      visibility: CollectiveVisibility;
    } | null> {
      const [row] = await db
        .select({
          role: collectiveMembers.role,
          membersCount: collectives.membersCount,
          visibility: collectives.visibility,
        })
        .from(collectives)
        .leftJoin(
          collectiveMembers,
          and(eq(collectiveMembers.collectiveId, collectives.id), eq(collectiveMembers.userId, userId)),
        )
        .where(eq(collectives.id, id));
      return row
        ? {
            role: (row.role as CollectiveRole | null) ?? null,
            membersCount: row.membersCount,
            visibility: row.visibility as CollectiveVisibility,
          }
        : null;
    },

    /**
     * The user's role in the collective, or null; `lock` holds their membership row (FOR SHARE) until
     * the transaction ends, so a leave cannot slip in between the check and what follows.
     */
    async roleOf(id: string, userId: string, lock = false): Promise<CollectiveRole | null> {
      const query = db
        .select({ role: collectiveMembers.role })
        .from(collectiveMembers)
        .where(and(eq(collectiveMembers.collectiveId, id), eq(collectiveMembers.userId, userId)));
      const [row] = lock ? await query.for('share') : await query;
      return (row?.role as CollectiveRole | undefined) ?? null;
    },

    /** A new plain member; false when they are in already (a double click, another tab). */
    async insertMember(id: string, userId: string): Promise<boolean> {
      const rows = await db
        .insert(collectiveMembers)
        .values({ collectiveId: id, userId, role: 'member' })
        .onConflictDoNothing()
        .returning({ userId: collectiveMembers.userId });
      return rows.length > 0;
    },

    /** Removes a member or a moderator (never the founder); false when there was none to remove. */
    async deleteMember(id: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(collectiveMembers)
        .where(
          and(
            eq(collectiveMembers.collectiveId, id),
            eq(collectiveMembers.userId, userId),
            sql`${collectiveMembers.role} <> 'founder'`,
          ),
        )
        .returning({ userId: collectiveMembers.userId });
      return rows.length > 0;
    },

    /**
     * Removes someone other than the founder, whatever their role; the role they had, or null when
     * they were not in it.
     */
    async removeMember(id: string, userId: string): Promise<CollectiveRole | null> {
      const [row] = await db
        .delete(collectiveMembers)
        .where(
          and(
            eq(collectiveMembers.collectiveId, id),
            eq(collectiveMembers.userId, userId),
            sql`${collectiveMembers.role} <> 'founder'`,
          ),
        )
        .returning({ role: collectiveMembers.role });
      return (row?.role as CollectiveRole | undefined) ?? null;
    },

    /** A member made a moderator or a plain member again (never the founder); false when not in it. */
    async setRole(id: string, userId: string, role: 'moderator' | 'member'): Promise<boolean> {
      const rows = await db
        .update(collectiveMembers)
        .set({ role })
        .where(
          and(
            eq(collectiveMembers.collectiveId, id),
            eq(collectiveMembers.userId, userId),
            sql`${collectiveMembers.role} <> 'founder'`,
          ),
        )
        .returning({ userId: collectiveMembers.userId });
      return rows.length > 0;
    },

    /** How many collectives the user founded. */
    async foundedBy(userId: string): Promise<number> {
      return db.$count(
        collectiveMembers,
        and(eq(collectiveMembers.userId, userId), eq(collectiveMembers.role, 'founder')),
      );
    },

    /** Whether another collective has this name, in any case. */
    async isNameTaken(name: string, exceptId: string | null = null): Promise<boolean> {
      const taken = await db.$count(
        collectives,
        and(
          sql`lower(${collectives.name}) = lower(${name})`,
          exceptId === null ? undefined : sql`${collectives.id} <> ${exceptId}::uuid`,
        ),
      );
      return taken > 0;
    },

    /** The founder's whole edit, in one UPDATE. */
    async update(
      id: string,
      values: {
        name: string;
        description: string;
        avatarUrl: string | null;
        coverUrl: string | null;
        tags: string[];
        visibility: CollectiveVisibility;
      },
    ): Promise<void> {
      await db
        .update(collectives)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(collectives.id, id));
    },

    /**
     * Deletes it: its members, invitations and links go with it (foreign keys), its projects stay and
     * leave it (`projects.collective_id` ON DELETE SET NULL).
     */
    async delete(id: string): Promise<boolean> {
      const rows = await db
        .delete(collectives)
        .where(eq(collectives.id, id))
        .returning({ id: collectives.id });
      return rows.length > 0;
    },

    /** `members_count` moved by `delta`, in the caller's transaction with the row that changed. */
    async adjustMembers(id: string, delta: number): Promise<void> {
      await db
        .update(collectives)
        .set({ membersCount: sql`${collectives.membersCount} + ${delta}`, updatedAt: sql`now()` })
        .where(eq(collectives.id, id));
    },

    /** Everyone in the collective, by id: who hears that it changed. */
    async memberIds(id: string): Promise<string[]> {
      const rows = await db
        .select({ userId: collectiveMembers.userId })
        .from(collectiveMembers)
        .where(eq(collectiveMembers.collectiveId, id));
      return rows.map((row) => row.userId);
    },

    /** The founder first, then by joining time. */
    async members(id: string, max: number): Promise<MemberRecord[]> {
      return db
        .select({
          userId: users.id,
          username: users.username,
          fullName: users.fullName,
          avatarUrl: users.avatarUrl,
          role: collectiveMembers.role,
          joinedAt: collectiveMembers.joinedAt,
        })
        .from(collectiveMembers)
        .innerJoin(users, eq(users.id, collectiveMembers.userId))
        .where(eq(collectiveMembers.collectiveId, id))
        .orderBy(sql`${collectiveMembers.role} <> 'founder'`, asc(collectiveMembers.joinedAt), asc(users.id))
        .limit(max);
    },

    /** Its projects that `viewerId` may see (public, or they are a member), most recently updated first. */
    async projects(id: string, viewerId: string | null, max: number): Promise<ProjectRecord[]> {
      return db
        .select(projectFields)
        .from(projects)
        .innerJoin(users, eq(users.id, projects.ownerUserId))
        .where(and(eq(projects.collectiveId, id), visibleProjects(viewerId)))
        .orderBy(desc(projects.updatedAt), desc(projects.id))
        .limit(max);
    },

    /** The collective a project is in (null: none), or undefined when there is no such project. */
    async collectiveOf(projectId: string): Promise<string | null | undefined> {
      const [row] = await db
        .select({ collectiveId: projects.collectiveId })
        .from(projects)
        .where(eq(projects.id, projectId));
      return row === undefined ? undefined : row.collectiveId;
    },

    /**
     * The owner's project joins the collective unless it is in another one: one conditional UPDATE,
     * so two collectives racing for one project cannot both have it. False when it is in another.
     */
    async attachProject(id: string, projectId: string, ownerId: string): Promise<boolean> {
      const rows = await db
        .update(projects)
        .set({ collectiveId: id })
        .where(
          and(
            eq(projects.id, projectId),
            eq(projects.ownerUserId, ownerId),
            or(isNull(projects.collectiveId), eq(projects.collectiveId, id)),
          ),
        )
        .returning({ id: projects.id });
      return rows.length > 0;
    },

    /** The project leaves the collective; false when it was not in it. */
    async detachProject(id: string, projectId: string): Promise<boolean> {
      const rows = await db
        .update(projects)
        .set({ collectiveId: null })
        .where(and(eq(projects.id, projectId), eq(projects.collectiveId, id)))
        .returning({ id: projects.id });
      return rows.length > 0;
    },

    /** Every project the user owns in the collective leaves it (they left it themselves). */
    async detachProjectsOf(id: string, ownerId: string): Promise<void> {
      await db
        .update(projects)
        .set({ collectiveId: null })
        .where(and(eq(projects.collectiveId, id), eq(projects.ownerUserId, ownerId)));
    },
  };
}

export type CollectivesRepository = ReturnType<typeof collectivesRepository>;
