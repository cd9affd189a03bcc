import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { FRAME_MAX_BYTES, ServerFrame as ServerFrameSchema } from '@create-together/contract';
import type { FastifyInstance } from 'fastify';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import type { Database } from '../../db/client';
import type { Bus } from '../../events/bus';
import type { EventHub } from '../../events/event-hub';
import { conversationAccess } from '../../policies/conversations';
import { projectAccess } from '../../policies/projects';
import { relationsAccess } from '../../policies/relations';
import type { SessionsService } from '../users/sessions';
import { ClientSocket, type SocketIo } from './client-socket';
import { CLOSE, HEARTBEAT_MS, ROOM_REFRESH_MS, SHUTDOWN_GRACE_MS, SOCKET_MESSAGES } from './constants';
import { LocalSockets } from './local-sockets';
import type { LocalSubscriptions } from './local-subscriptions';
import { parseFrame } from './parse-frame';
import type { Presence, SharedSubscriptions } from './presence';
import { memoryRoster, redisRoster } from './room-roster';
import { LocalRooms, projectRooms } from './rooms';
import { type CallFrames, type DocumentFrames, socketService } from './socket-service';
import { refuseUpgrade, type UpgradeOptions, upgradeChecker } from './upgrade';

export interface GatewayOptions extends UpgradeOptions {
  db: Database;
  sessions: SessionsService;
  /** Domain events and their bus: `deliver` events reach this process's sockets from it. */
  events: EventHub;
  /** Where call frames go (the calls module's signalling). */
  calls: CallFrames;
  /** Where the `doc_*` frames go (the documents module). */
  documents: DocumentFrames;
  /** How frames are sent (app.ts makes it, so the modules that send through the gateway share it). */
  io: SocketIo;
  subscriptions: LocalSubscriptions;
  /** Redis's copy of the subscriptions when several processes share them; null for one process. */
  shared: SharedSubscriptions | null;
  /** What the messages module asks; exposed on `app.realtime` for tests and benchmarks. */
  presence: Presence;
  /** Redis, when several processes share the rooms' rosters; none for one process. */
  redisUrl?: string;
  heartbeatMs?: number;
  /** Check every frame sent against the contract (tests, as config.checkAnswers does for HTTP). */
  checkFrames?: boolean;
}

/** What the gateway exposes as `app.realtime`. */
export interface RealtimeGateway {
  readonly bus: Bus;
  readonly presence: Presence;
  readonly subscriptions: LocalSubscriptions;
  /** Open sockets on this process, authenticated or not. */
  connections(): number;
  /** Authenticated sockets on this process. */
  authenticated(): number;
  /** Project rooms with a screen on this process. */
  rooms(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeGateway;
  }
}

/**
 * The WebSocket gateway at /ws (API.md "Realtime socket"), on the app's own HTTP server: the
 * upgrade is checked here (path, Origin, cookie), frames are validated with the contract and handled
 * by socket-service.ts, and bus `deliver` events reach this process's sockets. Sockets are closed
 * before the HTTP server, which would otherwise wait for them.
 */
