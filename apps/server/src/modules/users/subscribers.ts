import type { EventHub } from '../../events/event-hub';
import type { SessionsService } from './sessions';

/** What every process's memory of sessions does when a user's sessions or profile change. */
export function usersSubscribers(events: EventHub, sessions: SessionsService): void {
  // The process that ended them has forgotten them already; doing it again changes nothing.
  events.onEveryProcess('SessionEnded', (ended) => sessions.forgetEnded(ended));
  // The process that made the change holds the new profile; the others read it again.
  events.onEveryProcess('UserUpdated', ({ userId }, { here }) => {
    if (!here) sessions.forgetUser(userId);
  });
}
