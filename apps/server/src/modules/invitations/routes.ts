import {
  CollectiveInvitationBody,
  InvitationAnswer,
  InvitationBody,
  InvitationParams,
  InvitationsAnswer,
  OkAnswer,
} from '@create-together/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { z } from 'zod';
import { linkOrigin } from '../../lib/origins';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireAuth } from '../../policies/actor';
import type { Mailer } from '../mail/mailer';
import { invitationMail } from '../mail/messages';
import type { InvitationsService } from './service';
import { subjectRoutes } from './subject-routes';

export interface InvitationsRoutesOptions {
  invitations: InvitationsService;
  /** An invitation by email is mailed its sign-up link when mail is on. */
  mailer: Mailer;
  appOrigins: readonly string[] | null;
}

const SUBJECT_ROUTES = subjectRoutes({ project: InvitationBody, collective: CollectiveInvitationBody });

/**
 * Invitations to a project or a collective (README.md): every route needs a session; parse, call
 * the service, answer.
 */
export const invitationsRoutes: FastifyPluginAsync<
  InvitationsRoutesOptions,
  RawServerDefault,
  ZodTypeProvider
> = async (app, { invitations, mailer, appOrigins }) => {
  app.addHook('onRequest', app.authenticate);
  const ok = { success: true as const };

  for (const { kind, prefix, params, body } of SUBJECT_ROUTES) {
    const withInvitation = params.extend({ invitationId: z.string().max(100) });

    app.post(
      `${prefix}/invitations`,
      { schema: { params, body, response: { 200: InvitationAnswer, 201: InvitationAnswer } } },
      async (request, reply) => {
        const made = await invitations.invite(
          { kind, id: request.params.id },
          requireAuth(request).user.id,
          request.body,
        );
        const { invitation, signUpPath } = made;
        const mailed = mailer.enabled && signUpPath !== null && invitation.email !== null;
        if (mailed) {
          const url = new URL(signUpPath, linkOrigin(appOrigins, request)).href;
          mailer.post(
            invitationMail(
              invitation.email as string,
              invitation.invitedBy.username,
              invitation.subject.name,
              url,
            ),
          );
        }
        return reply.code(made.made ? 201 : 200).send({ success: true, invitation, signUpPath, mailed });
      },
    );

    app.get(
      `${prefix}/invitations`,
      { schema: { params, response: { 200: InvitationsAnswer } } },
      async (request) => ({
        success: true as const,
        invitations: await invitations.of({ kind, id: request.params.id }, requireAuth(request).user.id),
      }),
    );

    app.delete(
      `${prefix}/invitations/:invitationId`,
      { schema: { params: withInvitation, response: { 200: OkAnswer } } },
      async (request) => {
        await invitations.withdraw(
          { kind, id: request.params.id },
          request.params.invitationId,
          requireAuth(request).user.id,
        );
        return ok;
      },
    );
  }

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
      signUpPath: null,
      mailed: false,
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
