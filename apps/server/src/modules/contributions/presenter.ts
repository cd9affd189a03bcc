import {
  CONTRIBUTION_EXCERPT_MAX,
  type Contribution,
  type MergedContribution,
  type Workspace,
} from '@create-together/contract';
import { excerpt } from '../../lib/excerpt';
import { contributionPolicies, type ProjectSubject } from '../../policies/projects';
import { presentAttachedMedia } from '../media/attachments';
import type { WorkspaceText } from './main-content';
import type { ContributionWithTakes } from './repository';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

const asVote = (value: number): 1 | -1 | 0 => (value > 0 ? 1 : value < 0 ? -1 : 0);

/** The Contribution object of API.md, field by field. */
/** A contribution as `subject` (the caller, to its project) sees it, with what they may do to it. */
export function presentContribution(row: ContributionWithTakes, subject: ProjectSubject): Contribution {
  const myVote = asVote(row.myVote);
  return {
    id: row.id,
    author: { userId: row.authorUserId, username: row.authorUsername, avatarUrl: row.authorAvatarUrl },
    content: row.content,
    status: row.status === 'merged' ? 'merged' : 'open',
    mergedAt: row.mergedAt ? seconds(row.mergedAt) : null,
    votes: row.votes,
    hasVoted: myVote !== 0,
    myVote,
    media: presentAttachedMedia(row.media, row.mediaSavedByMe),
    takes: row.takes,
    song: row.song,
    policies: contributionPolicies(subject, row.status === 'merged' ? 'merged' : 'open'),
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
