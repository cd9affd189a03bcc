import {
  CollectiveInviteLinkBody,
  InviteLinkAcceptAnswer,
  InviteLinkBody,
  InviteLinkMadeAnswer,
  InviteLinkPreviewAnswer,
  InviteLinksAnswer,
  InviteTokenParams,
  OkAnswer,
} from '@create-together/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireAuth } from '../../policies/actor';
import type { InviteLinksService } from './links-service';
import { subjectRoutes } from './subject-routes';

export interface InviteLinksRoutesOptions {
  links: InviteLinksService;
}

const SUBJECT_ROUTES = subjectRoutes({ project: InviteLinkBody, collective: CollectiveInviteLinkBody });

/**
 * Invite links (README.md). A link's preview needs no session — someone signed out opens a link,
 * sees what it is to, and signs up — every other route does.
 */
export const inviteLinksRoutes: FastifyPluginAsync<
  InviteLinksRoutesOptions,
  RawServerDefault,
  ZodTypeProvider
> = async (app, { links }) => {
  const signedIn = { onRequest: app.authenticate };

  for (const { kind, prefix, params, body } of SUBJECT_ROUTES) {
    const withLink = params.extend({ linkId: z.string().max(100) });

    app.post(
      `${prefix}/invite-links`,
      { ...signedIn, schema: { params, body, response: { 201: InviteLinkMadeAnswer } } },
      async (request, reply) => {
        const made = await links.make(
          { kind, id: request.params.id },
          requireAuth(request).user.id,
          request.body,
        );
        return reply.code(201).send({ success: true, ...made });
      },
    );

    app.get(
      `${prefix}/invite-links`,
      { ...signedIn, schema: { params, response: { 200: InviteLinksAnswer } } },
      async (request) => ({
        success: true as const,
        links: await links.of({ kind, id: request.params.id }, requireAuth(request).user.id),
      }),
    );

    app.delete(
      `${prefix}/invite-links/:linkId`,
      { ...signedIn, schema: { params: withLink, response: { 200: OkAnswer } } },
      async (request) => {
        await links.revoke(
          { kind, id: request.params.id },
          request.params.linkId,
          requireAuth(request).user.id,
        );
        return { success: true as const };
      },
    );
  }

  app.get(
    '/invite-links/:token',
    { schema: { params: InviteTokenParams, response: { 200: InviteLinkPreviewAnswer }, security: [] } },
    async (request) => ({ success: true as const, ...(await links.preview(request.params.token)) }),
  );

  app.post(
    '/invite-links/:token/accept',
    { ...signedIn, schema: { params: InviteTokenParams, response: { 200: InviteLinkAcceptAnswer } } },
    async (request) => ({
      success: true as const,
      ...(await links.accept(request.params.token, requireAuth(request).user.id)),
    }),
  );
};
