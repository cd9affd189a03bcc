import { useProjectLive } from '@/entities/contributions';

/**
 * Keeps the workspace live while it is open: every change of the project reaches what it shows.
 * Its code comes after the workspace's (loaded lazily): nothing waits for it to paint.
 */
export function WorkspaceLive({ projectId, meId }: { projectId: string; meId: string | null }) {
  useProjectLive(projectId, meId);
  return null;
}
