import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/errors';

/**
 * Who is asking: the signed-in session of a route behind `app.authenticate` (the users module's
 * auth plugin sets `request.auth`); 401 without one. Every rule here starts from it.
 */
export function requireAuth(request: FastifyRequest): NonNullable<FastifyRequest['auth']> {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
