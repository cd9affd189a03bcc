import type { QueryClient } from '@tanstack/react-query';

/**
 * A project's room tells every screen a count exactly (a contribution's votes, the project's
 * likes), in the order the changes were made — but the answer to this screen's own request can
 * arrive after a later change of someone else's, and putting its count back would undo that one.
 * So each change of the caller's own that the room tells of is noted here, and the request that
 * made it leaves the count to the room once the room has told it.
 */
const heard = new WeakMap<QueryClient, Map<string, number>>();
let clock = 0;

/** Taken before a request goes out: what the room has told of the caller's own changes until now. */
export function ownChangesMark(): number {
  return clock;
}

/** The room told of one of the caller's own changes to `thing` (e.g. `vote:c1`, `like:p1`). */
export function noteOwnChangeHeard(client: QueryClient, thing: string): void {
  let things = heard.get(client);
  if (!things) {
    things = new Map();
    heard.set(client, things);
  }
  things.set(thing, ++clock);
}

/** Whether the room told of a change of the caller's own to `thing` after `mark`: its count is newer than any answer. */
export function ownChangeHeardSince(client: QueryClient, thing: string, mark: number): boolean {
  return (heard.get(client)?.get(thing) ?? 0) > mark;
}
