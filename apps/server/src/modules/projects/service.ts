import type {
  CreateProjectBody,
  MemberRole,
  Project,
  ProjectComment,
  UpdateProjectBody,
} from '@create-together/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import type { CacheChange } from '../../events/bus';
import type { CacheSync } from '../../events/cache-sync';
import type { EventHub } from '../../events/event-hub';
import { type Outbox, transactionWithEvents } from '../../events/outbox';
import { badRequest, conflict, notFound, validationFailed } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import {
  authorize,
  can,
  OWNER_CANNOT_LEAVE,
  PROJECT_NOT_FOUND,
  type ProjectAccess,
  subjectOf,
} from '../../policies/projects';
import { relationsAccess } from '../../policies/relations';
import { publishOwnMediaAt } from '../media/attachments';
import { projectListRepository } from './list-repository';
import { insertOwnedProject, toDate } from './new-project';
import {
  type ProjectSnapshot,
  presentComment,
  presentProject,
  presentSnapshot,
  projectAnswerJson,
  roleIn,
  seconds,
} from './presenter';
import { projectLists } from './project-lists';
import { projectReads } from './project-reads';
import { type ProjectPatch, projectsRepository } from './repository';
import { ViewCounter } from './view-counter';

export const COMMENTS_MAX = 100;

export const PROJECT_CREATED = 'Project created.';
export const MEMBER_NOT_FOUND = 'This person is not a member of the project.';
export const PROJECT_JOINED = 'Joined the project.';

import { ALREADY_MEMBER, NOT_A_MEMBER } from '../../policies/projects';
export const DATES_OUT_OF_ORDER = 'endDate: End date must not be before the start date.';

const projectNotFound = () => notFound(PROJECT_NOT_FOUND, 'PROJECT_NOT_FOUND');
const secondsOrNull = (date: Date | null) => (date === null ? null : seconds(date));

export interface ProjectsServiceOptions {
  access: ProjectAccess;
  /** Where a join's notification to the owner goes once it commits. */
  events: EventHub;
  /** 0 turns the project cache off. */
  cacheMs: number;
  viewFlushMs: number;
  log: FastifyBaseLogger;
  /** Other processes' memories: told of every change (cache-sync.ts); none with one process. */
  sync?: CacheSync;
}

/**
 * API.md "Projects". Reads go through `projectReads` (memory first: see there); every write here,
 * and every write of another module through `invalidate`, drops what it changed once it commits.
 * Writes authorize through `access` (always the database), then run in one transaction.
 */
