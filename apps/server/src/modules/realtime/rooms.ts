import type { RoomActivity, ServerFrame } from '@create-together/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Bus } from '../../events/bus';
import { isUuid } from '../../lib/ids';
import { PROJECT_NOT_FOUND, type ProjectAccess } from '../../policies/projects';
import { type AuthedSocket, type ClientSocket, sendSerialized } from './client-socket';
import type { RoomRoster, RosterEntry } from './room-roster';

/** A screen in a room: what it is doing there. */
type Screens = Map<AuthedSocket, RoomActivity | null>;

/**
 * This process's screens in project rooms: by room, each with its activity, and when each person
 * first came in (the list's order).
 */
export class LocalRooms {
  private readonly byRoom = new Map<string, Screens>();
  private readonly arrivals = new Map<string, Map<string, number>>();

  add(projectId: string, socket: AuthedSocket): boolean {
    let screens = this.byRoom.get(projectId);
    if (!screens) {
      screens = new Map();
      this.byRoom.set(projectId, screens);
    }
    if (screens.has(socket)) return false;
    screens.set(socket, null);
    let arrivals = this.arrivals.get(projectId);
    if (!arrivals) {
      arrivals = new Map();
      this.arrivals.set(projectId, arrivals);
    }
    if (!arrivals.has(socket.userId)) arrivals.set(socket.userId, Date.now());
    return true;
  }

  remove(projectId: string, socket: AuthedSocket): boolean {
    const screens = this.byRoom.get(projectId);
    if (!screens?.delete(socket)) return false;
    if (![...screens.keys()].some((other) => other.userId === socket.userId)) {
      this.arrivals.get(projectId)?.delete(socket.userId);
    }
    if (screens.size === 0) {
      this.byRoom.delete(projectId);
      this.arrivals.delete(projectId);
    }
    return true;
  }

  /** Sets what the screen is doing in the room; false when it is not in it, or nothing changed. */
  setActivity(projectId: string, socket: AuthedSocket, activity: RoomActivity | null): boolean {
    const screens = this.byRoom.get(projectId);
    if (!screens?.has(socket) || screens.get(socket) === activity) return false;
    screens.set(socket, activity);
    return true;
  }

  /** Whether any screen here is in the room. */
  holds(projectId: string): boolean {
    return this.byRoom.has(projectId);
  }

  screens(projectId: string): Iterable<AuthedSocket> {
    return this.byRoom.get(projectId)?.keys() ?? [];
  }

  rooms(): Iterable<string> {
    return this.byRoom.keys();
  }

  /** How many rooms have a screen here. */
  get size(): number {
    return this.byRoom.size;
  }

  /** This process's part of the room's roster: a line per screen (the roster merges a person's). */
  part(projectId: string): RosterEntry[] {
    const screens = this.byRoom.get(projectId);
    const arrivals = this.arrivals.get(projectId);
    if (!screens || !arrivals) return [];
    return [...screens].map(([socket, activity]) => ({
      userId: socket.userId,
      username: socket.username,
      avatarUrl: socket.avatarUrl,
      activity,
      since: arrivals.get(socket.userId) ?? Date.now(),
    }));
  }

  /** Sends one serialized frame to every screen in the room held here. */
  deliver(projectId: string, data: Buffer): void {
    for (const socket of this.screens(projectId)) sendSerialized(socket, data);
  }
}

export interface ProjectRoomsDeps {
  access: Pick<ProjectAccess, 'find'>;
  bus: Bus;
  local: LocalRooms;
  roster: RoomRoster;
  send(socket: ClientSocket, frame: ServerFrame): void;
  isOpen(socket: ClientSocket): boolean;
  log: FastifyBaseLogger;
}

/**
 * Project rooms (realtime/README.md "Project rooms"): a screen that shows a project joins its room
 * when the policy layer lets its user see the project, hears every change of it (`room_change`,
 * sent by the modules' subscribers through the bus) and who is here (`room_presence`). A screen
 * whose user can no longer see the project is put out (`room_closed`).
 */
export function projectRooms({ access, bus, local, roster, send, isOpen, log }: ProjectRoomsDeps) {
  /** The roster each room's screens here were last told, so an unchanged one is not told again. */
  const told = new Map<string, string>();

  /** Records this process's part of the room and lets every process tell its screens there. */
  async function presenceChanged(projectId: string): Promise<void> {
    await roster.changed(projectId);
    await bus.publish({ kind: 'room_presence', projectId });
  }

  /** Tells this process's screens in the room who is here, when that changed since they were last told. */
  async function tellPresence(projectId: string): Promise<void> {
    if (!local.holds(projectId)) {
      told.delete(projectId);
      return;
    }
    const here = await roster.list(projectId);
    const json = JSON.stringify({ type: 'room_presence', projectId, here } satisfies ServerFrame);
    if (told.get(projectId) === json) return;
    told.set(projectId, json);
    local.deliver(projectId, Buffer.from(json));
  }

  async function join(socket: AuthedSocket, projectId: string): Promise<void> {
    const id = projectId.toLowerCase();
    const visible = isUuid(id) ? await access.find(id, socket.userId) : null;
    if (!visible) return send(socket, { type: 'room_refused', projectId, message: PROJECT_NOT_FOUND });
    if (!isOpen(socket)) return; // closed meanwhile: its cleanup has run, so add nothing
    if (local.add(id, socket)) {
      socket.rooms ??= new Set();
      socket.rooms.add(id);
      await roster.changed(id);
    }
    send(socket, { type: 'room_joined', projectId: id, here: await roster.list(id) });
    await bus.publish({ kind: 'room_presence', projectId: id });
  }

  async function leave(socket: AuthedSocket, projectId: string): Promise<void> {
    const id = projectId.toLowerCase();
    socket.rooms?.delete(id);
    if (local.remove(id, socket)) await presenceChanged(id);
  }

  return {
    join,
    leave,

    async activity(socket: AuthedSocket, projectId: string, activity: RoomActivity | null): Promise<void> {
      const id = projectId.toLowerCase();
      if (local.setActivity(id, socket, activity)) await presenceChanged(id);
    },

    /** The socket is gone: out of every room it was in. */
    closed(socket: AuthedSocket): void {
      for (const id of socket.rooms ?? []) {
        if (local.remove(id, socket))
          presenceChanged(id).catch((err) => log.warn({ err }, 'Could not update a room'));
      }
      socket.rooms = null;
    },

    /** A frame for the room, from the bus: to every screen here in it. */
    deliver(projectId: string, frame: ServerFrame): void {
      local.deliver(projectId, Buffer.from(JSON.stringify(frame)));
    },

    tellPresence,

    /**
     * Who may see the project may have changed (it became private, a member left, an account went):
     * every screen here whose user no longer may is put out of the room.
     */
    async recheck(projectId: string): Promise<void> {
      const screens = [...local.screens(projectId)];
      const allowed = new Map<string, boolean>();
      let changed = false;
      for (const socket of screens) {
        if (!allowed.has(socket.userId)) {
          allowed.set(socket.userId, (await access.find(projectId, socket.userId)) !== null);
        }
        if (allowed.get(socket.userId)) continue;
        socket.rooms?.delete(projectId);
        local.remove(projectId, socket);
        send(socket, { type: 'room_closed', projectId, message: PROJECT_NOT_FOUND });
        changed = true;
      }
      if (changed) await presenceChanged(projectId);
    },

    /** Every room with screens here: re-read, for the people a stopped process held. */
    async refresh(): Promise<void> {
      for (const projectId of [...local.rooms()]) await tellPresence(projectId);
    },
  };
}

export type ProjectRooms = ReturnType<typeof projectRooms>;
