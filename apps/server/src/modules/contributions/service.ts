import {
  CONTRIBUTION_EXCERPT_MAX,
  type ContributionBody,
  MAIN_CONTENT_MAX,
  type ProjectStatus,
  USER_CONTRIBUTIONS_MAX,
  type VoteBody,
  type WorkspaceBody,
} from '@create-together/contract';
import type { Database } from '../../db/client';
import type { EventHub } from '../../events/event-hub';
import { transactionWithEvents } from '../../events/outbox';
import { conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import {
  authorize,
  PROJECT_NOT_FOUND,
  type ProjectAccess,
  type ProjectSubject,
  subjectOf,
} from '../../policies/projects';
import { relationsAccess } from '../../policies/relations';
import { attachOwnMedia } from '../media/attachments';
import { ALREADY_MERGED, CONTRIBUTION_NOT_FOUND, CONTRIBUTIONS_LIST_MAX } from './constants';
import type { MainContentChanges, WorkspaceText } from './main-content';
import {
  type ContributionView,
  type ContributionWithTakes,
  contributionsRepository,
  workspaceRepository,
} from './repository';
import type { ContributionTakes } from './takes';

export interface ContributionsServiceOptions {
  access: ProjectAccess;
  /** Where the notifications of a proposal (to the owner) and a merge (to the author) go once committed. */
  events: EventHub;
  /** How a merge and a save change the main content: as changes of its live document. */
  mainContent: MainContentChanges;
  /** How proposals' takes are checked, shown and merged: by the song's own rules. */
  takes: ContributionTakes;
}

const contributionNotFound = () => notFound(CONTRIBUTION_NOT_FOUND, 'CONTRIBUTION_NOT_FOUND');
const alreadyMerged = () => conflict(ALREADY_MERGED, 'ALREADY_MERGED');

/**
 * API.md "Workspace contributions": members propose and vote, the owner merges into the main
 * content or edits it. Every rule goes through `access` first (404 for what the caller cannot
 * see, 403 for what they may not do), then the project must be active.
 */
export function contributionsService(
  db: Database,
  { access, events, mainContent, takes }: ContributionsServiceOptions,
) {
  const contributions = contributionsRepository(db);

  /** The rows with their takes and the song they were proposed against (none for text alone). */
  async function withTakes(projectId: string, rows: ContributionView[]): Promise<ContributionWithTakes[]> {
    const described = await takes.describe(
      db,
      projectId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({ ...row, ...(described.get(row.id) ?? { takes: [], song: null }) }));
  }

  /** The contribution's id must name one of this project's contributions: checked before any query. */
  function requireContributionId(cid: string): void {
    if (!isUuid(cid)) throw contributionNotFound();
  }

  return {
    /** Newest first, at most CONTRIBUTIONS_LIST_MAX, each with the viewer's vote. */
    async list(projectId: string, viewerId: string | null) {
      const project = await access.requireVisible(projectId, viewerId);
      const rows = await contributions.listForProject(project.projectId, viewerId, CONTRIBUTIONS_LIST_MAX);
      return { rows: await withTakes(project.projectId, rows), subject: subjectOf(project, viewerId) };
    },

    /**
     * GET /api/users/{id}/contributions: 404 as GET /api/users/{id} when the user is hidden from
     * the viewer. One character more than an excerpt holds is read, so `excerpt` knows to cut.
     */
    async mergedBy(id: string, viewerId: string | null) {
      const authorId = await relationsAccess(db).requireVisibleUser(id, viewerId);
      return contributions.mergedByAuthor(
        authorId,
        viewerId,
        USER_CONTRIBUTIONS_MAX,
        CONTRIBUTION_EXCERPT_MAX + 1,
      );
    },

    /**
     * The owner is notified in the proposal's transaction (unless they proposed it); an attached file
     * must be the author's own and becomes public in it.
     */
    async propose(
      projectId: string,
      userId: string,
      { content, mediaId, takes: proposed }: ContributionBody,
    ): Promise<{ row: ContributionWithTakes; subject: ProjectSubject }> {
      const project = await access.requireAllowed(projectId, userId, 'propose');
      const id = await transactionWithEvents(db, events, async (tx, outbox) => {
        const made = await contributionsRepository(tx).insert({
          projectId: project.projectId,
          authorUserId: userId,
          content,
          mediaId: mediaId ? await attachOwnMedia(tx, mediaId, userId) : null,
        });
        await takes.propose(tx, project.projectId, made, userId, proposed);
        outbox.emit('ContributionProposed', {
          projectId: project.projectId,
          contributionId: made,
          authorId: userId,
          content,
        });
        return made;
      });
      const created = await contributions.findView(id, userId);
      if (!created) throw contributionNotFound(); // deleted in between, with its project
      const [row] = await withTakes(project.projectId, [created]);
      return { row: row ?? { ...created, takes: [], song: null }, subject: subjectOf(project, userId) };
    },

    /**
     * One vote per member: with a vote already there (of either value) it is taken back, otherwise
     * `value` is recorded. The contribution's row is locked first, so votes on it run one at a time
     * and `votes` stays the sum of the votes.
     */
    async vote(
      projectId: string,
      cid: string,
      userId: string,
      { value }: VoteBody,
    ): Promise<{ votes: number; myVote: 1 | -1 | 0 }> {
      const project = await access.requireAllowed(projectId, userId, 'vote');
      requireContributionId(cid);
      return transactionWithEvents(db, events, async (tx, outbox) => {
        const repo = contributionsRepository(tx);
        const locked = await repo.lockInProject(project.projectId, cid);
        if (!locked) throw contributionNotFound();
        if (locked.status === 'merged') throw alreadyMerged();
        const previous = await repo.deleteVote(cid, userId);
        let result: { votes: number; myVote: 1 | -1 | 0 };
        if (previous !== undefined) {
          result = { votes: await repo.addToVotes(cid, -previous), myVote: 0 };
        } else {
          await repo.insertVote(cid, userId, value);
          result = { votes: await repo.addToVotes(cid, value), myVote: value };
        }
        outbox.emit('ContributionVoted', {
          projectId: project.projectId,
          contributionId: cid,
          userId,
          ...result,
        });
        return result;
      });
    },

    /**
     * In one transaction: the project row, then the contribution's, are locked (always in that
     * order, as a project's deletion takes them), the contribution is marked merged and its content
     * appended to the main content under `## {author} — {date}`, and its author is notified (unless
     * they merged it). Of two merges of one contribution the second waits, then finds it merged: 409.
     */
    async merge(
      projectId: string,
      cid: string,
      userId: string,
    ): Promise<{ contribution: ContributionWithTakes; workspace: WorkspaceText; subject: ProjectSubject }> {
      const project = await access.requireAllowed(projectId, userId, 'merge');
      requireContributionId(cid);
      const result = await transactionWithEvents(db, events, async (tx, outbox) => {
        const workspaces = workspaceRepository(tx);
        const repo = contributionsRepository(tx);
        const current = await workspaces.lock(project.projectId);
        if (!current) throw notFound(PROJECT_NOT_FOUND, 'PROJECT_NOT_FOUND'); // deleted since the access check
        // Archived or completed since the check above: asked again under the lock.
        authorize({ ...subjectOf(project, userId), status: current.status as ProjectStatus }, 'merge');
        const locked = await repo.lockInProject(project.projectId, cid);
        if (!locked) throw contributionNotFound();
        if (locked.status === 'merged') throw alreadyMerged();
        const mergedAt = await repo.markMerged(cid);
        const workspace = await mainContent.appendMerge(tx, outbox, project.projectId, {
          contributionId: cid,
          authorUsername: locked.authorUsername,
          content: locked.content,
          mergedAt,
          mergerId: userId,
          bringTakesIn: () => takes.merge(tx, outbox, project.projectId, cid, userId),
          tooLong: () =>
            conflict(
              `Merging this would make the main content longer than ${MAIN_CONTENT_MAX.toLocaleString('en')} characters.`,
              'MAIN_CONTENT_TOO_LONG',
            ),
        });
        outbox.emit('ContributionMerged', {
          projectId: project.projectId,
          contributionId: cid,
          authorId: locked.authorUserId,
          mergerId: userId,
        });
        const contribution = await repo.findView(cid, userId);
        if (!contribution) throw contributionNotFound();
        return { contribution, workspace, subject: subjectOf(project, userId) };
      });
      const [contribution] = await withTakes(project.projectId, [result.contribution]);
      return { ...result, contribution: contribution ?? { ...result.contribution, takes: [], song: null } };
    },

    /**
     * Saves a whole new main content (owner and editors) unless someone wrote since `baseUpdatedAt`
     * (409: no lost update), as a change of the live document that everyone with it open sees.
     */
    async saveWorkspace(projectId: string, userId: string, body: WorkspaceBody): Promise<WorkspaceText> {
      const project = await access.requireAllowed(projectId, userId, 'editMainContent');
      return transactionWithEvents(db, events, async (tx, outbox) => {
        const current = await workspaceRepository(tx).lock(project.projectId);
        if (!current) throw notFound(PROJECT_NOT_FOUND, 'PROJECT_NOT_FOUND'); // deleted since the access check
        // Archived or completed since the check above: asked again under the lock.
        authorize(
          { ...subjectOf(project, userId), status: current.status as ProjectStatus },
          'editMainContent',
        );
        const saved = await mainContent.replace(tx, outbox, project.projectId, userId, body);
        outbox.emit('WorkspaceChanged', { projectId: project.projectId, userId });
        return saved;
      });
    },
  };
}

export type ContributionsService = ReturnType<typeof contributionsService>;
