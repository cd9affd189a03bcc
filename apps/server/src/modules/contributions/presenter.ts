import {
  CONTRIBUTION_EXCERPT_MAX,
  type Contribution,
  type MergedContribution,
  type Workspace,
} from '@create-together/contract';
import { presentAttachedMedia } from '../media/attachments';
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
    media: presentAttachedMedia(row.media, row.mediaSavedByMe),
    createdAt: seconds(row.createdAt),
    updatedAt: seconds(row.updatedAt),
  };
}

/** `lastUpdated` is whole seconds, exactly as PUT …/workspace compares `baseUpdatedAt`. */
export function presentWorkspace(row: WorkspaceRow): Workspace {
  return { mainContent: row.mainContent, lastUpdated: seconds(row.workspaceUpdatedAt) };
}

/**
 * The start of `text` in at most `max` characters: cut at the last space or line break when
 * there is one in the second half (so a word is not split), then "…".
 */
export function excerpt(text: string, max = CONTRIBUTION_EXCERPT_MAX): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const head = trimmed.slice(0, max - 1);
  const space = head.search(/\s\S*$/);
  const cut = space > max / 2 ? head.slice(0, space) : head;
  return `${cut.trimEnd()}…`;
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
    excerpt: excerpt(row.start),
    mergedAt: seconds(row.mergedAt),
    votes: row.votes,
  };
}
