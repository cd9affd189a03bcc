import type { ClientFrame, RoomActivity, ServerFrameOf } from '@create-together/contract';
import type { RoomState } from './realtime-types';
import { runIsolated } from './run-isolated';

/** The server names a room by its project's id in lower case, whatever the screen asked for. */
const roomOf = (projectId: string) => projectId.toLowerCase();

/** Not in the room (yet, or any more): nobody is known to be here. */
const OUT_OF_ROOM: RoomState = { joined: false, here: [] };

interface Room {
  /** How many screens of this tab hold it (two may show the same project). */
  holders: number;
  /** What to call each time the server lets this tab in. */
  onJoined: Set<() => void>;
}

/** What the server says of a room itself (its changes are for the screens: `room_change`). */
type RoomFrame = ServerFrameOf<'room_joined' | 'room_presence' | 'room_refused' | 'room_closed'>;

/**
 * The project rooms a connection holds (API.md "Project rooms"): like its conversations, held by
 * count, joined when the first screen holds one and again after every reconnect, left when the
 * last lets go; with what the server last said of each (who is here) and what this tab is doing
 * in it. The connection owns the socket: `send` writes a frame only while it is open.
 */
export class ProjectRooms {
  private readonly rooms = new Map<string, Room>();
  /** What the server last said of each room, for the screens that show it. */
  private readonly states = new Map<string, RoomState>();
  private readonly stateListeners = new Map<string, Set<(state: RoomState) => void>>();
  /** What this tab is doing in a room, sent after each (re)join. */
  private readonly activities = new Map<string, RoomActivity>();

  constructor(private readonly send: (frame: ClientFrame) => boolean) {}

  join(asked: string, onJoined?: () => void): () => void {
    const projectId = roomOf(asked);
    let room = this.rooms.get(projectId);
    if (!room) {
      room = { holders: 0, onJoined: new Set() };
      this.rooms.set(projectId, room);
    }
    room.holders += 1;
    const held = room;
    if (onJoined) {
      held.onJoined.add(onJoined);
      // A second screen on a room already joined hears it at once, as the first did.
      if (this.state(projectId).joined)
        queueMicrotask(() => held.onJoined.has(onJoined) && runIsolated(onJoined));
    }
    if (held.holders === 1) this.send({ type: 'room_join', projectId });
    let left = false;
    return () => {
      if (left) return;
      left = true;
      if (onJoined) held.onJoined.delete(onJoined);
      held.holders -= 1;
      if (held.holders > 0 || this.rooms.get(projectId) !== held) return;
      this.rooms.delete(projectId);
      this.activities.delete(projectId);
      this.send({ type: 'room_leave', projectId });
      this.setState(projectId, OUT_OF_ROOM);
    };
  }

  /** What this tab is doing in the room (null: just looking); the others see it once it is in. */
  setActivity(asked: string, activity: RoomActivity | null): void {
    const projectId = roomOf(asked);
    if ((this.activities.get(projectId) ?? null) === activity) return;
    if (activity) this.activities.set(projectId, activity);
    else this.activities.delete(projectId);
    if (this.rooms.has(projectId) && this.state(projectId).joined)
      this.send({ type: 'room_activity', projectId, activity });
  }

  state(projectId: string): RoomState {
    return this.states.get(roomOf(projectId)) ?? OUT_OF_ROOM;
  }

  onState(asked: string, listener: (state: RoomState) => void): () => void {
    const projectId = roomOf(asked);
    let listeners = this.stateListeners.get(projectId);
    if (!listeners) {
      listeners = new Set();
      this.stateListeners.set(projectId, listeners);
    }
    const mine = listeners;
    mine.add(listener);
    return () => {
      mine.delete(listener);
      if (mine.size === 0 && this.stateListeners.get(projectId) === mine)
        this.stateListeners.delete(projectId);
    };
  }

  get held(): string[] {
    return [...this.rooms.keys()];
  }

  /** Signed in on a new socket: every held room is asked for again. */
  opened(): void {
    for (const projectId of this.rooms.keys()) this.send({ type: 'room_join', projectId });
  }

  /** The socket is gone: the server forgot this tab's rooms, and who is here is no longer known. */
  lost(): void {
    for (const projectId of [...this.states.keys()]) this.setState(projectId, OUT_OF_ROOM);
  }

  receive(frame: RoomFrame): void {
    const projectId = roomOf(frame.projectId);
    const room = this.rooms.get(projectId);
    // A room let go of meanwhile: its answers are about nothing this tab shows.
    if (!room) return;
    switch (frame.type) {
      case 'room_joined': {
        this.setState(projectId, { joined: true, here: frame.here });
        const activity = this.activities.get(projectId);
        if (activity) this.send({ type: 'room_activity', projectId, activity });
        for (const listener of [...room.onJoined]) runIsolated(listener);
        break;
      }
      case 'room_presence':
        if (this.state(projectId).joined) this.setState(projectId, { joined: true, here: frame.here });
        break;
      case 'room_refused':
      case 'room_closed':
        this.setState(projectId, OUT_OF_ROOM);
        break;
    }
  }

  private setState(projectId: string, state: RoomState) {
    if (this.state(projectId) === state) return;
    if (state === OUT_OF_ROOM) this.states.delete(projectId);
    else this.states.set(projectId, state);
    for (const listener of [...(this.stateListeners.get(projectId) ?? [])])
      runIsolated(() => listener(state));
  }
}
