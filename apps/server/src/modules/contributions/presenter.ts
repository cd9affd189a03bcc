import {
  CONTRIBUTION_EXCERPT_MAX,
  type Contribution,
  type ContributionVote,
  type MergedContribution,
  type ProjectCredit,
  type UserCredit,
  type Workspace,
} from '@create-together/contract';
import { excerpt } from '../../lib/excerpt';
import { contributionPolicies } from '../../policies/contributions';
import type { ProjectSubject } from '../../policies/projects';
import { presentAttachedMedia } from '../media/attachments';
import type { WorkspaceText } from './main-content';
import type { ContributionCard, VoteRow } from './repository';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

const asVote = (value: number): 1 | -1 | 0 => (value > 0 ? 1 : value < 0 ? -1 : 0);

/** A vote as a contribution's card lists it: stale when cast on an earlier revision than `revision`. */
export const presentVote = (row: VoteRow, revision: number): ContributionVote => ({
  voter: { userId: row.userId, username: row.username, avatarUrl: row.avatarUrl },
  value: row.value > 0 ? 1 : -1,
  stale: row.revision < revision,
});

/**
 * The Contribution object of API.md, field by field, as `viewerId` (`subject` to its project) sees
 * it, with what they may do to it.
 */
export function presentContribution(
  row: ContributionCard,
  subject: ProjectSubject,
  viewerId: string | null,
): Contribution {
  const myVote = asVote(row.myVote);
  const status = row.status === 'merged' ? 'merged' : 'open';
  const mine = row.voters.find((vote) => vote.userId === viewerId);
  return {
    id: row.id,
    author: { userId: row.authorUserId, username: row.authorUsername, avatarUrl: row.authorAvatarUrl },
    content: row.content,
    status,
    mergedAt: row.mergedAt ? seconds(row.mergedAt) : null,
    votes: row.votes,
    hasVoted: myVote !== 0,
    myVote,
    myVoteStale: mine !== undefined && mine.revision < row.revision,
    voters: row.voters.map((vote) => presentVote(vote, row.revision)),
    revision: row.revision,
    revisedAt: row.revisedAt ? seconds(row.revisedAt) : null,
    review: row.review,
    creditRole: row.creditRole,
    media: presentAttachedMedia(row.media, row.mediaSavedByMe),
    takes: row.takes,
    song: row.song,
    policies: contributionPolicies({ project: subject, isAuthor: row.authorUserId === viewerId, status }),
    createdAt: seconds(row.createdAt),
    updatedAt: seconds(row.updatedAt),
  };
}

/** `lastUpdated` is whole seconds, exactly as PUT …/workspace compares `baseUpdatedAt`. */
export function presentWorkspace(row: WorkspaceText): Workspace {
  return { mainContent: row.mainContent, lastUpdated: seconds(row.workspaceUpdatedAt) };
}

export function presentMergedContribution(row: {
  id: string;
  projectId: string;
  projectName: string;
  start: string;
  mergedAt: Date;
  votes: number;
}): MergedContribution {
  return {
    id: row.id,
    project: { id: row.projectId, name: row.projectName },
    excerpt: excerpt(row.start, CONTRIBUTION_EXCERPT_MAX),
    mergedAt: seconds(row.mergedAt),
    votes: row.votes,
  };
}

/** The roles of someone's merged contributions, each once in the order first credited, none empty. */
const rolesOf = (firstRoles: readonly string[]) => [...new Set(firstRoles.filter((role) => role !== ''))];

export function presentProjectCredit(row: {
  userId: string;
  username: string;
  avatarUrl: string | null;
  firstRoles: string[];
  contributions: number;
}): ProjectCredit {
  return {
    person: { userId: row.userId, username: row.username, avatarUrl: row.avatarUrl },
    roles: rolesOf(row.firstRoles),
    contributions: row.contributions,
  };
}

export function presentUserCredit(row: {
  projectId: string;
  projectName: string;
  firstRoles: string[];
  contributions: number;
  lastMergedAt: Date;
}): UserCredit {
  return {
    project: { id: row.projectId, name: row.projectName },
    roles: rolesOf(row.firstRoles),
    contributions: row.contributions,
    lastMergedAt: seconds(row.lastMergedAt),
  };
}
