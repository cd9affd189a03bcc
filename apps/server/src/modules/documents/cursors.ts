import {
  type Awareness,
  applyAwarenessUpdate,
  encodeAwarenessUpdate,
  removeAwarenessStates,
} from 'y-protocols/awareness';
import { type CursorUser, stampAwareness } from './awareness-stamp';

/** The owner of cursors that a screen on another process speaks for. */
export const ELSEWHERE = Symbol('elsewhere');
/** The origin of cursor states heard from another process: relayed here, never published again. */
const FROM_BUS = Symbol('bus');

/** Where a document's cursor changes go. */
export interface CursorsOut {
  /** To every screen with the document open on this process. */
  toScreens(update: Uint8Array): void;
  /** To the other processes (changes said here: by a screen here, or its leaving). */
  toProcesses(update: Uint8Array): void;
}

/** How long cursor changes are gathered before they go out together. */
export const CURSORS_COALESCE_MS = 50;

/**
 * The cursors in one document (co-editing.md §1.5): y-protocols' awareness states, each stamped
 * with the identity the server knows, each spoken for only by the screen that first did (on this
 * process, or ELSEWHERE), gathered for 50 ms and sent on together. The server's `Awareness` gives
 * the clock order and the 30-second timeout of a state nobody renews (a process killed with -9
 * cannot say its screens left).
 */
export class Cursors<Peer> {
  readonly #owners = new Map<number, Peer | typeof ELSEWHERE>();
  readonly #forScreens = new Set<number>();
  readonly #forProcesses = new Set<number>();
  #timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly awareness: Awareness,
    private readonly out: CursorsOut,
    private readonly coalesceMs = CURSORS_COALESCE_MS,
  ) {
    awareness.on('update', this.#changed);
  }

  /** A screen's own cursor, stamped; false when nothing of it was kept. */
  fromScreen(peer: Peer, user: CursorUser, update: Uint8Array): boolean {
    const stamped = stampAwareness<Peer | typeof ELSEWHERE>(update, peer, this.#owners, user);
    if (!stamped.ok) return false;
    for (const client of stamped.claimed) this.#owners.set(client, peer);
    applyAwarenessUpdate(this.awareness, stamped.update, peer);
    return true;
  }

  /** Cursor changes another process stamped and published: applied and told to the screens here. */
  fromProcess(update: Uint8Array): void {
    applyAwarenessUpdate(this.awareness, update, FROM_BUS);
  }

  /** The screen left the document (closed it, lost its socket, or may no longer see it): its cursors go. */
  leave(peer: Peer): void {
    const clients = [...this.#owners].filter(([, owner]) => owner === peer).map(([client]) => client);
    for (const client of clients) this.#owners.delete(client);
    if (clients.length > 0) removeAwarenessStates(this.awareness, clients, peer);
  }

  /** Every cursor now, for a screen that just opened the document; null when there is none. */
  current(): Uint8Array | null {
    const clients = [...this.awareness.states.keys()];
    return clients.length > 0 ? encodeAwarenessUpdate(this.awareness, clients) : null;
  }

  destroy(): void {
    this.awareness.off('update', this.#changed);
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }

  readonly #changed = (
    { added, updated, removed }: { added: number[]; updated: number[]; removed: number[] },
    origin: unknown,
  ) => {
    // Said here (a screen, or a screen leaving) goes to the other processes too; heard from them, or
    // timed out (each process times out states by itself), only to the screens here.
    const said = origin !== FROM_BUS && origin !== 'timeout';
    for (const client of [...added, ...updated]) {
      // A screen elsewhere speaks for it: no screen here may.
      if (origin === FROM_BUS && !this.#owners.has(client)) this.#owners.set(client, ELSEWHERE);
    }
    for (const client of removed) if (this.#owners.get(client) === ELSEWHERE) this.#owners.delete(client);
    for (const client of [...added, ...updated, ...removed]) {
      this.#forScreens.add(client);
      if (said) this.#forProcesses.add(client);
    }
    if (!this.#timer) {
      this.#timer = setTimeout(this.#flush, this.coalesceMs);
      this.#timer.unref();
    }
  };

  readonly #flush = () => {
    this.#timer = null;
    if (this.#forScreens.size > 0)
      this.out.toScreens(encodeAwarenessUpdate(this.awareness, [...this.#forScreens]));
    if (this.#forProcesses.size > 0) {
      this.out.toProcesses(encodeAwarenessUpdate(this.awareness, [...this.#forProcesses]));
    }
    this.#forScreens.clear();
    this.#forProcesses.clear();
  };
}
