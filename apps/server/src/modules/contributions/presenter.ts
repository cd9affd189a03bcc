import type { Contribution, Workspace } from '@create-together/contract';
import type { ContributionView, WorkspaceRow } from './repository';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

const asVote = (value: number): 1 | -1 | 0 => (value > 0 ? 1 : value < 0 ? -1 : 0);

/** The Contribution object of API.md, field by field. */
export function presentContribution(row: ContributionView): Contribution {
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
    createdAt: seconds(row.createdAt),
    updatedAt: seconds(row.updatedAt),
  };
}

/** `lastUpdated` is whole seconds, exactly as PUT …/workspace compares `baseUpdatedAt`. */
export function presentWorkspace(row: WorkspaceRow): Workspace {
  return { mainContent: row.mainContent, lastUpdated: seconds(row.workspaceUpdatedAt) };
}