export function socketGateway(app: FastifyInstance, options: GatewayOptions): RealtimeGateway {
  const { events, subscriptions, presence, heartbeatMs = HEARTBEAT_MS, checkFrames = false } = options;
  const { bus } = events;
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: FRAME_MAX_BYTES, // larger closes the socket with 1009
    perMessageDeflate: false, // a zlib context per socket costs far more memory than it saves
    WebSocket: ClientSocket,
  });
  const sockets = new LocalSockets();
  const { send } = options.io;
  const localRooms = new LocalRooms();
  const roster = options.redisUrl
    ? redisRoster(options.redisUrl, localRooms, app.log)
    : memoryRoster(localRooms);
  const rooms = projectRooms({
    access: projectAccess(options.db),
    bus,
    local: localRooms,
    roster,
    send,
    isOpen: (socket) => socket.readyState === WebSocket.OPEN,
    log: app.log,
  });
  const service = socketService({
    sessions: options.sessions,
    conversations: conversationAccess(options.db),
    friends: relationsAccess(options.db),
    calls: options.calls,
    bus,
    subscriptions,
    shared: options.shared,
    sockets,
    rooms,
    documents: options.documents,
    send,
    log: app.log,
  });
  const checkUpgrade = upgradeChecker(options);
  let closing = false;

  // One listener function of each kind for every socket (`this` is the socket: ws's types call it a
  // plain WebSocket, but WebSocketServer built it as a ClientSocket): nothing allocated per socket.
  function onMessage(this: WebSocket, data: RawData, isBinary: boolean) {
    const socket = this as ClientSocket;
    socket.isAlive = true;
    const parsed = parseFrame(data, isBinary);
    if (parsed.ok) service.receive(socket, parsed.frame);
    else send(socket, { type: 'error', message: parsed.message });
  }
  function onPong(this: WebSocket) {
    (this as ClientSocket).isAlive = true;
  }
  function onClose(this: WebSocket) {
    service.closed(this as ClientSocket);
  }
  function onError(this: WebSocket, err: Error) {
    // ws closes the socket itself (e.g. 1009 for an oversized frame); this is only worth a debug line.
    app.log.debug({ err }, 'Socket error');
  }
  function onUpgradeSocketError(this: Duplex) {
    this.destroy();
  }

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    socket.on('error', onUpgradeSocketError);
    if (closing) return refuseUpgrade(socket, 503, 'The server is shutting down.');
    const decision = checkUpgrade(request);
    if (!decision.ok) return refuseUpgrade(socket, decision.status, decision.message);
    socket.off('error', onUpgradeSocketError); // ws handles the socket's errors from here
    wss.handleUpgrade(request, socket, head, (client) => {
      client.token = decision.token;
      client.on('message', onMessage);
      client.on('pong', onPong);
      client.on('close', onClose);
      client.on('error', onError);
    });
  }
  app.server.on('upgrade', onUpgrade);

  // One timer for all sockets: drop those that missed the last ping (and those still not signed in
  // a heartbeat after connecting), ping the rest.
  const heartbeat = setInterval(() => {
    for (const socket of wss.clients) {
      if (!socket.isAlive) {
        socket.terminate();
        continue;
      }
      if (socket.userId === null) {
        if (socket.authOverdue) {
          socket.close(CLOSE.policyViolation, SOCKET_MESSAGES.authTimedOut);
          continue;
        }
        socket.authOverdue = true;
      }
      socket.isAlive = false;
      socket.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();

  const stopListening = bus.onEvent((event) => {
    if (event.kind === 'deliver') {
      if (!sockets.holdsAny(event.userIds)) return;
      if (checkFrames) ServerFrameSchema.parse(event.frame);
      // Serialized once for all its sockets.
      sockets.deliver(event.userIds, Buffer.from(JSON.stringify(event.frame)));
    } else if (event.kind === 'room') {
      if (!localRooms.holds(event.projectId)) return;
      if (checkFrames) ServerFrameSchema.parse(event.frame);
      rooms.deliver(event.projectId, event.frame);
    } else if (event.kind === 'room_presence') {
      rooms
        .tellPresence(event.projectId)
        .catch((err) => app.log.warn({ err }, 'Could not tell a room who is here'));
    }
  });

  // Who may see a project changed: every process puts out the screens it holds that no longer may.
  const recheck = ({ projectId }: { projectId: string }) =>
    void rooms.recheck(projectId).catch((err) => app.log.warn({ err }, 'Could not recheck a room'));
  const stopRechecks = [
    events.onEveryProcess('ProjectUpdated', recheck),
    events.onEveryProcess('MemberLeft', recheck),
    events.onEveryProcess('AccountDeleted', ({ projectIds }) => {
      for (const projectId of projectIds) recheck({ projectId });
    }),
  ];
  // With several processes, each re-reads its rooms now and then: someone a stopped process held
  // drops out of the list.
  const roomRefresh = options.redisUrl
    ? setInterval(() => void rooms.refresh().catch(() => {}), ROOM_REFRESH_MS)
    : null;
  roomRefresh?.unref();

  // A socket lives no longer than its session: sign-out, or a password change ending the others.
  const stopSessions = options.events.onEveryProcess(
    'SessionEnded',
    ({ userId, tokenHash, exceptTokenHash }) => {
      for (const socket of [...sockets.ofUser(userId)]) {
        const ended =
          tokenHash !== undefined ? socket.tokenHash === tokenHash : socket.tokenHash !== exceptTokenHash;
        if (!ended) continue;
        send(socket, { type: 'auth_failure', message: SOCKET_MESSAGES.sessionEnded });
        socket.close(CLOSE.policyViolation, 'Session ended');
      }
    },
  );

  // preClose, not onClose: the HTTP server's close waits for every upgraded socket to end.
  app.addHook('preClose', async () => {
    closing = true;
    clearInterval(heartbeat);
    stopListening();
    stopSessions();
    for (const stop of stopRechecks) stop();
    if (roomRefresh) clearInterval(roomRefresh);
    for (const socket of wss.clients) socket.close(CLOSE.goingAway, SOCKET_MESSAGES.shuttingDown);
    // Clients that do not answer the close are cut after a moment.
    const cut = setTimeout(() => {
      for (const socket of wss.clients) socket.terminate();
    }, SHUTDOWN_GRACE_MS);
    await new Promise<void>((resolve) => wss.close(() => resolve()));
    clearTimeout(cut);
    app.server.off('upgrade', onUpgrade);
    await roster.close();
  });

  const gateway: RealtimeGateway = {
    bus,
    presence,
    subscriptions,
    connections: () => wss.clients.size,
    authenticated: () => sockets.size,
    rooms: () => localRooms.size,
  };
  app.decorate('realtime', gateway);
  return gateway;
}
