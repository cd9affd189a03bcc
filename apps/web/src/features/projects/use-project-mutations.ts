import type { CreateProjectBody, ProjectComment, UpdateProjectBody } from '@create-together/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/toast/toast-store';
import {
  addComment,
  type ClientProject,
  commentsQueryOptions,
  createProject,
  joinProject,
  leaveProject,
  likeProject,
  myProjectsQueryOptions,
  PROJECT_LIST_CAP,
  projectKeys,
  projectQueryOptions,
  updateProject,
} from '@/entities/projects';
import { ApiError } from '@/lib/api';
import { addJoinedProject, removeJoinedProject } from './joined-projects';
import { ALREADY_MEMBER_MESSAGE, PROJECT_MESSAGES, PROJECT_UI_MESSAGES } from './projects-constants';

const detailKey = (id: string) => projectQueryOptions(id).queryKey;
const mineKey = () => myProjectsQueryOptions().queryKey;

/** Applies `patch` to the project wherever it is cached: its detail entry and the user's list. */
function patchProject(client: QueryClient, id: string, patch: (project: ClientProject) => ClientProject) {
  client.setQueryData(detailKey(id), (project) => (project ? patch(project) : project));
  client.setQueryData(mineKey(), (list) =>
    list?.map((project) => (project.id === id ? patch(project) : project)),
  );
}

/** What the caches held before an optimistic change, to put back on failure. */
function snapshot(client: QueryClient, id: string) {
  return { detail: client.getQueryData(detailKey(id)), mine: client.getQueryData(mineKey()) };
}

function restore(client: QueryClient, id: string, saved: ReturnType<typeof snapshot> | undefined) {
  if (!saved) return;
  client.setQueryData(detailKey(id), saved.detail);
  client.setQueryData(mineKey(), saved.mine);
}

/** A saved project: its detail entry is the answer; the user's list gets it first; lists refresh. */
function storeSaved(client: QueryClient, project: ClientProject) {
  client.setQueryData(detailKey(project.id), project);
  client.setQueryData(mineKey(), (list) =>
    list ? [project, ...list.filter((other) => other.id !== project.id)].slice(0, PROJECT_LIST_CAP) : list,
  );
  void client.invalidateQueries({ queryKey: projectKeys.lists() });
  void client.invalidateQueries({ queryKey: projectKeys.mine() });
}

/** The server's sentence for a failure, or the transport's ("Could not reach the server…"). */
export function failureDetail(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.serverMessage ?? (error.isNetworkError ? error.message : null);
}

export function useCreateProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateProjectBody) => createProject(input),
    onSuccess: (project) => storeSaved(client, project),
  });
}

export function useUpdateProject(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdateProjectBody) => updateProject(id, patch),
    onSuccess: (project) => storeSaved(client, project),
  });
}

/** Archive, reactivate or complete (PUT status); the caller says what a failure means. */
export function useSetProjectStatus(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: NonNullable<UpdateProjectBody['status']>) => updateProject(id, { status }),
    onSuccess: (project) => storeSaved(client, project),
  });
}

/**
 * The project as it will be once the caller's join or leave lands: their membership, and the two
 * controls they just used (Join, Leave) the other way round. The server's answer, refetched next,
 * brings every other policy; until then nothing else the caller may do is guessed.
 */
function withMembership(project: ClientProject, member: boolean): ClientProject {
  return {
    ...project,
    isContributor: member,
    role: member ? (project.role ?? 'contributor') : null,
    policies: { ...project.policies, canJoin: !member, canLeave: member },
  };
}

/** SPEC.md §4: joining sets isContributor, adds the id to the joined list, then refetches. */
export function useJoinProject(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await joinProject(id);
      } catch (error) {
        // SPEC.md §5: already a member counts as joined.
        const already =
          error instanceof ApiError &&
          (error.status === 409 || error.serverMessage === ALREADY_MEMBER_MESSAGE);
        if (!already) throw error;
      }
    },
    onSuccess: () => {
      addJoinedProject(id);
      patchProject(client, id, (project) => withMembership(project, true));
      void client.invalidateQueries({ queryKey: projectKeys.mine() });
      // Kept pending until the refetch lands, so the page never shows a half-joined state.
      return client.invalidateQueries({ queryKey: projectKeys.detail(id), exact: true });
    },
    onError: () => {
      toast.error(PROJECT_MESSAGES.joinFailed(id));
    },
  });
}

/** SPEC.md §4: leaving sets isContributor false at once and rolls back on failure. */
export function useLeaveProject(id: string, userId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => leaveProject(id),
    onMutate: async () => {
      await client.cancelQueries({ queryKey: projectKeys.detail(id), exact: true });
      const saved = snapshot(client, id);
      client.setQueryData(detailKey(id), (project) =>
        project
          ? {
              ...withMembership(project, false),
              contributors: project.contributors.filter((person) => person.id !== userId),
            }
          : project,
      );
      client.setQueryData(mineKey(), (list) => list?.filter((project) => project.id !== id));
      return saved;
    },
    onError: (_error, _variables, saved) => {
      restore(client, id, saved);
      toast.error(PROJECT_MESSAGES.leaveFailed(id));
    },
    onSuccess: () => {
      removeJoinedProject(id);
      // SPEC.md §7: then the project and the list are refetched.
      void client.invalidateQueries({ queryKey: projectKeys.detail(id), exact: true });
      void client.invalidateQueries({ queryKey: projectKeys.mine() });
    },
  });
}

/** An optimistic like toggle; one project's toggles run in order (scope), the last answer wins. */
export function useLikeProject(id: string) {
  const client = useQueryClient();
  return useMutation({
    scope: { id: `project-like-${id}` },
    mutationFn: (liked: boolean) => likeProject(id, liked),
    onMutate: async (liked) => {
      await client.cancelQueries({ queryKey: projectKeys.detail(id), exact: true });
      const saved = snapshot(client, id);
      patchProject(client, id, (project) => ({
        ...project,
        likedByMe: liked,
        stats: { ...project.stats, likes: Math.max(0, project.stats.likes + (liked ? 1 : -1)) },
      }));
      return saved;
    },
    onError: (_error, _liked, saved) => {
      restore(client, id, saved);
      toast.error(PROJECT_UI_MESSAGES.likeFailed);
    },
    onSuccess: (answer, liked) => {
      patchProject(client, id, (project) => ({
        ...project,
        likedByMe: liked,
        stats: { ...project.stats, likes: answer.likes },
      }));
    },
  });
}

export function useAddComment(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => addComment(id, content),
    onSuccess: (comment: ProjectComment) => {
      client.setQueryData(commentsQueryOptions(id).queryKey, (list) => [
        comment,
        ...(list ?? []).filter((other) => other.commentId !== comment.commentId),
      ]);
      patchProject(client, id, (project) => ({
        ...project,
        stats: { ...project.stats, comments: project.stats.comments + 1 },
      }));
    },
  });
}
