import {
  InvitationAnswer,
  InvitationBody,
  InvitationParams,
  InvitationsAnswer,
  OkAnswer,
  ProjectParams,
} from '@create-together/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireAuth } from '../../policies/actor';
import type { InvitationsService } from './service';

export interface InvitationsRoutesOptions {
  invitations: InvitationsService;
}

const ProjectInvitationParams = ProjectParams.extend({ invitationId: z.string().max(100) });

/** Invitations to a project (README.md): every route needs a session; parse, call the service, answer. */
export const invitationsRoutes: FastifyPluginAsync<
  InvitationsRoutesOptions,
  RawServerDefault,
  ZodTypeProvider
> = async (app, { invitations }) => {
  app.addHook('onRequest', app.authenticate);
  const ok = { success: true as const };

  app.post(
    '/projects/:id/invitations',
    {
      schema: {
        params: ProjectParams,
        body: InvitationBody,
        response: { 200: InvitationAnswer, 201: InvitationAnswer },
      },
    },
    async (request, reply) => {
      const { invitation, made } = await invitations.invite(
        request.params.id,
        requireAuth(request).user.id,
        request.body,
      );
      return reply.code(made ? 201 : 200).send({ success: true, invitation });
    },
  );

  app.get(
    '/projects/:id/invitations',
    { schema: { params: ProjectParams, response: { 200: InvitationsAnswer } } },
    async (request) => ({
      success: true as const,
      invitations: await invitations.ofProject(request.params.id, requireAuth(request).user.id),
    }),
  );

  app.delete(
    '/projects/:id/invitations/:invitationId',
    { schema: { params: ProjectInvitationParams, response: { 200: OkAnswer } } },
    async (request) => {
      await invitations.withdraw(
        request.params.id,
        request.params.invitationId,
        requireAuth(request).user.id,
      );
      return ok;
    },
  );

  app.get('/me/invitations', { schema: { response: { 200: InvitationsAnswer } } }, async (request) => ({
    success: true as const,
    invitations: await invitations.mine(requireAuth(request).user.id),
  }));

  app.post(
    '/invitations/:invitationId/accept',
    { schema: { params: InvitationParams, response: { 200: InvitationAnswer } } },
    async (request) => ({
      success: true as const,
      invitation: await invitations.accept(request.params.invitationId, requireAuth(request).user.id),
    }),
  );

  app.post(
    '/invitations/:invitationId/decline',
    { schema: { params: InvitationParams, response: { 200: OkAnswer } } },
    async (request) => {
      await invitations.decline(request.params.invitationId, requireAuth(request).user.id);
      return ok;
    },
  );
};
