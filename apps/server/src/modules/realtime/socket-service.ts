import type { CallData, CallSignalData, ClientFrame, ServerFrame } from '@create-together/contract';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocket } from 'ws';
import type { Bus } from '../../events/bus';
import type { ConversationAccess } from '../../policies/conversations';
import type { RelationsAccess } from '../../policies/relations';
import type { SessionsService } from '../users/sessions';
import type { AuthedSocket, ClientSocket } from './client-socket';
import { CLOSE, INBOX_MAX, SOCKET_MESSAGES } from './constants';
import type { LocalSockets } from './local-sockets';
import type { LocalSubscriptions } from './local-subscriptions';
import { reachableOthers } from './peers';
import { type SharedSubscriptions, SIGNED_IN } from './presence';
import type { ProjectRooms } from './rooms';

/** The sentence of the `error` frame answering a refused call frame; null when it was handled. */
export type Refusal = string | null;

/**
 * What the socket hands the call frames to (the calls module's signalling, given by app.ts): the
 * sender is the socket's authenticated user, whatever the frame claims.
 */
export interface CallFrames {
  invite(sender: { userId: string; username: string }, data: CallData): Promise<Refusal>;
  accept(sender: { userId: string; username: string }, data: CallData): Promise<Refusal>;
  end(sender: { userId: string; username: string }, data: CallData): Promise<Refusal>;
  signal(sender: { userId: string; username: string }, data: CallSignalData): Promise<Refusal>;
}

type DocSync = Extract<ClientFrame, { type: 'doc_sync' }>;
type DocAwareness = Extract<ClientFrame, { type: 'doc_awareness' }>;

/**
 * What the socket hands the `doc_*` frames to (the documents module, given by app.ts): a project's
 * main content as a live shared document.
 */
export interface DocumentFrames {
  open(socket: AuthedSocket, projectId: string): Promise<void>;
  sync(socket: AuthedSocket, frame: DocSync): void;
  /** A `doc_sync` as it arrives, before the inbox: true when it was taken at once (a part of a long message). */
  arrived(socket: AuthedSocket, frame: DocSync): boolean;
  awareness(socket: AuthedSocket, frame: DocAwareness): void;
  close(socket: AuthedSocket, projectId: string): void;
  /** The socket is gone: out of every document. */
  closed(socket: AuthedSocket): void;
}

export interface SocketServiceDeps {
  sessions: SessionsService;
  conversations: ConversationAccess;
  friends: RelationsAccess;
  /** The call frames' rules and state (calls module). */
  calls: CallFrames;
  bus: Bus;
  subscriptions: LocalSubscriptions;
  /** Redis's copy of the subscriptions, when several processes share them. */
  shared: SharedSubscriptions | null;
  sockets: LocalSockets;
  /** Project rooms: joining, leaving, what a screen is doing there. */
  rooms: ProjectRooms;
  /** Projects' live documents. */
  documents: DocumentFrames;
  send(socket: ClientSocket, frame: ServerFrame): void;
  log: FastifyBaseLogger;
}

const isOpen = (socket: ClientSocket) => socket.readyState === WebSocket.OPEN;

/**
 * What each client frame does (API.md "Realtime socket"). The server decides who is speaking:
 * relayed frames carry the authenticated user. Typing goes only to the conversation's other
 * members; call frames follow the calls module's rules (calls/README.md).
 */
