import type { RoomChange } from '@create-together/contract';
import type { QueryClient } from '@tanstack/react-query';
import { noteOwnChangeHeard } from './own-changes';
import { projectKeys } from './project-keys';
import { patchProject } from './project-patches';
import { readAgain } from './read-again';

/** The project's own answers: its detail and its comments. */
const projectQueries = (projectId: string) => [
  projectKeys.detail(projectId),
  projectKeys.comments(projectId),
];

/**
 * Reads again what is shown of the project (its detail, its comments) after its room let this tab
 * in: changes made while the tab was out were not heard.
 */
export function refreshProject(client: QueryClient, projectId: string): void {
  for (const queryKey of projectQueries(projectId)) readAgain(client, queryKey);
}

/** The project is no longer open to this user (private, or deleted): its page reads it and says so. */
export function projectClosed(client: QueryClient, projectId: string): void {
  for (const queryKey of projectQueries(projectId)) void client.invalidateQueries({ queryKey, exact: true });
}

/** The project's detail answer is read again, and the lists that order by "recently updated" when next shown. */
function reloadDetail(client: QueryClient, projectId: string, listsToo: boolean) {
  void client.invalidateQueries({ queryKey: projectKeys.detail(projectId), exact: true });
  if (!listsToo) return;
  void client.invalidateQueries({ queryKey: projectKeys.lists(), refetchType: 'none' });
  void client.invalidateQueries({ queryKey: projectKeys.mine(), refetchType: 'none' });
}

/**
 * What a change heard in the project's room does to the project's own answers. A count the room
 * tells exactly is put in place; anything else is read again. `meId`: the signed-in user, whose
 * own like is theirs on this screen too.
 */
export function applyProjectChange(
  client: QueryClient,
  projectId: string,
  change: RoomChange,
  meId: string | null,
): void {
  switch (change.type) {
    case 'project_updated':
    case 'workspace_changed':
    case 'contribution_merged':
      reloadDetail(client, projectId, true);
      break;
    case 'member_joined':
    case 'member_left':
    // A member's role: the team list names it, and what they may do here follows it.
    case 'member_role_changed':
      reloadDetail(client, projectId, false);
      break;
    case 'project_liked': {
      const mine = change.userId === meId;
      if (mine) noteOwnChangeHeard(client, `like:${projectId}`);
      patchProject(client, projectId, (project) => ({
        ...project,
        likedByMe: mine ? change.liked : project.likedByMe,
        stats: { ...project.stats, likes: change.likes },
      }));
      // An answer on its way may have been read before this change: it would put the old count back.
      if (client.isFetching({ queryKey: projectKeys.detail(projectId), exact: true }) > 0)
        readAgain(client, projectKeys.detail(projectId));
      break;
    }
    case 'project_commented':
      // The count is read with the project: adding one here would count twice a comment this
      // screen sent, which it counted when the answer came.
      void client.invalidateQueries({ queryKey: projectKeys.comments(projectId), exact: true });
      reloadDetail(client, projectId, false);
      break;
    default:
      break;
  }
}
