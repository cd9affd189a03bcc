import { z } from 'zod';
import { Message } from '../http/messages';
import { Notification } from '../http/notifications';

// API.md "Realtime socket": one WebSocket per signed-in tab at /ws; every frame is JSON {type, ...}.

/** Frames larger than this close the socket. */
export const FRAME_MAX_BYTES = 64 * 1024;

const id = z.string().min(1).max(100);
const ConversationRef = { conversationId: id };

/** A call frame's payload. The server sets `fromUserId`/`fromUsername` to the sender, whatever was sent. */
export const CallData = z.object({
  conversationId: id,
  callId: id,
  channelName: z.string().max(200),
  fromUserId: z.string().max(100).optional(),
  fromUsername: z.string().max(100).optional(),
  /** Added on accept: who placed the call. */
  callerUserId: z.string().max(100).optional(),
});
export type CallData = z.infer<typeof CallData>;

/** WebRTC negotiation (ours): an offer, an answer or an ICE candidate, for one participant. */
export const CallSignalData = z.object({
  conversationId: id,
  callId: id,
  toUserId: id,
  /** Set by the server when relayed. */
  fromUserId: z.string().max(100).optional(),
  signal: z.union([
    z.object({ type: z.enum(['offer', 'answer']), sdp: z.string() }),
    z.object({ type: z.literal('candidate'), candidate: z.record(z.string(), z.unknown()).nullable() }),
  ]),
});
export type CallSignalData = z.infer<typeof CallSignalData>;

/** Client → server. */
export const ClientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth') }),
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('subscribe'), ...ConversationRef }),
  z.object({ type: z.literal('unsubscribe'), ...ConversationRef }),
  z.object({ type: z.literal('typing_start'), ...ConversationRef }),
  z.object({ type: z.literal('typing_stop'), ...ConversationRef }),
  z.object({ type: z.literal('call_invite'), data: CallData }),
  z.object({ type: z.literal('call_accept'), data: CallData }),
  z.object({ type: z.literal('call_end'), data: CallData }),
  z.object({ type: z.literal('call_signal'), data: CallSignalData }),
]);
export type ClientFrame = z.infer<typeof ClientFrame>;
export type ClientFrameType = ClientFrame['type'];

const ackStatus = z.enum(['ok', 'error']);
const relayedCall = CallData.required({ fromUserId: true, fromUsername: true });

/** Server → client. */
export const ServerFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth_success'), userId: z.string() }),
  z.object({ type: z.literal('auth_failure'), message: z.string() }),
  z.object({ type: z.literal('pong') }),
  z.object({
    type: z.literal('subscribe_ack'),
    ...ConversationRef,
    status: ackStatus,
    message: z.string().optional(),
  }),
  z.object({ type: z.literal('unsubscribe_ack'), ...ConversationRef, status: ackStatus }),
  z.object({ type: z.literal('new_message'), message: Message }),
  z.object({
    type: z.literal('new_notification'),
    notification: Notification,
    unreadCount: z.number().int().nonnegative(),
  }),
  /** Ours: notifications were read (in any tab or on any device): the badge's new count. */
  z.object({ type: z.literal('notifications_read'), unreadCount: z.number().int().nonnegative() }),
  z.object({ type: z.literal('user_typing'), ...ConversationRef, userId: z.string(), username: z.string() }),
  z.object({
    type: z.literal('user_stopped_typing'),
    ...ConversationRef,
    userId: z.string(),
    username: z.string(),
  }),
  z.object({ type: z.literal('call_invite'), data: relayedCall }),
  z.object({ type: z.literal('call_accept'), data: relayedCall }),
  z.object({ type: z.literal('call_end'), data: relayedCall }),
  z.object({ type: z.literal('call_signal'), data: CallSignalData.required({ fromUserId: true }) }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type ServerFrame = z.infer<typeof ServerFrame>;
export type ServerFrameType = ServerFrame['type'];
export type ServerFrameOf<T extends ServerFrameType> = Extract<ServerFrame, { type: T }>;
