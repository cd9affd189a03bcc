import {
  CONTRIBUTION_EXCERPT_MAX,
  type ContributionBody,
  type ContributionReview,
  type ContributionVote,
  MAIN_CONTENT_MAX,
  type ProjectStatus,
  type ReviseContributionBody,
  USER_CONTRIBUTIONS_MAX,
  type VoteBody,
  type WorkspaceBody,
} from '@create-together/contract';
import type { Database, Executor } from '../../db/client';
import type { EventHub } from '../../events/event-hub';
import { transactionWithEvents } from '../../events/outbox';
import { conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import {
  authorizeContribution,
  authorizeMergeReview,
  type ContributionSubject,
  reviewOf,
} from '../../policies/contributions';
import {
  authorize,
  PROJECT_NOT_FOUND,
  type ProjectAccess,
  type ProjectSubject,
  subjectOf,
} from '../../policies/projects';
import { relationsAccess } from '../../policies/relations';
import { attachOwnMedia } from '../media/attachments';
import {
  ALREADY_MERGED,
  CONTRIBUTION_NOT_FOUND,
  CONTRIBUTIONS_LIST_MAX,
  USER_CREDITS_MAX,
} from './constants';
import type { MainContentChanges, WorkspaceText } from './main-content';
import { presentVote } from './presenter';
import {
  type ContributionCard,
  type ContributionView,
  contributionsRepository,
  reviewRulesOf,
  type VoteRow,
  workspaceRepository,
} from './repository';
import type { ContributionTakes, ContributionThreads } from './takes';

export interface ContributionsServiceOptions {
  access: ProjectAccess;
  /** Where the notifications of a proposal (to the owner) and a merge (to the author) go once committed. */
  events: EventHub;
  /** How a merge and a save change the main content: as changes of its live document. */
  mainContent: MainContentChanges;
  /** How proposals' takes are checked, shown and merged: by the song's own rules. */
  takes: ContributionTakes;
  /** How many review threads are still open on a contribution (a merge may wait for them). */
  threads: ContributionThreads;
}

/** The votes of one contribution, as its review counts them: current ones (on its revision) and stale ones. */
function tallyVotes(votes: readonly VoteRow[], revision: number) {
  let approvals = 0;
  let changesRequested = 0;
  let staleVotes = 0;
  for (const vote of votes) {
    if (vote.revision < revision) staleVotes++;
    else if (vote.value > 0) approvals++;
    else changesRequested++;
  }
  return { approvals, changesRequested, staleVotes };
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
  { access, events, mainContent, takes, threads }: ContributionsServiceOptions,
) {
  const contributions = contributionsRepository(db);

  /**
   * The rows as cards: their takes and the song they were proposed against (none for text alone),
   * their votes, and where each stands with the project's rules. Read in `tx` when given.
   */
  async function cards(
    projectId: string,
    rows: readonly ContributionView[],
    tx: Executor = db,
  ): Promise<ContributionCard[]> {
    const ids = rows.map((row) => row.id);
    // One after another: `tx` is one connection.
    const described = await takes.describe(tx, projectId, ids);
    const votes = await contributionsRepository(tx).votesOf(ids);
    const open = await threads.openCounts(tx, ids);
    const rules = await reviewRulesOf(tx, projectId);
    return rows.map((row) => {
      const voters = votes.filter((vote) => vote.contributionId === row.id);
      return {
        ...row,
        ...(described.get(row.id) ?? { takes: [], song: null }),
        voters,
        review: reviewOf(rules, { ...tallyVotes(voters, row.revision), openThreads: open.get(row.id) ?? 0 }),
      };
    });
  }

  /** Where one contribution stands with its project's rules, read in `tx`. */
  async function reviewIn(
    tx: Executor,
    projectId: string,
    id: string,
    revision: number,
    voters: readonly VoteRow[],
  ): Promise<ContributionReview> {
    const open = await threads.openCounts(tx, [id]);
    return reviewOf(await reviewRulesOf(tx, projectId), {
      ...tallyVotes(voters, revision),
      openThreads: open.get(id) ?? 0,
    });
  }

  /** One contribution's card, read in `tx`. */
  async function card(
    tx: Executor,
    projectId: string,
    id: string,
    viewerId: string,
  ): Promise<ContributionCard> {
    const row = await contributionsRepository(tx).findView(id, viewerId);
    if (!row) throw contributionNotFound(); // deleted in between, with its project
    const [made] = await cards(projectId, [row], tx);
    if (!made) throw contributionNotFound();
    return made;
  }

  /** Who the caller is to a contribution they locked. */
  const subjectFor = (
    project: Parameters<typeof subjectOf>[0],
    userId: string,
    locked: { authorUserId: string; status: string },
  ): ContributionSubject => ({
    project: subjectOf(project, userId),
    isAuthor: locked.authorUserId === userId,
    status: locked.status === 'merged' ? 'merged' : 'open',
  });

  /** The contribution's id must name one of this project's contributions: checked before any query. */
  function requireContributionId(cid: string): void {
    if (!isUuid(cid)) throw contributionNotFound();
  }

  return {
    /** Newest first, at most CONTRIBUTIONS_LIST_MAX, each with the viewer's vote. */
    async list(projectId: string, viewerId: string | null) {
      const project = await access.requireVisible(projectId, viewerId);
      const rows = await contributions.listForProject(project.projectId, viewerId, CONTRIBUTIONS_LIST_MAX);
      return { rows: await cards(project.projectId, rows), subject: subjectOf(project, viewerId) };
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
      { content, mediaId, takes: proposed, creditRole }: ContributionBody,
    ): Promise<{ row: ContributionCard; subject: ProjectSubject }> {
      const project = await access.requireAllowed(projectId, userId, 'propose');
      const id = await transactionWithEvents(db, events, async (tx, outbox) => {
        const made = await contributionsRepository(tx).insert({
          projectId: project.projectId,
          authorUserId: userId,
          content,
          mediaId: mediaId ? await attachOwnMedia(tx, mediaId, userId) : null,
          creditRole,
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
      return { row: await card(db, project.projectId, id, userId), subject: subjectOf(project, userId) };
    },

    /**
     * Its author changes the text, the takes, or both: one revision more, and every earlier vote
     * stale (kept and shown, no longer counted) — GitHub's dismissed approvals. New takes are checked
     * against the song as it is now, as a proposal's are.
     */
    async revise(
      projectId: string,
      cid: string,
      userId: string,
      body: ReviseContributionBody,
    ): Promise<{ row: ContributionCard; subject: ProjectSubject }> {
      const project = await access.requireVisible(projectId, userId);
      requireContributionId(cid);
      await transactionWithEvents(db, events, async (tx, outbox) => {
        const repo = contributionsRepository(tx);
        const locked = await repo.lockInProject(project.projectId, cid);
        if (!locked) throw contributionNotFound();
        authorizeContribution(subjectFor(project, userId, locked), 'revise', alreadyMerged);
        if (body.creditRole !== undefined) await repo.setCreditRole(cid, body.creditRole);
        // What was reviewed is its text and takes: the same text again, or only a role, is no new revision.
        if (body.takes === undefined && (body.content === undefined || body.content === locked.content))
          return;
        if (body.takes !== undefined) await takes.revise(tx, project.projectId, cid, userId, body.takes);
        await repo.revise(cid, body.content);
        outbox.emit('ContributionRevised', {
          projectId: project.projectId,
          contributionId: cid,
          authorId: userId,
        });
      });
      return { row: await card(db, project.projectId, cid, userId), subject: subjectOf(project, userId) };
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
    ): Promise<{
      votes: number;
      myVote: 1 | -1 | 0;
      voters: ContributionVote[];
      review: ContributionReview;
    }> {
      const project = await access.requireAllowed(projectId, userId, 'vote');
      requireContributionId(cid);
      return transactionWithEvents(db, events, async (tx, outbox) => {
        const repo = contributionsRepository(tx);
        const locked = await repo.lockInProject(project.projectId, cid);
        if (!locked) throw contributionNotFound();
        authorizeContribution(subjectFor(project, userId, locked), 'vote', alreadyMerged);
        const previous = await repo.deleteVote(cid, userId);
        // A current vote is taken back; a stale one (which no longer counted) is replaced by this one.
        const takenBack = previous !== undefined && previous.revision === locked.revision;
        let votes: number;
        let myVote: 1 | -1 | 0;
        if (takenBack) {
          votes = await repo.addToVotes(cid, -previous.value);
          myVote = 0;
        } else {
          await repo.insertVote(cid, userId, value, locked.revision);
          votes = await repo.addToVotes(cid, value);
          myVote = value;
        }
        const voters = await repo.votesOf([cid]);
        const review = await reviewIn(tx, project.projectId, cid, locked.revision, voters);
        const result = {
          votes,
          myVote,
          voters: voters.map((vote) => presentVote(vote, locked.revision)),
          review,
        };
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
      creditRole?: string,
    ): Promise<{ contribution: ContributionCard; workspace: WorkspaceText; subject: ProjectSubject }> {
      const project = await access.requireAllowed(projectId, userId, 'merge');
      requireContributionId(cid);
      const workspace = await transactionWithEvents(db, events, async (tx, outbox) => {
        const workspaces = workspaceRepository(tx);
        const repo = contributionsRepository(tx);
        const current = await workspaces.lock(project.projectId);
        if (!current) throw notFound(PROJECT_NOT_FOUND, 'PROJECT_NOT_FOUND'); // deleted since the access check
        // Archived or completed since the check above: asked again under the lock.
        authorize({ ...subjectOf(project, userId), status: current.status as ProjectStatus }, 'merge');
        const locked = await repo.lockInProject(project.projectId, cid);
        if (!locked) throw contributionNotFound();
        if (locked.status === 'merged') throw alreadyMerged();
        // The project's rules, under the contribution's lock (votes on it wait here).
        authorizeMergeReview(
          await reviewIn(tx, project.projectId, cid, locked.revision, await repo.votesOf([cid])),
        );
        const mergedAt = await repo.markMerged(cid, creditRole);
        const merged = await mainContent.appendMerge(tx, outbox, project.projectId, {
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
        return merged;
      });
      return {
        contribution: await card(db, project.projectId, cid, userId),
        workspace,
        subject: subjectOf(project, userId),
      };
    },

    /** Who is credited on a project (anyone who can see it): from its merged contributions. */
    async credits(projectId: string, viewerId: string | null) {
      const project = await access.requireVisible(projectId, viewerId);
      return contributions.credits(project.projectId);
    },

    /** The projects someone is credited on that the viewer can see (404 as their profile when hidden). */
    async creditsOf(id: string, viewerId: string | null) {
      const authorId = await relationsAccess(db).requireVisibleUser(id, viewerId);
      return contributions.creditsOf(authorId, viewerId, USER_CREDITS_MAX);
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
