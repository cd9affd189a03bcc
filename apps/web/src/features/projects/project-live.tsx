import { useProjectLive } from '@/entities/contributions';

/**
 * Keeps a signed-in screen of the project live while it is open. Its code comes after the page's
 * (the page loads it lazily): a visitor, who has no live connection, never loads it.
 */
export function ProjectLive({ projectId, meId }: { projectId: string; meId: string }) {
  useProjectLive(projectId, meId);
  return null;
}
