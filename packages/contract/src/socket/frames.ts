import { z } from 'zod';
import { Message } from '../http/messages';
import { Notification } from '../http/notifications';
import { DocClientFrames, DocServerFrames } from './documents';
import { RoomClientFrames, RoomServerFrames } from './rooms';

// API.md "Realtime socket": one WebSocket per signed-in tab at /ws; every frame is JSON {type, ...}.

/** Frames larger than this close the socket. */
export const FRAME_MAX_BYTES = 64 * 1024;

const id = z.string().min(1).max(100);
const ConversationRef = { conversationId: id };

/**
 * Why a call ended (ours), on `call_end`: `rejected` by the callee, `unanswered` when the ringing
 * ran out (SPEC.md §4: the callee's 30 s auto-reject, or the caller giving up), `hangup` by either
 * side, `lost` when the media connection could not be restored. A call that ends before it was
 * answered, other than `rejected`, is a missed call for the callee.
 */
export const CallEndReason = z.enum(['hangup', 'rejected', 'unanswered', 'lost']);
export type CallEndReason = z.infer<typeof CallEndReason>;

/** A call frame's payload. The server sets `fromUserId`/`fromUsername` to the sender, whatever was sent. */
export const CallData = z.object({
  conversationId: id,
  callId: id,
  channelName: z.string().max(200),
  fromUserId: z.string().max(100).optional(),
  fromUsername: z.string().max(100).optional(),
  /** Added on accept: who placed the call (the server sets it from the call it knows). */
  callerUserId: z.string().max(100).optional(),
  /** Ours, on invite: a video call (the callee's camera starts on accept); otherwise audio only. */
  video: z.boolean().optional(),
  /** Ours, on end. */
  reason: CallEndReason.optional(),
  /**
   * Ours, on an end the server sends the caller at once: no other member had a socket open, so
   * nothing rang and the call is a missed call for them. The server drops it from clients' frames.
   */
  offline: z.boolean().optional(),
});
export type CallData = z.infer<typeof CallData>;

/** What one side of a call is sending (ours): the other side shows a muted microphone or an avatar. */
export const CallMediaSignal = z.object({
  type: z.literal('media'),
  audio: z.boolean(),
  video: z.boolean(),
});
export type CallMediaSignal = z.infer<typeof CallMediaSignal>;

/** One WebRTC negotiation step: an offer, an answer, an ICE candidate (null: no more), or media state. */
export const CallSignal = z.union([
  z.object({ type: z.enum(['offer', 'answer']), sdp: z.string().max(48 * 1024) }),
  z.object({ type: z.literal('candidate'), candidate: z.record(z.string(), z.unknown()).nullable() }),
  CallMediaSignal,
]);
export type CallSignal = z.infer<typeof CallSignal>;

/** WebRTC negotiation (ours), for one participant of an answered call. */
export const CallSignalData = z.object({
  conversationId: id,
  callId: id,
  toUserId: id,
  /** Set by the server when relayed. */
  fromUserId: z.string().max(100).optional(),
  signal: CallSignal,
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
  ...RoomClientFrames,
  ...DocClientFrames,
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
  /** Ours: a message was edited or deleted by its sender (a deleted one comes without words or files). */
  z.object({ type: z.literal('message_changed'), message: Message }),
  /** Ours: someone in the conversation read up to `lastReadSeq` (the screens show who has read what). */
  z.object({
    type: z.literal('conversation_read'),
    ...ConversationRef,
    userId: z.string(),
    lastReadSeq: z.number().int().nonnegative(),
  }),
  /** Ours: its name or its people changed: read it again. */
  z.object({ type: z.literal('conversation_changed'), ...ConversationRef }),
  /** Ours: you are no longer in it (removed, or it is gone): its screen closes. */
  z.object({ type: z.literal('conversation_closed'), ...ConversationRef }),
  z.object({
    type: z.literal('new_notification'),
    notification: Notification,
    unreadCount: z.number().int().nonnegative(),
  }),
  /**
   * Ours: the user's friends, requests or blocked list changed (by them in another tab, or by the
   * other person): read them again. It says nothing of what happened, so a block is never told.
   */
  z.object({ type: z.literal('friends_changed') }),
  /**
   * Ours: a collective's members or projects changed (someone joined or left, a project came or
   * went): its members' screens read it again.
   */
  z.object({ type: z.literal('collective_changed'), collectiveId: z.string(), userId: z.string() }),
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
  ...RoomServerFrames,
  ...DocServerFrames,
]);
export type ServerFrame = z.infer<typeof ServerFrame>;
export type ServerFrameType = ServerFrame['type'];
export type ServerFrameOf<T extends ServerFrameType> = Extract<ServerFrame, { type: T }>;
