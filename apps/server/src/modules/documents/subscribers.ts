import type { EventHub } from '../../events/event-hub';

/** What the documents' changes make the project's room hear: a new version, for open history panels. */
export function documentsSubscribers(events: EventHub): void {
  events.onCommitted('VersionCreated', ({ projectId, versionId, number, cause, userId }, { toRoom }) =>
    toRoom(projectId, {
      type: 'room_change',
      projectId,
      change: { type: 'version_created', userId, versionId, number, cause },
      at: Date.now(),
    }),
  );
}
