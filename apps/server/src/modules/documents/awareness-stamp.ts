import { hash } from '@create-together/contract/art';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { z } from 'zod';
import { DOC_AWARENESS_CLIENTS_MAX, DOC_AWARENESS_MAX_BYTES, DOC_TEXT_NAME } from './constants';

/** Who a cursor belongs to, as the server knows it from the socket's session: never as a client says. */
export interface CursorUser {
  userId: string;
  name: string;
  avatarUrl: string | null;
  color: string;
  colorLight: string;
}

const YjsId = z.object({
  client: z.number().int().nonnegative(),
  clock: z.number().int().nonnegative(),
});

/**
 * A position in the text as `Y.relativePositionToJSON` writes it, or as a `Y.RelativePosition`
 * serializes (y-codemirror.next puts those in the state: absent parts are null). A root name other
 * than the text's is refused: a screen resolving it would call `doc.get(name)` and so create that
 * root type. One naming nothing at all is refused too: resolving it throws on every screen that
 * receives it.
 */
const RelativePosition = z
  .object({
    type: YjsId.nullish(),
    tname: z.literal(DOC_TEXT_NAME).nullish(),
    item: YjsId.nullish(),
    assoc: z.number().int(),
  })
  .refine((position) => position.item != null || position.tname != null || position.type != null);

/** The selection the editor binding writes: where it starts and where the caret is. */
const Cursor = z.object({ anchor: RelativePosition, head: RelativePosition });
export type Cursor = z.infer<typeof Cursor>;

/** What a stamped state holds; everything else a client put in its state is dropped. */
export interface StampedState {
  user: CursorUser;
  cursor: Cursor | null;
}

export type AwarenessStamp =
  | {
      ok: true;
      /** The update to apply and relay: only the entries kept, each state rewritten. */
      update: Uint8Array;
      /** The client ids in `update`. */
      clients: number[];
      /** Client ids this connection spoke for first, now its own: the caller records them in `owners`. */
      claimed: number[];
    }
  | { ok: false; reason: 'too_large' | 'invalid' | 'nothing_kept' };

interface Entry {
  clientID: number;
  clock: number;
  state: unknown;
}

/** The entries of a y-protocols awareness update, or null when it is not one (trailing bytes included). */
function decodeEntries(update: Uint8Array): Entry[] | null {
  try {
    const decoder = decoding.createDecoder(update);
    const count = decoding.readVarUint(decoder);
    if (count > DOC_AWARENESS_CLIENTS_MAX) return null;
    const entries: Entry[] = [];
    for (let i = 0; i < count; i++) {
      const clientID = decoding.readVarUint(decoder);
      const clock = decoding.readVarUint(decoder);
      const state: unknown = JSON.parse(decoding.readVarString(decoder));
      entries.push({ clientID, clock, state });
    }
    return decoding.hasContent(decoder) ? null : entries;
  } catch {
    return null;
  }
}

/** The same layout as y-protocols' `encodeAwarenessUpdate`, so `applyAwarenessUpdate` reads it. */
function encodeEntries(entries: Entry[]): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, entries.length);
  for (const entry of entries) {
    encoding.writeVarUint(encoder, entry.clientID);
    encoding.writeVarUint(encoder, entry.clock);
    encoding.writeVarString(encoder, JSON.stringify(entry.state));
  }
  return encoding.toUint8Array(encoder);
}

/**
 * A client's awareness update, checked and rewritten so that what others receive says who the
 * sender really is. The client id inside an update proves nothing about the connection, so each
 * client id belongs to the connection that first spoke for it (`owners`, filled by the caller from
 * `claimed`; the caller also puts the server's own awareness client id there, owned by no socket):
 * entries for someone else's client id are dropped, and a connection claims at most
 * DOC_AWARENESS_CLIENTS_MAX of them. A state keeps only a well-formed `cursor`, and `user` is the
 * server's, so no client chooses the name or colour another screen shows (nor slips CSS into them).
 */
export function stampAwareness<Peer>(
  update: Uint8Array,
  peer: Peer,
  owners: ReadonlyMap<number, Peer>,
  user: CursorUser,
): AwarenessStamp {
  if (update.length > DOC_AWARENESS_MAX_BYTES) return { ok: false, reason: 'too_large' };
  const entries = decodeEntries(update);
  if (entries === null) return { ok: false, reason: 'invalid' };

  let owned = 0;
  for (const owner of owners.values()) if (owner === peer) owned++;
  const kept: Entry[] = [];
  const claimed: number[] = [];
  for (const { clientID, clock, state } of entries) {
    if (kept.some((entry) => entry.clientID === clientID)) continue; // said twice: the first counts
    const owner = owners.get(clientID);
    if (owner === undefined) {
      // Going away under a client id nobody here holds removes nothing of this connection's own.
      if (state === null || owned >= DOC_AWARENESS_CLIENTS_MAX) continue;
      owned++;
      claimed.push(clientID);
    } else if (owner !== peer) {
      continue;
    }
    if (state === null) {
      kept.push({ clientID, clock, state: null });
      continue;
    }
    if (typeof state !== 'object' || Array.isArray(state)) return { ok: false, reason: 'invalid' };
    const cursor = Cursor.safeParse((state as { cursor?: unknown }).cursor);
    const stamped: StampedState = { user, cursor: cursor.success ? cursor.data : null };
    kept.push({ clientID, clock, state: stamped });
  }
  if (kept.length === 0) return { ok: false, reason: 'nothing_kept' };
  return {
    ok: true,
    update: encodeEntries(kept),
    clients: kept.map((entry) => entry.clientID),
    claimed,
  };
}

/**
 * Ten colours, each readable as a caret and a name label on the dark surfaces of the workspace, and
 * different enough from one another to tell people apart.
 */
export const CURSOR_PALETTE = [
  '#f87171',
  '#fb923c',
  '#facc15',
  '#a3e635',
  '#34d399',
  '#22d3ee',
  '#60a5fa',
  '#a78bfa',
  '#f472b6',
  '#e2e8f0',
] as const;

/**
 * A person's cursor colour: the same on every screen and every visit, from their id. `colorLight`
 * (the selection behind the text) is the colour at 20 % opacity, as the editor binding's own default.
 */
export function cursorColour(userId: string): { color: string; colorLight: string } {
  const color = CURSOR_PALETTE[hash(userId) % CURSOR_PALETTE.length] as string;
  return { color, colorLight: `${color}33` };
}

/** The `user` of every cursor state of a connection, from its session. */
export function cursorUser(session: {
  userId: string;
  username: string;
  avatarUrl: string | null;
}): CursorUser {
  return {
    userId: session.userId,
    name: session.username,
    avatarUrl: session.avatarUrl,
    ...cursorColour(session.userId),
  };
}
