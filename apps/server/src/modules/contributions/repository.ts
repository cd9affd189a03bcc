import type { ContributionReview, ReviewRules } from '@create-together/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contributions, contributionVotes, type MediaRow, media, projects, users } from '../../db/schema';
import { visibleProjects } from '../../policies/projects';
import { attachedMediaColumns, attachedMediaFor, mediaSavedBy } from '../media/attachments';
import type { TakesOfContribution } from './takes';

/** A contribution with its author and the viewer's vote: everything the presenter needs. */
export interface ContributionView {
  id: string;
  authorUserId: string;
  authorUsername: string;
  authorAvatarUrl: string | null;
  content: string;
  status: string;
  mergedAt: Date | null;
  votes: number;
  /** The viewer's vote: 1, −1, or 0 for none (and for a visitor who is not signed in). */
  myVote: number;
  /** 1 when proposed, one more for each change by its author; votes of an earlier one are stale. */
  revision: number;
  revisedAt: Date | null;
  creditRole: string;
  /** The attached file, when the viewer may see it, and whether they saved it. */
  media: MediaRow | null;
  mediaSavedByMe: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** A contribution as its card shows it: with its takes, and the song it was proposed against. */
export type ContributionWithTakes = ContributionView & TakesOfContribution;

/** A contribution as its card shows it: takes, every vote, and where it stands with the project's rules. */
export type ContributionCard = ContributionWithTakes & { voters: VoteRow[]; review: ContributionReview };

/** One vote on a contribution, with its voter and the revision it was cast on. */
export interface VoteRow {
  contributionId: string;
  userId: string;
  username: string;
  avatarUrl: string | null;
  value: number;
  revision: number;
}

/** A credit's roles (in the order first credited) and merged count, over a group of merged contributions. */
const creditColumns = {
  firstRoles: sql<
    string[]
  >`array_agg(${contributions.creditRole} order by ${contributions.mergedAt}, ${contributions.id})`,
  contributions: sql<number>`count(*)::int`,
};

function viewColumns(viewerId: string | null) {
  return {
    id: contributions.id,
    authorUserId: contributions.authorUserId,
    authorUsername: users.username,
    authorAvatarUrl: users.avatarUrl,
    content: contributions.content,
    status: contributions.status,
    mergedAt: contributions.mergedAt,
    votes: contributions.votes,
    revision: contributions.revision,
    revisedAt: contributions.revisedAt,
    creditRole: contributions.creditRole,
    myVote:
      viewerId === null
        ? sql<number>`0`.mapWith(Number)
        : sql<number>`coalesce((select ${contributionVotes.value} from ${contributionVotes}
            where ${contributionVotes.contributionId} = ${contributions.id}
              and ${contributionVotes.userId} = ${viewerId}), 0)`.mapWith(Number),
    media: attachedMediaColumns,
    mediaSavedByMe: mediaSavedBy(viewerId),
    createdAt: contributions.createdAt,
    updatedAt: contributions.updatedAt,
  };
}

export function contributionsRepository(db: Executor) {
  return {
    /** A project's contributions, newest first. */
    async listForProject(
      projectId: string,
      viewerId: string | null,
      limit: number,
    ): Promise<ContributionView[]> {
      return db
        .select(viewColumns(viewerId))
        .from(contributions)
        .innerJoin(users, eq(users.id, contributions.authorUserId))
        .leftJoin(media, attachedMediaFor(contributions.mediaId, viewerId))
        .where(eq(contributions.projectId, projectId))
        .orderBy(desc(contributions.createdAt), desc(contributions.id))
        .limit(limit);
    },

    /**
     * The author's merged contributions in projects `viewerId` may see, newest merge first, with
     * only the first `chars` characters of each (a profile lists excerpts).
     */
    async mergedByAuthor(authorUserId: string, viewerId: string | null, limit: number, chars: number) {
      return db
        .select({
          id: contributions.id,
          projectId: projects.id,
          projectName: projects.name,
          start: sql<string>`left(${contributions.content}, ${chars})`,
          mergedAt: sql<Date>`${contributions.mergedAt}`.mapWith(contributions.mergedAt),
          votes: contributions.votes,
        })
        .from(contributions)
        .innerJoin(projects, eq(projects.id, contributions.projectId))
        .where(
          and(
            eq(contributions.authorUserId, authorUserId),
            eq(contributions.status, 'merged'),
            visibleProjects(viewerId),
          ),
        )
        .orderBy(desc(contributions.mergedAt), desc(contributions.id))
        .limit(limit);
    },

    async findView(id: string, viewerId: string | null): Promise<ContributionView | undefined> {
      const [row] = await db
        .select(viewColumns(viewerId))
        .from(contributions)
        .innerJoin(users, eq(users.id, contributions.authorUserId))
        .leftJoin(media, attachedMediaFor(contributions.mediaId, viewerId))
        .where(eq(contributions.id, id))
        .limit(1);
      return row;
    },

    async insert(values: {
      projectId: string;
      authorUserId: string;
      content: string;
      mediaId: string | null;
      creditRole: string;
    }): Promise<string> {
      const [row] = await db.insert(contributions).values(values).returning({ id: contributions.id });
      if (!row) throw new Error('INSERT … RETURNING gave no row');
      return row.id;
    },

    /**
     * Locks the contribution's row until the transaction ends (votes and merges of it queue up
     * here), if it belongs to this project. NO KEY UPDATE: the id never changes, so inserting
     * votes that reference it (KEY SHARE) need not wait.
     */
    async lockInProject(projectId: string, id: string) {
      const [row] = await db
        .select({
          id: contributions.id,
          status: contributions.status,
          revision: contributions.revision,
          content: contributions.content,
          authorUserId: contributions.authorUserId,
          authorUsername: users.username,
        })
        .from(contributions)
        .innerJoin(users, eq(users.id, contributions.authorUserId))
        .where(and(eq(contributions.id, id), eq(contributions.projectId, projectId)))
        .for('no key update', { of: contributions });
      return row;
    },

    /** Takes the member's vote back; its value and revision, or undefined when there was none. */
    async deleteVote(
      contributionId: string,
      userId: string,
    ): Promise<{ value: number; revision: number } | undefined> {
      const [row] = await db
        .delete(contributionVotes)
        .where(
          and(eq(contributionVotes.contributionId, contributionId), eq(contributionVotes.userId, userId)),
        )
        .returning({ value: contributionVotes.value, revision: contributionVotes.revision });
      return row;
    },

    async insertVote(contributionId: string, userId: string, value: 1 | -1, revision: number): Promise<void> {
      await db.insert(contributionVotes).values({ contributionId, userId, value, revision });
    },

    /** The votes on these contributions, stale ones too, oldest first. */
    async votesOf(ids: readonly string[]): Promise<VoteRow[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          contributionId: contributionVotes.contributionId,
          userId: contributionVotes.userId,
          username: users.username,
          avatarUrl: users.avatarUrl,
          value: contributionVotes.value,
          revision: contributionVotes.revision,
        })
        .from(contributionVotes)
        .innerJoin(users, eq(users.id, contributionVotes.userId))
        .where(inArray(contributionVotes.contributionId, [...ids]))
        .orderBy(asc(contributionVotes.createdAt), asc(contributionVotes.userId));
    },

