import { useQuery } from '@tanstack/react-query';
import type { MentionablePerson } from '@/components/review/mention-field';
import { projectQueryOptions } from '@/entities/projects';

/** Who a comment in the project may mention: its members (the server refuses anyone else). */
export function useProjectPeople(projectId: string): MentionablePerson[] {
  const project = useQuery(projectQueryOptions(projectId)).data;
  return (project?.contributors ?? []).map((member) => ({
    username: member.username,
    name: member.name,
    avatarUrl: member.avatar,
  }));
}
