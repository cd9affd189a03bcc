import {
  COLLECTIVE_MEMBERS_MAX,
  COLLECTIVE_NAME_TAKEN,
  COLLECTIVE_PROJECTS_MAX,
  COLLECTIVES_FOUNDED_MAX,
  type Collective,
  type CollectiveBody,
  type CollectiveListQuery,
  type CollectiveSummary,
  TOO_MANY_COLLECTIVES,
} from '@create-together/contract';
import type { Database, Executor } from '../../db/client';
import type { EventHub } from '../../events/event-hub';
import { type Outbox, transactionWithEvents } from '../../events/outbox';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import {
  alreadyMember,
  authorize,
  authorizeRemoval,
  type CollectiveSubject,
  FOUNDER_STAYS,
  notAMember,
} from '../../policies/collectives';
import type { ProjectAccess } from '../../policies/projects';
import { publishOwnMediaAt } from '../media/attachments';
import type { ProjectsService } from '../projects/service';
import { decodeCollectiveCursor, encodeCollectiveCursor } from './list-cursor';
import { type CollectiveRecord, collectiveListRepository } from './list-repository';
import { presentMember, presentSummary, previewsByCollective } from './presenter';
import { collectivesRepository, insertCollective } from './repository';

export const COLLECTIVE_NOT_FOUND = 'Collective not found.';
export { ONLY_MEMBERS_ADD_PROJECTS } from '../../policies/collectives';
export const PROJECT_IN_OTHER_COLLECTIVE = 'This project already belongs to another collective.';
export const PROJECT_NOT_IN_COLLECTIVE = 'This project is not in this collective.';

export const MEMBER_NOT_FOUND = 'This person is not a member of this collective.';

const collectiveNotFound = () => notFound(COLLECTIVE_NOT_FOUND, 'COLLECTIVE_NOT_FOUND');
const memberNotFound = () => notFound(MEMBER_NOT_FOUND, 'MEMBER_NOT_FOUND');
const nameTaken = () => conflict(COLLECTIVE_NAME_TAKEN, 'NAME_TAKEN');

