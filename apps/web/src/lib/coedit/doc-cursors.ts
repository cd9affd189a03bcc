import { type Awareness, removeAwarenessStates } from 'y-protocols/awareness';
import { AWARENESS_SEND_MS } from './doc-provider-types';

/**
 * This tab's cursor on its way to the others: sent at once, then at most every AWARENESS_SEND_MS
 * while it moves, each time as it is then (the positions in between are of use to nobody).
 */
export class CursorThrottle {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private sentAt = Number.NEGATIVE_INFINITY;

  /** `send` answers whether the cursor went (only an editor's, with the document open, does). */
  constructor(private readonly send: () => boolean) {}

  /** The cursor moved: sent now, or once AWARENESS_SEND_MS have passed since it last went. */
  moved(): void {
    if (this.timer !== null) return;
    const wait = this.sentAt + AWARENESS_SEND_MS - Date.now();
    if (wait <= 0) {
      this.now();
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = null;
      this.now();
    }, wait);
  }

  /** Sent now, whenever it last went: the document opened, or this tab is leaving it. */
  now(): void {
    this.cancel();
    if (this.send()) this.sentAt = Date.now();
  }

  cancel(): void {
    if (this.timer === null) return;
    clearTimeout(this.timer);
    this.timer = null;
  }
}

/** Everyone's cursor but this tab's: none can be trusted to be where it was once the connection went. */
export function dropOthersCursors(awareness: Awareness): void {
  const others = [...awareness.getStates().keys()].filter((id) => id !== awareness.clientID);
  removeAwarenessStates(awareness, others, 'offline');
}

/** The cursors of these people, by the `user.userId` the server stamped on each. */
export function dropCursorsOf(awareness: Awareness, userIds: ReadonlySet<string>): void {
  const theirs = [...awareness.getStates()]
    .filter(([id, state]) => id !== awareness.clientID && userIds.has(state.user?.userId))
    .map(([id]) => id);
  removeAwarenessStates(awareness, theirs, 'left');
}
