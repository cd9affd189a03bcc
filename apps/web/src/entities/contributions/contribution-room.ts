import type { RoomChange } from '@create-together/contract';
import type { QueryClient } from '@tanstack/react-query';
import { noteOwnChangeHeard, readAgain } from '@/entities/projects';
import { contributionKeys } from './contribution-keys';
import type { ClientContribution } from './contribution-model';
import { patchContribution } from './workspace-cache';

/** Reads the project's contributions again after its room let this tab in: changes made while out were not heard. */
export function refreshContributions(client: QueryClient, projectId: string): void {
  readAgain(client, contributionKeys.ofProject(projectId));
}

/**
 * What a change heard in the project's room does to its contributions. A vote comes with the
 * contribution's count exactly, and the voter's own vote: put in place, never added to what is
 * shown (which may already count it). Anything else is read again.
 */
export function applyContributionChange(
  client: QueryClient,
  projectId: string,
  change: RoomChange,
  meId: string | null,
): void {
  const key = contributionKeys.ofProject(projectId);
  switch (change.type) {
    case 'contribution_voted': {
      const mine = change.userId === meId;
      if (mine) noteOwnChangeHeard(client, `vote:${change.contributionId}`);
      patchContribution(client, projectId, change.contributionId, (contribution) => ({
        ...contribution,
        votes: change.votes,
        voters: change.voters,
        review: change.review,
        ...(mine ? { myVote: change.myVote, hasVoted: change.myVote !== 0, myVoteStale: false } : {}),
      }));
      // An answer on its way may have been read before this vote: it would put the old count back.
      if (client.isFetching({ queryKey: key, exact: true }) > 0) readAgain(client, key);
      break;
    }
    case 'contribution_proposed': {
      // This screen's own proposal is in the list already (its answer put it there).
      const listed = client
        .getQueryData<ClientContribution[]>(key)
        ?.some((contribution) => contribution.id === change.contributionId);
      if (!listed) void client.invalidateQueries({ queryKey: key, exact: true });
      break;
    }
    case 'contribution_revised':
      // Its text or takes changed and its votes went stale: read it again (everyone's view of their own vote differs).
      void client.invalidateQueries({ queryKey: key, exact: true });
      break;
    case 'thread_changed':
    case 'project_updated':
      // Open threads and the project's rules decide what a merge still needs.
      void client.invalidateQueries({ queryKey: key, exact: true });
      break;
    case 'contribution_merged':
      void client.invalidateQueries({ queryKey: key, exact: true });
      // The author's profile lists their merged contributions, and the project its credits.
      void client.invalidateQueries({ queryKey: contributionKeys.mergedLists() });
      void client.invalidateQueries({ queryKey: contributionKeys.creditsOf(projectId) });
      break;
    case 'song_changed': {
      // Open proposals with takes say whether the song moved on since, and how: read them again
      // when there are any. (A merge's song comes with `contribution_merged`, which reads them already.)
      const withTakes = client
        .getQueryData<ClientContribution[]>(key)
        ?.some((contribution) => contribution.status === 'open' && contribution.takes.length > 0);
      if (change.change === 'restore' || (withTakes && change.change !== 'merge'))
        void client.invalidateQueries({ queryKey: key, exact: true });
      break;
    }
    default:
      break;
  }
}
