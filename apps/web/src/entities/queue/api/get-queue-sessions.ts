import { type QueueSession, QueueSessionsAnswer } from '@create-together/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ClientProject, mapServerProject } from '@/entities/projects';
import { apiRequest } from '@/lib/api';
import { queueKeys } from '../queue-keys';

/** A session the queue formed, as the page shows it: ISO times and the client view of its project. */
export interface ClientQueueSession extends Omit<QueueSession, 'matchedAt' | 'endsAt' | 'project'> {
  matchedAt: string;
  endsAt: string;
  project: ClientProject;
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

export function mapQueueSession(session: QueueSession): ClientQueueSession {
  return {
    ...session,
    matchedAt: iso(session.matchedAt),
    endsAt: iso(session.endsAt),
    project: mapServerProject(session.project),
  };
}

/** GET /api/queue/sessions ("Collaborations"): your sessions, newest first. */
export async function fetchQueueSessions(signal?: AbortSignal): Promise<ClientQueueSession[]> {
  const answer = await apiRequest('/api/queue/sessions', { schema: QueueSessionsAnswer, signal });
  return answer.sessions.map(mapQueueSession);
}

export const queueSessionsQueryOptions = () =>
  queryOptions({ queryKey: queueKeys.sessions(), queryFn: ({ signal }) => fetchQueueSessions(signal) });

export const useQueueSessions = () => useQuery(queueSessionsQueryOptions());