export function socketService(deps: SocketServiceDeps) {
  const {
    sessions,
    conversations,
    friends,
    calls,
    bus,
    subscriptions,
    shared,
    sockets,
    rooms,
    documents,
    send,
    log,
  } = deps;

  async function authenticate(socket: ClientSocket): Promise<void> {
    if (socket.userId !== null) return send(socket, { type: 'auth_success', userId: socket.userId });
    const token = socket.token;
    socket.token = undefined;
    let session: Awaited<ReturnType<SessionsService['resume']>>;
    try {
      session = await sessions.resume(token);
    } catch (err) {
      // Our failure, not the user's: a close other than auth_failure lets the client retry.
      log.error({ err }, 'Could not check a socket session');
      send(socket, { type: 'error', message: SOCKET_MESSAGES.serverError });
      socket.close(CLOSE.serverError, 'Server error');
      return;
    }
    if (!isOpen(socket)) return;
    if (!session) {
      send(socket, { type: 'auth_failure', message: SOCKET_MESSAGES.authFailed });
      socket.close(CLOSE.policyViolation, 'Authentication failed');
      return;
    }
    socket.userId = session.user.id;
    socket.tokenHash = session.tokenHash;
    socket.username = session.user.username;
    socket.avatarUrl = session.user.avatarUrl;
    sockets.add(socket as AuthedSocket);
    track(session.user.id, SIGNED_IN);
    send(socket, { type: 'auth_success', userId: session.user.id });
  }

  function track(userId: string, conversationId: string): void {
    const first = !subscriptions.has(userId, conversationId);
    subscriptions.add(userId, conversationId);
    if (first) shared?.added(userId, conversationId);
  }

  function untrack(userId: string, conversationId: string): void {
    if (subscriptions.remove(userId, conversationId)) shared?.removed(userId, conversationId);
  }

  async function subscribe(socket: AuthedSocket, conversationId: string): Promise<void> {
    const id = conversationId.toLowerCase();
    const members = await conversations.membersFor(id, socket.userId);
    if (!members) {
      const message = SOCKET_MESSAGES.conversationNotFound;
      return send(socket, { type: 'subscribe_ack', conversationId, status: 'error', message });
    }
    if (!isOpen(socket)) return; // closed meanwhile: its cleanup has run, so add nothing
    socket.conversations ??= new Set();
    if (!socket.conversations.has(id)) {
      socket.conversations.add(id);
      track(socket.userId, id);
    }
    send(socket, { type: 'subscribe_ack', conversationId, status: 'ok' });
  }

  /** Always `ok`: leaving what you are not subscribed to (after a reconnect, say) changes nothing. */
  function unsubscribe(socket: AuthedSocket, conversationId: string): void {
    const id = conversationId.toLowerCase();
    if (socket.conversations?.delete(id)) {
      if (socket.conversations.size === 0) socket.conversations = null;
      untrack(socket.userId, id);
    }
    send(socket, { type: 'unsubscribe_ack', conversationId, status: 'ok' });
  }

  async function typing(
    socket: AuthedSocket,
    type: 'user_typing' | 'user_stopped_typing',
    conversationId: string,
  ): Promise<void> {
    const id = conversationId.toLowerCase();
    const members = await conversations.membersFor(id, socket.userId);
    if (!members) return send(socket, { type: 'error', message: SOCKET_MESSAGES.conversationNotFound });
    const others = await reachableOthers(friends, members, socket.userId);
    if (others.length === 0) return;
    const username = members.find((m) => m.userId === socket.userId)?.username ?? socket.username;
    await bus.publish({
      kind: 'deliver',
      userIds: others.map((m) => m.userId),
      frame: { type, conversationId: id, userId: socket.userId, username },
    });
  }

  /** A call frame the calls module refused is answered to this socket alone. */
  async function answerCall(socket: AuthedSocket, handled: Promise<Refusal>): Promise<void> {
    const refusal = await handled;
    if (refusal) send(socket, { type: 'error', message: refusal });
  }

  function handle(socket: ClientSocket, frame: ClientFrame): Promise<void> | void {
    if (frame.type === 'auth') return authenticate(socket);
    if (socket.userId === null)
      return send(socket, { type: 'error', message: SOCKET_MESSAGES.notAuthenticated });
    const authed = socket as AuthedSocket;
    switch (frame.type) {
      case 'ping':
        return send(socket, { type: 'pong' });
      case 'subscribe':
        return subscribe(authed, frame.conversationId);
      case 'unsubscribe':
        return unsubscribe(authed, frame.conversationId);
      case 'typing_start':
        return typing(authed, 'user_typing', frame.conversationId);
      case 'typing_stop':
        return typing(authed, 'user_stopped_typing', frame.conversationId);
      case 'call_invite':
        return answerCall(authed, calls.invite(authed, frame.data));
      case 'call_accept':
        return answerCall(authed, calls.accept(authed, frame.data));
      case 'call_end':
        return answerCall(authed, calls.end(authed, frame.data));
      case 'call_signal':
        return answerCall(authed, calls.signal(authed, frame.data));
      case 'room_join':
        return rooms.join(authed, frame.projectId);
      case 'room_leave':
        return rooms.leave(authed, frame.projectId);
      case 'room_activity':
        return rooms.activity(authed, frame.projectId, frame.activity);
      case 'doc_open':
        return documents.open(authed, frame.projectId);
      case 'doc_sync':
        return documents.sync(authed, frame);
      case 'doc_awareness':
        return documents.awareness(authed, frame);
      case 'doc_close':
        return documents.close(authed, frame.projectId);
    }
  }

  /** Handles the socket's waiting frames one after another until none is left. */
  async function drain(socket: ClientSocket, inbox: ClientFrame[]): Promise<void> {
    for (let frame = inbox[0]; frame !== undefined; frame = inbox[0]) {
      try {
        // A frame handled at once (a document's change) does not wait a turn: a burst of them in one
        // read of the socket must not fill the inbox.
        const handling = handle(socket, frame);
        if (handling) await handling;
      } catch (err) {
        log.error({ err, type: frame.type }, 'A socket frame failed');
        send(socket, { type: 'error', message: SOCKET_MESSAGES.serverError });
      }
      inbox.shift(); // only now, so the frame in hand counts towards INBOX_MAX
    }
    socket.inbox = null;
  }

  return {
    /** A valid frame from this socket: handled after the ones before it. */
    receive(socket: ClientSocket, frame: ClientFrame): void {
      if (
        frame.type === 'doc_sync' &&
        socket.userId !== null &&
        documents.arrived(socket as AuthedSocket, frame)
      ) {
        return;
      }
      if (socket.inbox) {
        if (socket.inbox.length < INBOX_MAX) socket.inbox.push(frame);
        else send(socket, { type: 'error', message: SOCKET_MESSAGES.tooManyFrames });
        return;
      }
      socket.inbox = [frame];
      void drain(socket, socket.inbox);
    },

    /** The socket is gone: forget it and its subscriptions; frames still waiting are dropped. */
    closed(socket: ClientSocket): void {
      sockets.remove(socket);
      if (socket.inbox) socket.inbox.length = 0;
      if (socket.userId !== null) {
        untrack(socket.userId, SIGNED_IN);
        for (const id of socket.conversations ?? []) untrack(socket.userId, id);
        rooms.closed(socket as AuthedSocket);
        documents.closed(socket as AuthedSocket);
      }
      socket.conversations = null;
    },
  };
}