export function projectsService(
  db: Database,
  { access, events, cacheMs, viewFlushMs, log, sync }: ProjectsServiceOptions,
) {
  const repo = projectsRepository(db);
  const reads = projectReads(repo, cacheMs);
  /** What a change drops from this process's memory. */
  function forget(change: CacheChange): void {
    if (change.what === 'project') reads.invalidate(change.projectId);
    else if (change.what === 'like') reads.forgetLike(change.projectId, change.userId);
    else if (change.what === 'member') reads.forgetMember(change.userId);
    else if (change.what === 'visibility') reads.visibilityChanged();
  }
  /** A change committed here: dropped here at once, and by the other processes when they hear. */
  function changed(change: CacheChange): void {
    forget(change);
    sync?.publish(change);
  }
  sync?.onRemote(forget);
  const invalidate = (projectId: string) => changed({ what: 'project', projectId });
  const { listAnswerJson, mine, ofUser, open, presentRecords } = projectLists({
    repo,
    lists: projectListRepository(db),
    reads,
    unstoredViews: (projectId) => views.unstored(projectId),
  });

  async function loadSnapshot(projectId: string): Promise<ProjectSnapshot | null> {
    const found = await repo.findWithContributors(projectId);
    return found ? presentSnapshot(found.project, found.contributors) : null;
  }

  const views = new ViewCounter({
    flushMs: viewFlushMs,
    write: (batch) => repo.addViews(batch),
    onFlushStart: () => reads.beginViewFlush(),
    onStored: (batch) => reads.viewsStored(batch),
    onFlushEnd: () => reads.endViewFlush(),
    onError: (err, size) => log.error({ err }, `Could not store the views of ${size} projects; will retry.`),
  });

  /**
   * The project's snapshot and the caller's part of it; counts a view when the caller is not a
   * member. The hottest call of the API: when both are cached it reads memory only.
   */
  async function view(projectId: string, viewerId: string | null, countView: boolean) {
    if (!isUuid(projectId)) throw projectNotFound();
    const snap =
      reads.cachedSnapshot(projectId) ?? (await reads.snapshot(projectId, () => loadSnapshot(projectId)));
    const role = snap ? roleIn(snap, viewerId) : null;
    if (!snap || (!snap.isPublic && role === null)) throw projectNotFound();
    if (role === null && countView) views.count(projectId);
    const likedByMe =
      viewerId !== null &&
      (reads.cachedLike(projectId, viewerId) ??
        (await reads.likedAmong(viewerId, [projectId])).has(projectId));
    return {
      snap,
      viewer: { signedIn: viewerId !== null, role, likedByMe, unstoredViews: views.unstored(projectId) },
    };
  }

  /**
   * Adds `userId` as a member with `role` in the caller's transaction: a join, or an invitation or
   * invite link accepted (the invitations module, whose acceptance grants what a private project's
   * join cannot). False when they already are one. Call `admitted` once it has committed.
   */
  async function admit(
    tx: Executor,
    outbox: Outbox,
    projectId: string,
    userId: string,
    role: MemberRole,
  ): Promise<boolean> {
    const projects = projectsRepository(tx);
    if (!(await projects.insertMember(projectId, userId, role))) return false;
    await projects.adjustCounter(projectId, 'members', 1);
    outbox.emit('MemberJoined', { projectId, userId });
    return true;
  }

  /** What an admission changed, forgotten here and by the other processes once it has committed. */
  function admitted(projectId: string, userId: string): void {
    invalidate(projectId);
    changed({ what: 'member', userId });
  }

  /** The project as `viewerId` sees it; counts a view when the viewer is not a member. */
  async function get(projectId: string, viewerId: string | null, countView = true): Promise<Project> {
    const { snap, viewer } = await view(projectId, viewerId, countView);
    return presentProject(snap, viewer);
  }

  return {
    get,

    /** GET /api/projects/{id}'s whole answer as JSON (ProjectAnswer), built without re-serializing. */
    async answerJson(projectId: string, viewerId: string | null): Promise<string> {
      const { snap, viewer } = await view(projectId, viewerId, true);
      return projectAnswerJson(snap, viewer);
    },

    /**
     * The creator becomes its owner member in the same transaction; a cover from their own library
     * becomes public in it (everyone sees the cover).
     */
    async create(ownerUserId: string, input: CreateProjectBody): Promise<Project> {
      const projectId = await db.transaction((tx) => insertOwnedProject(tx, ownerUserId, input));
      invalidate(projectId);
      changed({ what: 'member', userId: ownerUserId });
      return get(projectId, ownerUserId, false);
    },

    /**
     * Owner only; the fields sent are merged with the stored ones, the dates checked together. A new
     * cover from the owner's library becomes public in the same transaction.
     */
    async update(projectId: string, userId: string, body: UpdateProjectBody): Promise<Project> {
      await access.requireAllowed(projectId, userId, 'edit');
      const { startDate, endDate, reviewRules, ...rest } = body;
      const patch: ProjectPatch = { ...rest, ...reviewRules };
      if (startDate !== undefined) patch.startDate = toDate(startDate);
      if (endDate !== undefined) patch.endDate = toDate(endDate);
      await transactionWithEvents(db, events, async (tx, outbox) => {
        const projects = projectsRepository(tx);
        const stored = await projects.lockDates(projectId);
        if (!stored) throw projectNotFound();
        const start = startDate !== undefined ? startDate : secondsOrNull(stored.startDate);
        const end = endDate !== undefined ? endDate : secondsOrNull(stored.endDate);
        if (start !== null && end !== null && end < start) throw validationFailed(DATES_OUT_OF_ORDER);
        await projects.update(projectId, patch);
        await publishOwnMediaAt(tx, body.coverImageUrl, userId);
        outbox.emit('ProjectUpdated', { projectId, userId });
      });
      invalidate(projectId);
      if (body.isPublic !== undefined) changed({ what: 'visibility' });
      return get(projectId, userId, false);
    },

    /**
     * Only an active project takes new contributors; joining twice is 409 (SPEC.md treats it as
     * success). The owner is notified in the join's transaction.
     */
    async join(projectId: string, userId: string): Promise<void> {
      const info = await access.requireAllowed(projectId, userId, 'join');
      await transactionWithEvents(db, events, async (tx, outbox) => {
        // A concurrent join of the same user got there first.
        if (!(await admit(tx, outbox, info.projectId, userId, 'contributor')))
          throw conflict(ALREADY_MEMBER, 'ALREADY_MEMBER');
      });
      admitted(projectId, userId);
    },

    admit,
    admitted,

    async leave(projectId: string, userId: string): Promise<void> {
      await access.requireAllowed(projectId, userId, 'leave');
      await transactionWithEvents(db, events, async (tx, outbox) => {
        const projects = projectsRepository(tx);
        if (!(await projects.deleteContributor(projectId, userId))) {
          throw badRequest(NOT_A_MEMBER, 'NOT_A_MEMBER');
        }
        await projects.adjustCounter(projectId, 'members', -1);
        outbox.emit('MemberLeft', { projectId, userId });
      });
      invalidate(projectId);
      changed({ what: 'member', userId });
    },

    /**
     * The owner makes a member an editor, or a contributor again (issue: co-editing). 404 for
     * someone who is not a member (or is the owner): a role is only ever a member's.
     */
    async setMemberRole(projectId: string, ownerId: string, memberId: string, role: MemberRole) {
      await access.requireAllowed(projectId, ownerId, 'changeRoles');
      const userId = memberId.toLowerCase();
      await transactionWithEvents(db, events, async (tx, outbox) => {
        if (!isUuid(userId) || !(await projectsRepository(tx).setMemberRole(projectId, userId, role))) {
          throw notFound(MEMBER_NOT_FOUND, 'MEMBER_NOT_FOUND');
        }
        outbox.emit('MemberRoleChanged', { projectId, userId, role, changedBy: ownerId });
      });
      invalidate(projectId);
      return { userId, role };
    },

    /**
     * DELETE /api/projects/{id}/members/{userId}: the owner removes anyone else, an editor removes
     * members. They lose access at once (rooms and the live document recheck on MemberLeft); their
     * contributions, votes, comments and credits stay.
     */
    async removeMember(projectId: string, actorId: string, memberId: string): Promise<void> {
      const actor = await access.requireAllowed(projectId, actorId, 'removeContributors');
      const userId = memberId.toLowerCase();
      if (userId === actorId) throw badRequest('Leave the project to remove yourself.', 'USE_LEAVE');
      const member = isUuid(userId) ? await access.find(actor.projectId, userId) : null;
      if (!member?.role) throw notFound(MEMBER_NOT_FOUND, 'MEMBER_NOT_FOUND');
      if (member.role === 'owner') throw badRequest(OWNER_CANNOT_LEAVE, 'OWNER_CANNOT_LEAVE');
      if (member.role === 'editor') authorize(subjectOf(actor, actorId), 'removeEditors');
      // Whoever may not remove editors removes a contributor only, the role read again as the row
      // goes: someone made an editor meanwhile stays.
      const onlyContributors = !can(subjectOf(actor, actorId), 'removeEditors');
      await transactionWithEvents(db, events, async (tx, outbox) => {
        const projects = projectsRepository(tx);
        if (!(await projects.deleteContributor(actor.projectId, userId, onlyContributors)))
          throw notFound(MEMBER_NOT_FOUND, 'MEMBER_NOT_FOUND');
        await projects.adjustCounter(actor.projectId, 'members', -1);
        outbox.emit('MemberLeft', { projectId: actor.projectId, userId, removedBy: actorId });
      });
      invalidate(projectId);
      changed({ what: 'member', userId });
    },

    /**
     * POST /api/projects/{id}/owner: the owner hands the project to a member, and stays on as an
     * editor; every screen of it reads it again (ProjectUpdated).
     */
    async transferOwnership(projectId: string, ownerId: string, newOwnerId: string): Promise<void> {
      const project = await access.requireAllowed(projectId, ownerId, 'transferOwnership');
      const userId = newOwnerId.toLowerCase();
      if (userId === ownerId) throw badRequest('You already own this project.', 'ALREADY_OWNER');
      await transactionWithEvents(db, events, async (tx, outbox) => {
        if (
          !isUuid(userId) ||
          !(await projectsRepository(tx).transferOwnership(project.projectId, ownerId, userId))
        )
          throw notFound(MEMBER_NOT_FOUND, 'MEMBER_NOT_FOUND');
        outbox.emit('ProjectUpdated', { projectId: project.projectId, userId: ownerId });
      });
      invalidate(projectId);
      changed({ what: 'member', userId });
      changed({ what: 'member', userId: ownerId });
    },

    listAnswerJson,
    mine,
    open,
    presentRecords,

    /** GET /api/users/{id}/projects: 404 as GET /api/users/{id} when the user is hidden from the viewer. */
    async ofUser(id: string, viewerId: string | null): Promise<Project[]> {
      return ofUser(await relationsAccess(db).requireVisibleUser(id, viewerId), viewerId);
    },

    /** Idempotent either way; answers the like count after the change. */
    async setLike(projectId: string, userId: string, liked: boolean): Promise<number> {
      await access.requireVisible(projectId, userId);
      const count = await transactionWithEvents(db, events, async (tx, outbox) => {
        const projects = projectsRepository(tx);
        const changed = liked
          ? await projects.insertLike(projectId, userId)
          : await projects.deleteLike(projectId, userId);
        if (!changed) return projects.likesCount(projectId);
        const likes = await projects.adjustCounter(projectId, 'likes', liked ? 1 : -1);
        outbox.emit('ProjectLiked', { projectId, userId, liked, likes });
        return likes;
      });
      changed({ what: 'like', projectId, userId });
      invalidate(projectId);
      return count;
    },

    async comments(projectId: string, viewerId: string | null): Promise<ProjectComment[]> {
      await access.requireVisible(projectId, viewerId);
      const rows = await repo.comments(projectId, { limit: COMMENTS_MAX });
      return rows.map(presentComment);
    },

    /** Any signed-in user who can see the project may comment. */
    async comment(projectId: string, userId: string, content: string): Promise<ProjectComment> {
      await access.requireVisible(projectId, userId);
      const commentId = await transactionWithEvents(db, events, async (tx, outbox) => {
        const projects = projectsRepository(tx);
        const id = await projects.insertComment(projectId, userId, content);
        await projects.adjustCounter(projectId, 'comments', 1);
        outbox.emit('ProjectCommented', { projectId, commentId: id, userId });
        return id;
      });
      invalidate(projectId);
      const [row] = await repo.comments(projectId, { limit: 1, id: commentId });
      if (!row) throw projectNotFound();
      return presentComment(row);
    },

    /** Drops the cached copy of a project; every module calls it after a write commits. */
    invalidate,

    /** Writes the views counted in memory; called on shutdown. */
    flushViews: () => views.flush(),

    /** Stops the flush timer after a last flush. */
    close: () => views.close(),
  };
}

export type ProjectsService = ReturnType<typeof projectsService>;
