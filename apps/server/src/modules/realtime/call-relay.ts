import type { CallSignalData, ClientFrame } from '@create-together/contract';
import type { AuthedSocket } from './client-socket';
import { SOCKET_MESSAGES } from './constants';
import { reachableOthers } from './peers';
import type { SocketServiceDeps } from './socket-service';

type CallFrame = Extract<ClientFrame, { type: 'call_invite' | 'call_accept' | 'call_end' }>;

/**
 * Call signalling (DESIGN.md "A call"): invite, accept and end go to the conversation's other
 * members, WebRTC negotiation to one of them. The server stamps who sent each frame, so nobody
 * can ring someone in another's name, and nobody calls across a block.
 */
export function callRelay({ conversations, friends, bus, send }: SocketServiceDeps) {
  const refuse = (socket: AuthedSocket, message: string) => send(socket, { type: 'error', message });

  return {
    async relayCall(socket: AuthedSocket, { type, data }: CallFrame): Promise<void> {
      const conversationId = data.conversationId.toLowerCase();
      const members = await conversations.membersFor(conversationId, socket.userId);
      if (!members) return refuse(socket, SOCKET_MESSAGES.conversationNotFound);
      const others = members.filter((m) => m.userId !== socket.userId);
      const reachable = await reachableOthers(friends, members, socket.userId);
      // Ending is always let through: a block made during a call must still hang it up on both sides.
      const userIds = (type === 'call_end' ? others : reachable).map((m) => m.userId);
      if (type !== 'call_end' && reachable.length < others.length) {
        return refuse(socket, SOCKET_MESSAGES.callBlocked);
      }
      if (userIds.length === 0) return;
      const fromUsername = members.find((m) => m.userId === socket.userId)?.username ?? socket.username;
      await bus.publish({
        kind: 'deliver',
        userIds,
        // callerUserId stays as sent: on accept the callee names who called them.
        frame: { type, data: { ...data, conversationId, fromUserId: socket.userId, fromUsername } },
      });
    },

    async relaySignal(socket: AuthedSocket, data: CallSignalData): Promise<void> {
      const conversationId = data.conversationId.toLowerCase();
      const toUserId = data.toUserId.toLowerCase();
      const members = await conversations.membersFor(conversationId, socket.userId);
      if (!members) return refuse(socket, SOCKET_MESSAGES.conversationNotFound);
      if (toUserId === socket.userId || !members.some((m) => m.userId === toUserId)) {
        return refuse(socket, SOCKET_MESSAGES.notAParticipant);
      }
      if (await friends.isBlockedBetween(socket.userId, toUserId)) {
        return refuse(socket, SOCKET_MESSAGES.callBlocked);
      }
      await bus.publish({
        kind: 'deliver',
        userIds: [toUserId],
        frame: {
          type: 'call_signal',
          data: { ...data, conversationId, toUserId, fromUserId: socket.userId },
        },
      });
    },
  };
}
