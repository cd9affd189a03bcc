import {
  AGORA_NOT_CONFIGURED,
  AgoraTokenAnswer,
  AgoraTokenBody,
  CallsConfigAnswer,
} from '@create-together/contract';
import agoraToken from 'agora-token';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/errors';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireAuth } from '../../policies/actor';
import { CONVERSATION_NOT_FOUND, conversationAccess } from '../../policies/conversations';
import { relationsAccess } from '../../policies/relations';
import { CALL_MESSAGES } from './constants';

// A CommonJS package whose exports Node cannot name statically: read them off its default export.
const { RtcRole, RtcTokenBuilder } = agoraToken;

/** An Agora token lasts this long; a call longer than that renews it through this route. */
export const AGORA_TOKEN_SECONDS = 3600;

export interface CallsRoutesOptions {
  db: Database;
  config: Pick<Config, 'agora' | 'iceServers'>;
}

/** API.md "Calls": which provider calls use, and Agora's tokens when it is configured. */
export const callsRoutes: FastifyPluginAsync<CallsRoutesOptions, RawServerDefault, ZodTypeProvider> = async (
  app,
  { db, config },
) => {
  const conversations = conversationAccess(db);
  const friends = relationsAccess(db);

  app.get(
    '/calls/config',
    { schema: { response: { 200: CallsConfigAnswer } }, onRequest: app.authenticate },
    async () => ({
      success: true as const,
      provider: config.agora ? ('agora' as const) : ('webrtc' as const),
      iceServers: config.iceServers,
    }),
  );

  // A real RTC token for the signed-in user, only for the channel of a conversation they are in.
  app.post(
    '/agora/token',
    { schema: { body: AgoraTokenBody, response: { 200: AgoraTokenAnswer } }, onRequest: app.authenticate },
    async (request) => {
      const { user } = requireAuth(request);
      const agora = config.agora;
      if (!agora) throw new AppError(503, 'AGORA_NOT_CONFIGURED', AGORA_NOT_CONFIGURED);
      const channelName = request.body.channelName.toLowerCase();
      const members = await conversations.membersFor(channelName, user.id);
      if (!members) throw notFound(CONVERSATION_NOT_FOUND, 'CONVERSATION_NOT_FOUND');
      // The rule the socket's signalling keeps: nobody calls across a block, whichever way it goes.
      const others = members.filter((member) => member.userId !== user.id).map((member) => member.userId);
      if (await friends.isBlockedWithAny(user.id, others)) throw forbidden(CALL_MESSAGES.blocked, 'BLOCKED');
      // Calls are between two: a group or a chat has no call to join.
      if ((await conversations.standing(channelName, user.id)).kind !== 'direct')
        throw forbidden(CALL_MESSAGES.twoOnly, 'NOT_A_CALL');
      const token = RtcTokenBuilder.buildTokenWithUserAccount(
        agora.appId,
        agora.appCertificate,
        channelName,
        user.id,
        RtcRole.PUBLISHER,
        AGORA_TOKEN_SECONDS,
        AGORA_TOKEN_SECONDS,
      );
      return { success: true as const, appId: agora.appId, token, uid: user.id };
    },
  );
};
