import { useQueryClient } from '@tanstack/react-query';
import { reloadProjectPosts } from '@/entities/posts';
import { applyProjectChange, projectClosed, refreshProject } from '@/entities/projects';
import { applyReviewChange, refreshThreads } from '@/entities/review';
import { applySongChange, refreshSong } from '@/entities/songs';
import { useProjectRoom, useRealtimeEvent } from '@/hooks/realtime';
import { applyContributionChange, refreshContributions } from './contribution-room';

/** The server names a project's room by its id in lower case. */
const isRoomOf = (projectId: string | null, room: string): projectId is string =>
  projectId !== null && projectId.toLowerCase() === room.toLowerCase();

/**
 * Keeps what a screen shows of a project live while it is open (its page, its workspace): in the
 * project's room, every change heard there reaches the caches that show it — a vote's count and
 * a fader's values exactly, the rest read again — and each time the room lets this tab in (the
 * first time and after every reconnect) what is shown is read again (the song too), since changes
 * made while out were not heard.
 * A room that closes (the project became private to this user, or was deleted) reads the project
 * again, and its page says it is not found. Signed out (no connection), it does nothing.
 *
 * Returns the room: whether this tab is in it, and who is here now (this user too).
 */
export function useProjectLive(projectId: string | null, meId: string | null) {
  const client = useQueryClient();

  const room = useProjectRoom(projectId, () => {
    if (!projectId) return;
    refreshProject(client, projectId);
    refreshContributions(client, projectId);
    refreshSong(client, projectId);
    refreshThreads(client, projectId);
    reloadProjectPosts(client, projectId, { onlyLoaded: true });
  });

  useRealtimeEvent('room_change', ({ projectId: room, change }) => {
    if (!isRoomOf(projectId, room)) return;
    applyProjectChange(client, projectId, change, meId);
    applyContributionChange(client, projectId, change, meId);
    applySongChange(client, projectId, change);
    applyReviewChange(client, projectId, change);
    if (change.type === 'posts_changed') reloadProjectPosts(client, projectId, { postId: change.postId });
  });

  useRealtimeEvent('room_closed', ({ projectId: room }) => {
    if (isRoomOf(projectId, room)) projectClosed(client, projectId);
  });

  return room;
}