/** Tags kept once each, any case, in the order given. */
function uniqueTags(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Whether a write failed on the unique index of names (a race the check before it lost). */
function isNameConflict(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'collectives_name_lower_key';
}

export interface CollectivesServiceOptions {
  /** Who may see and own which project (always the database). */
  access: ProjectAccess;
  /** Where a change of members or projects is said, so every member's screen shows it. */
  events: EventHub;
  /** Presents a collective's projects exactly as every project list does. */
  projects: ProjectsService;
}

export interface CollectivePage {
  collectives: CollectiveSummary[];
  nextCursor: string | null;
}

/**
 * Collectives (README.md). Reads are public; every write is one transaction in which the member row
 * and `members_count` change together, the row's own uniqueness deciding races (a double click
 * joins once, counts once).
 */
export function collectivesService(db: Database, { access, events, projects }: CollectivesServiceOptions) {
  const repo = collectivesRepository(db);
  const lists = collectiveListRepository(db);

  /** Summaries of these rows as `viewerId` sees them, their member avatars in one query. */
  async function present(rows: CollectiveRecord[], viewerId: string | null): Promise<CollectiveSummary[]> {
    const previews = previewsByCollective(await lists.previews(rows.map((row) => row.id)));
    return rows.map((row) => presentSummary(row, previews.get(row.id) ?? [], viewerId));
  }

  /** The collective's summary as `viewerId` sees it; 404 when there is none. */
  async function summary(id: string, viewerId: string | null): Promise<CollectiveSummary> {
    const row = await lists.summary(id, viewerId);
    if (!row) throw collectiveNotFound();
    const [presented] = await present([row], viewerId);
    if (!presented) throw collectiveNotFound();
    return presented;
  }

  /** A well-formed id of an existing collective (lower-cased), or 404. */
  async function requireCollective(id: string): Promise<string> {
    const key = id.toLowerCase();
    if (!isUuid(key) || !(await repo.exists(key))) throw collectiveNotFound();
    return key;
  }

  /**
   * Who the signed-in caller is to an existing collective, as its rules ask, and its id lower-cased;
   * 404 when there is none.
   */
  async function requireSubject(
    id: string,
    userId: string,
  ): Promise<{ key: string; subject: CollectiveSubject }> {
    const key = id.toLowerCase();
    const standing = isUuid(key) ? await repo.standingOf(key, userId) : null;
    if (!standing) throw collectiveNotFound();
    return { key, subject: { signedIn: true, ...standing } };
  }

  /** Says the collective changed, to its members now and to `userId` (who may just have left). */
  async function changed(
    collectives: ReturnType<typeof collectivesRepository>,
    outbox: Outbox,
    collectiveId: string,
    userId: string,
  ): Promise<void> {
    const memberIds = await collectives.memberIds(collectiveId);
    if (!memberIds.includes(userId)) memberIds.push(userId);
    outbox.emit('CollectiveChanged', { collectiveId, userId, memberIds });
  }

  /** The page of one collective: summary, members, and the projects the viewer may see. */
  async function page(id: string, viewerId: string | null): Promise<Collective> {
    const key = id.toLowerCase();
    if (!isUuid(key)) throw collectiveNotFound();
    const head = await summary(key, viewerId);
    const [members, rows] = await Promise.all([
      repo.members(key, COLLECTIVE_MEMBERS_MAX),
      repo.projects(key, viewerId, COLLECTIVE_PROJECTS_MAX),
    ]);
    return {
      ...head,
      members: members.map(presentMember),
      projects: await projects.presentRecords(rows, viewerId),
    };
  }

  /** The founder's pictures of their own library become public with it, in its transaction. */
  async function publishPictures(tx: Executor, body: CollectiveBody, userId: string): Promise<void> {
    await publishOwnMediaAt(tx, body.avatarUrl, userId);
    await publishOwnMediaAt(tx, body.coverUrl, userId);
  }

  /** Runs a write that may meet the unique name, answering the race's loser as the check would. */
  async function withName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isNameConflict(error)) throw nameTaken();
      throw error;
    }
  }

  return {
    /** POST /api/collectives: the caller founds it, alone in it at first. */
    async create(body: CollectiveBody, userId: string): Promise<Collective> {
      if ((await repo.foundedBy(userId)) >= COLLECTIVES_FOUNDED_MAX)
        throw conflict(TOO_MANY_COLLECTIVES, 'TOO_MANY_COLLECTIVES');
      if (await repo.isNameTaken(body.name)) throw nameTaken();
      const id = await withName(() =>
        transactionWithEvents(db, events, async (tx, outbox) => {
          const made = await insertCollective(tx, {
            ...body,
            tags: uniqueTags(body.tags),
            founderUserId: userId,
          });
          await publishPictures(tx, body, userId);
          outbox.emit('CollectiveChanged', { collectiveId: made, userId, memberIds: [userId] });
          return made;
        }),
      );
      return page(id, userId);
    },

    /** PUT /api/collectives/{id}: the founder's whole edit. */
    async update(id: string, body: CollectiveBody, userId: string): Promise<Collective> {
      const { key, subject } = await requireSubject(id, userId);
      authorize(subject, 'edit');
      if (await repo.isNameTaken(body.name, key)) throw nameTaken();
      await withName(() =>
        transactionWithEvents(db, events, async (tx, outbox) => {
          const collectives = collectivesRepository(tx);
          await collectives.update(key, { ...body, tags: uniqueTags(body.tags) });
          await publishPictures(tx, body, userId);
          await changed(collectives, outbox, key, userId);
        }),
      );
      return page(key, userId);
    },

    /**
     * DELETE /api/collectives/{id}: the founder closes it; its projects stay, out of it. Everyone who
     * was in it hears, and reads it again (gone).
     */
    async delete(id: string, userId: string): Promise<void> {
      const { key, subject } = await requireSubject(id, userId);
      authorize(subject, 'edit');
      await transactionWithEvents(db, events, async (tx, outbox) => {
        const collectives = collectivesRepository(tx);
        const memberIds = await collectives.memberIds(key);
        if (!(await collectives.delete(key))) throw collectiveNotFound();
        outbox.emit('CollectiveChanged', { collectiveId: key, userId, memberIds });
      });
    },

    /** PUT /api/collectives/{id}/members/{userId}: the founder names or un-names a moderator. */
    async setRole(
      id: string,
      memberId: string,
      role: 'moderator' | 'member',
      userId: string,
    ): Promise<CollectiveSummary> {
      const { key, subject } = await requireSubject(id, userId);
      authorize(subject, 'manageModerators');
      const target = isUuid(memberId) ? await repo.roleOf(key, memberId.toLowerCase()) : null;
      if (target === null) throw memberNotFound();
      if (target === 'founder') throw forbidden(FOUNDER_STAYS, 'FOUNDER_STAYS');
      await transactionWithEvents(db, events, async (tx, outbox) => {
        const collectives = collectivesRepository(tx);
        if (!(await collectives.setRole(key, memberId.toLowerCase(), role))) throw memberNotFound();
        await changed(collectives, outbox, key, memberId.toLowerCase());
      });
      return summary(key, userId);
    },

    /**
     * DELETE /api/collectives/{id}/members/{userId}: the founder removes anyone else, a moderator
     * plain members; the projects they own leave with them, as when they leave.
     */
    async removeMember(id: string, memberId: string, userId: string): Promise<CollectiveSummary> {
      const { key, subject } = await requireSubject(id, userId);
      authorize(subject, 'removeMembers');
      const member = memberId.toLowerCase();
      const target = isUuid(member) ? await repo.roleOf(key, member) : null;
      if (target === null) throw memberNotFound();
      authorizeRemoval(subject, { role: target });
      await transactionWithEvents(db, events, async (tx, outbox) => {
        const collectives = collectivesRepository(tx);
        // Their role read again as the row goes: a moderator named meanwhile is the founder's to remove.
        const removed = await collectives.removeMember(key, member);
        if (removed === null) throw memberNotFound();
        authorizeRemoval(subject, { role: removed });
        await collectives.adjustMembers(key, -1);
        outbox.emit('CollectiveMemberLeft', { collectiveId: key, userId: member });
        await collectives.detachProjectsOf(key, member);
        await changed(collectives, outbox, key, member);
      });
      return summary(key, userId);
    },

    /**
     * Who may invite to it (the founder and moderators): its id lower-cased, or their refusal; 404
     * when there is no such collective.
     */
    async requireInviter(id: string, userId: string): Promise<string> {
      const { key, subject } = await requireSubject(id, userId);
      authorize(subject, 'invite');
      return key;
    },

    /** Whether the user is in it. */
    async isMember(id: string, userId: string): Promise<boolean> {
      return (await repo.roleOf(id, userId)) !== null;
    },

    /**
     * An invitation or a link admits the user, invite-only or not, in the caller's transaction;
     * false when they are in already.
     */
    async admit(tx: Executor, outbox: Outbox, id: string, userId: string): Promise<boolean> {
      const collectives = collectivesRepository(tx);
      if (!(await collectives.insertMember(id, userId))) return false;
      await collectives.adjustMembers(id, 1);
      outbox.emit('CollectiveMemberJoined', { collectiveId: id, userId });
      await changed(collectives, outbox, id, userId);
      return true;
    },

    async list(query: CollectiveListQuery, viewerId: string | null): Promise<CollectivePage> {
      const { limit } = query;
      const q = query.q || null;
      // Relevance without a search is the members sort, cursors included: each key meets its own SQL.
      const sort = query.sort === 'relevance' && q === null ? 'members' : query.sort;
      const after = query.cursor === undefined ? null : decodeCollectiveCursor(query.cursor, sort);
      const rows = await lists.list({ viewerId, q, sort, after, limit });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      const nextCursor =
        rows.length > limit && last
          ? encodeCollectiveCursor({ sort, id: last.id, key: last.cursorKey })
          : null;
      return { collectives: await present(page, viewerId), nextCursor };
    },

    /** The page of one collective: summary, members, and the projects the viewer may see. */
    get: page,

    /** 409 when in already, however it got there (a second tab, a double click racing the first). */
    async join(id: string, userId: string): Promise<CollectiveSummary> {
      const { key, subject } = await requireSubject(id, userId);
      authorize(subject, 'join');
      await transactionWithEvents(db, events, async (tx, outbox) => {
        const collectives = collectivesRepository(tx);
        // A join of the same person at the same instant got there first.
        if (!(await collectives.insertMember(key, userId))) throw alreadyMember();
        await collectives.adjustMembers(key, 1);
        outbox.emit('CollectiveMemberJoined', { collectiveId: key, userId });
        await changed(collectives, outbox, key, userId);
      });
      return summary(key, userId);
    },

    /**
     * A member leaves, and the projects they own leave with them (a collective's projects are its
     * members'). The founder never leaves: a collective always has its founder.
     */
    async leave(id: string, userId: string): Promise<CollectiveSummary> {
      const { key, subject } = await requireSubject(id, userId);
      authorize(subject, 'leave');
      await transactionWithEvents(db, events, async (tx, outbox) => {
        const collectives = collectivesRepository(tx);
        // Only a plain member's row is deleted: a second click at the same instant finds none and
        // counts nothing.
        if (!(await collectives.deleteMember(key, userId))) throw notAMember();
        await collectives.adjustMembers(key, -1);
        outbox.emit('CollectiveMemberLeft', { collectiveId: key, userId });
        await collectives.detachProjectsOf(key, userId);
        await changed(collectives, outbox, key, userId);
      });
      return summary(key, userId);
    },

    /**
     * A member puts a project they own in the collective; already there is fine, in another one is
     * 409 (a project belongs to at most one). Their membership is held until it commits, so a leave
     * at the same instant comes after and takes the project out again.
     */
    async addProject(id: string, projectId: string, userId: string): Promise<CollectiveSummary> {
      const { key, subject } = await requireSubject(id, userId);
      const project = await access.requireAllowed(projectId, userId, 'addToCollective');
      await transactionWithEvents(db, events, async (tx, outbox) => {
        const collectives = collectivesRepository(tx);
        // Their role read again under the lock on their membership, so a leave at that instant comes after.
        authorize({ ...subject, role: await collectives.roleOf(key, userId, true) }, 'addProjects');
        if (!(await collectives.attachProject(key, project.projectId, userId))) {
          throw conflict(PROJECT_IN_OTHER_COLLECTIVE, 'PROJECT_IN_OTHER_COLLECTIVE');
        }
        await changed(collectives, outbox, key, userId);
      });
      return summary(key, userId);
    },

    /** The project's owner takes it out; 404 when it is not in this collective. */
    async removeProject(id: string, projectId: string, userId: string): Promise<CollectiveSummary> {
      const key = await requireCollective(id);
      const project = await access.requireAllowed(projectId, userId, 'removeFromCollective');
      await transactionWithEvents(db, events, async (tx, outbox) => {
        const collectives = collectivesRepository(tx);
        if (!(await collectives.detachProject(key, project.projectId))) {
          throw notFound(PROJECT_NOT_IN_COLLECTIVE, 'PROJECT_NOT_IN_COLLECTIVE');
        }
        await changed(collectives, outbox, key, userId);
      });
      return summary(key, userId);
    },
  };
}

export type CollectivesService = ReturnType<typeof collectivesService>;
