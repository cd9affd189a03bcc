import { registerSessionReset } from '@/lib/session-reset';
import { storage } from '@/lib/storage';
import { JOINED_PROJECTS_KEY } from './projects-messages';

/**
 * The ids of the projects this browser's user joined (SPEC.md §3 "Browser storage", §4
 * "Project"), kept without expiry until they leave. The server's membership is the truth;
 * this list is what SPEC.md's client keeps beside it.
 */
export function readJoinedProjects(): string[] {
  const ids = storage.get<unknown>(JOINED_PROJECTS_KEY);
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

function write(ids: string[]) {
  storage.set(JOINED_PROJECTS_KEY, ids, { ttlMs: null });
}

export function addJoinedProject(id: string): void {
  const ids = readJoinedProjects();
  if (!ids.includes(id)) write([...ids, id]);
}

export function removeJoinedProject(id: string): void {
  const ids = readJoinedProjects();
  if (ids.includes(id)) write(ids.filter((other) => other !== id));
}

// One user's memberships must not outlive their session.
registerSessionReset(() => storage.remove(JOINED_PROJECTS_KEY));
