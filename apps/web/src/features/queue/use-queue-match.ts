import { teamName } from '@create-together/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { projectKeys } from '@/entities/projects';
import {
  type ClientQueueSession,
  type QueueStatus,
  queueKeys,
  queueSessionsQueryOptions,
} from '@/entities/queue';
import { useRealtimeEvent, useRealtimeResumed } from '@/hooks/realtime';

/** A session that formed while this page was open: its project, and the line that says so. */
export interface QueueMatch {
  projectId: string;
  title: string;
  /** Known at once when your own entry completed the team; otherwise read from Collaborations. */
  session: ClientQueueSession | null;
}

/** The server's own words for a `queue_matched` notification, for a match the POST answered with. */
export const readyTitle = (teamSize: number) => `Your ${teamName(teamSize)} session is ready`;

/** The project id of a `/workspace/{id}` link, as `queue_matched` notifications carry it. */
export function workspaceProjectId(link: string | null): string | null {
  const found = link?.match(/^\/workspace\/([^/?#]+)$/);
  return found?.[1] ? decodeURIComponent(found[1]) : null;
}

/**
 * Listens for the live `queue_matched` notification every member of a new team gets, and holds
 * the match until it is dismissed. It lives with the page, not the panel, so a match that lands
 * while another category is shown is still waiting in "All".
 */
export function useQueueMatch() {
  const queryClient = useQueryClient();
  const [match, setMatch] = useState<QueueMatch | null>(null);
  const refresh = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });

  useRealtimeEvent('new_notification', ({ notification }) => {
    // Any notification may come with a change of the queue; asking costs one small request.
    refresh(queueKeys.status());
    const projectId = notification.type === 'queue_matched' ? workspaceProjectId(notification.link) : null;
    if (!projectId) return;
    setMatch((current) =>
      current?.projectId === projectId ? current : { projectId, title: notification.title, session: null },
    );
    refresh(queueKeys.sessions());
    refresh(projectKeys.mine());
  });

  // A match while the connection was down came with no frame: the lists show it at least.
  useRealtimeResumed(() => refresh(queueKeys.all));

  return {
    match,
    /** Your own entry completed a team (the POST answered with it). */
    matched: (session: ClientQueueSession) =>
      setMatch({ projectId: session.project.id, title: readyTitle(session.teamSize), session }),
    dismiss: () => setMatch(null),
  };
}

export type QueueMatchState = ReturnType<typeof useQueueMatch>;

/**
 * The waiting entry this page saw stopped waiting without this page leaving: a team took it. The
 * live notification says so too, but not to someone who turned queue notifications off, nor
 * across a dropped connection — so the newest session from since the entry was made is shown.
 * Call `left()` right before leaving on purpose.
 */
export function useMatchWhenEntryEnds(
  entry: QueueStatus['entry'],
  onMatch: (session: ClientQueueSession) => void,
  /** A match is already shown (its notification came): nothing to look up. */
  known: boolean,
) {
  const queryClient = useQueryClient();
  const waiting = useRef<QueueStatus['entry']>(null);
  const leaving = useRef(false);
  const onMatchRef = useRef(onMatch);
  onMatchRef.current = onMatch;
  const knownRef = useRef(known);
  knownRef.current = known;

  useEffect(() => {
    const previous = waiting.current;
    waiting.current = entry;
    if (entry || !previous) return;
    if (leaving.current || knownRef.current) {
      leaving.current = false;
      return;
    }
    const since = previous.createdAt * 1000;
    void queryClient
      .fetchQuery({ ...queueSessionsQueryOptions(), staleTime: 0 })
      .then((sessions) => {
        const session = sessions.find((s) => new Date(s.matchedAt).getTime() >= since - 1000);
        if (session) onMatchRef.current(session);
      })
      .catch(() => undefined);
  }, [entry, queryClient]);

  return {
    left: () => {
      leaving.current = true;
    },
  };
}
