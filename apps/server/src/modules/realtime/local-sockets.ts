import { type ClientSocket, sendSerialized } from './client-socket';

/** This process's authenticated sockets by user: where a bus `deliver` lands. */
export class LocalSockets {
  private readonly byUser = new Map<string, Set<ClientSocket>>();
  private count = 0;

  add(socket: ClientSocket & { userId: string }): void {
    let sockets = this.byUser.get(socket.userId);
    if (!sockets) {
      sockets = new Set();
      this.byUser.set(socket.userId, sockets);
    }
    if (!sockets.has(socket)) this.count++;
    sockets.add(socket);
  }

  remove(socket: ClientSocket): void {
    if (socket.userId === null) return;
    const sockets = this.byUser.get(socket.userId);
    if (!sockets?.delete(socket)) return;
    this.count--;
    if (sockets.size === 0) this.byUser.delete(socket.userId);
  }

  /** Whether any of these users has a socket here (events for nobody here are not serialized). */
  holdsAny(userIds: readonly string[]): boolean {
    return userIds.some((id) => this.byUser.has(id));
  }

  /** Sends one serialized frame to every socket of these users held here. */
  deliver(userIds: readonly string[], data: Buffer): void {
    // A user listed twice still gets the frame once.
    for (const userId of userIds.length > 1 ? new Set(userIds) : userIds) {
      const sockets = this.byUser.get(userId);
      if (sockets) for (const socket of sockets) sendSerialized(socket, data);
    }
  }

  /** This user's sockets held here. */
  ofUser(userId: string): Iterable<ClientSocket> {
    return this.byUser.get(userId) ?? [];
  }

  /** Authenticated sockets held here. */
  get size(): number {
    return this.count;
  }

  /** Distinct users with a socket here. */
  get users(): number {
    return this.byUser.size;
  }
}
