import { z } from 'zod';

export const AGORA_NOT_CONFIGURED = 'Agora calls are not configured on this server.';

/** An ICE server as RTCPeerConnection takes it. */
export const IceServer = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof IceServer>;

/** GET /api/calls/config (ours) — which provider calls use, and WebRTC's ICE servers (none by default). */
export const CallsConfigAnswer = z.object({
  success: z.literal(true),
  provider: z.enum(['webrtc', 'agora']),
  iceServers: z.array(IceServer),
});
export type CallsConfigAnswer = z.infer<typeof CallsConfigAnswer>;

/** POST /api/agora/token — a call's channel is its conversation's id. */
export const AgoraTokenBody = z.object({
  /** The conversation id of the call; the caller must be one of its members. */
  channelName: z.string().trim().min(1, 'channelName is required.').max(64, 'channelName is too long.'),
  /** Ignored: the token is always for the signed-in user (SPEC.md sends it). */
  userId: z.union([z.string(), z.number()]).optional(),
});
export type AgoraTokenBody = z.infer<typeof AgoraTokenBody>;

export const AgoraTokenAnswer = z.object({
  success: z.literal(true),
  appId: z.string(),
  token: z.string(),
  /** The Agora user account to join with: the signed-in user's id. */
  uid: z.string(),
});
export type AgoraTokenAnswer = z.infer<typeof AgoraTokenAnswer>;
