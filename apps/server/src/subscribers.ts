import type { EventHub } from './events/event-hub';
import { callsSubscribers } from './modules/calls/subscribers';
import { collectivesSubscribers } from './modules/collectives/subscribers';
import { documentsSubscribers } from './modules/documents/subscribers';
import { friendsSubscribers } from './modules/friends/subscribers';
import { messagesSubscribers } from './modules/messages/subscribers';
import { notificationsSubscribers } from './modules/notifications/subscribers';
import { projectRoomSubscribers } from './modules/projects/room-subscribers';
import type { ProjectsService } from './modules/projects/service';
import { projectsSubscribers } from './modules/projects/subscribers';
import { tracksSubscribers } from './modules/tracks/subscribers';
import type { SessionsService } from './modules/users/sessions';
import { usersSubscribers } from './modules/users/subscribers';

/**
 * Every module's reactions to domain events (events/domain-events.ts), registered once when the app
 * is built. A module's `subscribers.ts` says how it reacts; this is only where they are all named.
 */
export function subscribeAll(
  events: EventHub,
  { projects, sessions }: { projects: ProjectsService; sessions: SessionsService },
): void {
  callsSubscribers(events);
  collectivesSubscribers(events);
  documentsSubscribers(events);
  friendsSubscribers(events);
  messagesSubscribers(events);
  notificationsSubscribers(events);
  projectsSubscribers(events, projects);
  projectRoomSubscribers(events);
  tracksSubscribers(events);
  usersSubscribers(events, sessions);
}
