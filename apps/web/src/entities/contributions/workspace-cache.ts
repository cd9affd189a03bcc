import type { Workspace } from '@create-together/contract';
import type { QueryClient } from '@tanstack/react-query';
import { type ClientProject, projectKeys } from '@/entities/projects';
import { contributionKeys } from './contribution-keys';
import type { ClientContribution } from './contribution-model';

/** Puts a workspace the server answered with into the project's detail cache (no refetch needed). */
export function patchWorkspace(queryClient: QueryClient, projectId: string, workspace: Workspace) {
  queryClient.setQueryData<ClientProject>(projectKeys.detail(projectId), (project) =>
    project
      ? {
          ...project,
          workspace: {
            mainContent: workspace.mainContent,
            lastUpdated: new Date(workspace.lastUpdated * 1000).toISOString(),
            version: workspace.lastUpdated,
          },
        }
      : project,
  );
  // Lists show "recently updated" order: mark them stale, they refetch when next shown.
  void queryClient.invalidateQueries({ queryKey: projectKeys.lists(), refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: projectKeys.mine(), refetchType: 'none' });
}

/** Changes one contribution in the project's contributions cache. */
export function patchContribution(
  queryClient: QueryClient,
  projectId: string,
  contributionId: string,
  patch: (contribution: ClientContribution) => ClientContribution,
) {
  queryClient.setQueryData<ClientContribution[]>(contributionKeys.ofProject(projectId), (list) =>
    list?.map((c) => (c.id === contributionId ? patch(c) : c)),
  );
}
