import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../../lib/errors';
import {
  clearSessionCookie,
  SESSION_COOKIE,
  type Session,
  type SessionsService,
  setSessionCookie,
} from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, set by `app.authenticate`; null on routes that do not require it. */
    auth: Session | null;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in user: 401 without a live session. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler for public routes that answer more to a signed-in user: sets `request.auth` when there is a live session, never refuses. */
    identify(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

export interface AuthOptions {
  sessions: SessionsService;
  cookieSecure: boolean;
}

/** Makes `app.authenticate` available to every module (the one thing they all take from users). */
export const authPlugin = fp<AuthOptions>(
  async (app, { sessions, cookieSecure }) => {
    app.decorateRequest('auth', null);
    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = request.cookies[SESSION_COOKIE];
      const session = await sessions.resume(token);
      if (!session) {
        // A token that names no live session is useless to the browser: drop it.
        if (token !== undefined) clearSessionCookie(request, reply, cookieSecure);
        throw unauthorized();
      }
      if (session.refreshed && token) setSessionCookie(request, reply, token, cookieSecure);
      request.auth = session;
    });
    app.decorate('identify', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token === undefined) return;
      const session = await sessions.resume(token);
      if (!session) {
        clearSessionCookie(request, reply, cookieSecure);
        return;
      }
      if (session.refreshed) setSessionCookie(request, reply, token, cookieSecure);
      request.auth = session;
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);