    /**
     * The author's change: a new text (when given), one revision more, and no current votes — the
     * earlier ones stay, stale. Returns the new revision.
     */
    async revise(id: string, content: string | undefined): Promise<number> {
      const [row] = await db
        .update(contributions)
        .set({
          ...(content === undefined ? {} : { content }),
          revision: sql`${contributions.revision} + 1`,
          votes: 0,
          revisedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(contributions.id, id))
        .returning({ revision: contributions.revision });
      if (!row) throw new Error('UPDATE … RETURNING gave no row');
      return row.revision;
    },

    /** The credit's role (no new revision: what is credited is not what was reviewed). */
    async setCreditRole(id: string, creditRole: string): Promise<void> {
      await db
        .update(contributions)
        .set({ creditRole, updatedAt: sql`now()` })
        .where(eq(contributions.id, id));
    },

    /**
     * The people credited on a project: each author of merged contributions, the roles they named
     * (each once, first credited first), how many were merged; first credited first.
     */
    async credits(projectId: string) {
      return db
        .select({
          userId: users.id,
          username: users.username,
          avatarUrl: users.avatarUrl,
          ...creditColumns,
          firstMergedAt: sql<Date>`min(${contributions.mergedAt})`.mapWith(contributions.mergedAt),
        })
        .from(contributions)
        .innerJoin(users, eq(users.id, contributions.authorUserId))
        .where(and(eq(contributions.projectId, projectId), eq(contributions.status, 'merged')))
        .groupBy(users.id)
        .orderBy(sql`min(${contributions.mergedAt})`, users.id);
    },

    /** The projects `authorUserId` is credited on that `viewerId` may see, most recently credited first. */
    async creditsOf(authorUserId: string, viewerId: string | null, limit: number) {
      return db
        .select({
          projectId: projects.id,
          projectName: projects.name,
          ...creditColumns,
          lastMergedAt: sql<Date>`max(${contributions.mergedAt})`.mapWith(contributions.mergedAt),
        })
        .from(contributions)
        .innerJoin(projects, eq(projects.id, contributions.projectId))
        .where(
          and(
            eq(contributions.authorUserId, authorUserId),
            eq(contributions.status, 'merged'),
            visibleProjects(viewerId),
          ),
        )
        .groupBy(projects.id)
        .orderBy(sql`max(${contributions.mergedAt}) desc`, projects.id)
        .limit(limit);
    },

    /** Keeps `votes` equal to the sum of the current votes' values; the new sum. */
    async addToVotes(id: string, delta: number): Promise<number> {
      const [row] = await db
        .update(contributions)
        .set({ votes: sql`${contributions.votes} + ${delta}` })
        .where(eq(contributions.id, id))
        .returning({ votes: contributions.votes });
      if (!row) throw new Error('UPDATE … RETURNING gave no row');
      return row.votes;
    },

    /** The merge time (the transaction's now()); `creditRole`, when given, is the credit's role from now on. */
    async markMerged(id: string, creditRole?: string): Promise<Date> {
      const [row] = await db
        .update(contributions)
        .set({
          status: 'merged',
          mergedAt: sql`now()`,
          updatedAt: sql`now()`,
          ...(creditRole === undefined ? {} : { creditRole }),
        })
        .where(eq(contributions.id, id))
        .returning({ mergedAt: contributions.mergedAt });
      if (!row?.mergedAt) throw new Error('UPDATE … RETURNING gave no merge time');
      return row.mergedAt;
    },
  };
}

/** A project's rules for merging contributions. */
export async function reviewRulesOf(db: Executor, projectId: string): Promise<ReviewRules> {
  const [row] = await db
    .select({ requiredApprovals: projects.requiredApprovals, openThreadsBlock: projects.openThreadsBlock })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row ?? { requiredApprovals: 0, openThreadsBlock: false };
}

/** The project row as merges and saves of its main content see it. */
export function workspaceRepository(db: Executor) {
  return {
    /** Locks the project row until the transaction ends, so merges and saves of one project queue up. */
    async lock(projectId: string): Promise<{ status: string } | undefined> {
      const [row] = await db
        .select({ status: projects.status })
        .from(projects)
        .where(eq(projects.id, projectId))
        .for('no key update');
      return row;
    },
  };
}
