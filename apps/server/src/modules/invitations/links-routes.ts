import {
  InviteLinkAcceptAnswer,
  InviteLinkBody,
  InviteLinkMadeAnswer,
  InviteLinkPreviewAnswer,
  InviteLinksAnswer,
  InviteTokenParams,
  OkAnswer,
  ProjectParams,
} from '@create-together/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireAuth } from '../../policies/actor';
import type { InviteLinksService } from './links-service';

export interface InviteLinksRoutesOptions {
  links: InviteLinksService;
}

const LinkParams = ProjectParams.extend({ linkId: z.string().max(100) });

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

  app.post(
    '/projects/:id/invite-links',
    {
      ...signedIn,
      schema: { params: ProjectParams, body: InviteLinkBody, response: { 201: InviteLinkMadeAnswer } },
    },
    async (request, reply) => {
      const made = await links.make(request.params.id, requireAuth(request).user.id, request.body);
      return reply.code(201).send({ success: true, ...made });
    },
  );

  app.get(
    '/projects/:id/invite-links',
    { ...signedIn, schema: { params: ProjectParams, response: { 200: InviteLinksAnswer } } },
    async (request) => ({
      success: true as const,
      links: await links.ofProject(request.params.id, requireAuth(request).user.id),
    }),
  );

  app.delete(
    '/projects/:id/invite-links/:linkId',
    { ...signedIn, schema: { params: LinkParams, response: { 200: OkAnswer } } },
    async (request) => {
      await links.revoke(request.params.id, request.params.linkId, requireAuth(request).user.id);
      return { success: true as const };
    },
  );

  app.get(
    '/invite-links/:token',
    { schema: { params: InviteTokenParams, response: { 200: InviteLinkPreviewAnswer } } },
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
