import type { EventHub } from '../../events/event-hub';

/** Every screen of a collective's members hears that its members or projects changed, and reads it again. */
export function collectivesSubscribers(events: EventHub): void {
  events.onCommitted('CollectiveChanged', ({ collectiveId, userId, memberIds }, { deliver }) =>
    deliver(memberIds, { type: 'collective_changed', collectiveId, userId }),
  );
}
