import {
  AuthAnswer,
  LoginBody,
  OkAnswer,
  PasswordBody,
  ProfileBody,
  RegisterBody,
  UserAnswer,
  UserParams,
  UserSearchAnswer,
  UserSearchQuery,
  UserViewAnswer,
} from '@create-together/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { Config } from '../../config';
import { attemptLimiter } from '../../lib/rate-limit';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireAuth } from './auth';
import { presentUser } from './presenter';
import type { UsersService } from './service';
import {
  clearSessionCookie,
  hashToken,
  SESSION_COOKIE,
  type SessionsService,
  setSessionCookie,
} from './sessions';

export interface UsersRoutesOptions {
  users: UsersService;
  sessions: SessionsService;
  config: Config;
}

/** API.md "Users and sessions". Routes parse (contract schemas), call the service, present. */
export const usersRoutes: FastifyPluginAsync<UsersRoutesOptions, RawServerDefault, ZodTypeProvider> = async (
  app,
  { users, sessions, config },
) => {
  const { addressMax, identifierMax, windowMs } = config.authRateLimit;
  const secure = config.cookieSecure;
  // Per address before the body is even parsed; per account once it is, so that guessing one
  // account's password from many addresses is limited too.
  const loginPerAddress = attemptLimiter(app, { max: addressMax, windowMs });
  const registerPerAddress = attemptLimiter(app, { max: addressMax, windowMs });
  const loginPerIdentifier = attemptLimiter(app, {
    max: identifierMax,
    windowMs,
    key: (request) => (request.body as LoginBody).identifier.toLowerCase(),
  });
  const registerPerEmail = attemptLimiter(app, {
    max: identifierMax,
    windowMs,
    key: (request) => (request.body as RegisterBody).email.toLowerCase(),
  });

  app.post(
    '/user/register',
    {
      schema: { body: RegisterBody, response: { 201: AuthAnswer } },
      onRequest: registerPerAddress,
      preHandler: registerPerEmail,
    },
    async (request, reply) => {
      const { user, token } = await users.register(request.body);
      setSessionCookie(request, reply, token, secure);
      return reply
        .code(201)
        .send({ success: true, user: presentUser(user), message: 'Welcome to Create Together!' });
    },
  );

  app.post(
    '/user/login',
    {
      schema: { body: LoginBody, response: { 200: AuthAnswer } },
      onRequest: loginPerAddress,
      preHandler: loginPerIdentifier,
    },
    async (request, reply) => {
      const { user, token } = await users.login(request.body);
      setSessionCookie(request, reply, token, secure);
      return { success: true as const, user: presentUser(user), message: 'Signed in.' };
    },
  );

  // Works without a session too (nothing to end), so a stale tab can always sign out.
  app.post('/user/logout', { schema: { response: { 200: OkAnswer } } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await sessions.end(hashToken(token));
    clearSessionCookie(request, reply, secure);
    return { success: true as const };
  });

  app.get(
    '/user/me',
    { schema: { response: { 200: UserAnswer } }, onRequest: app.authenticate },
    async (request) => {
      return { success: true as const, user: presentUser(requireAuth(request).user) };
    },
  );

  app.put(
    '/me/profile',
    { schema: { body: ProfileBody, response: { 200: UserAnswer } }, onRequest: app.authenticate },
    async (request) => {
      const user = await users.updateProfile(requireAuth(request).user.id, request.body);
      return { success: true as const, user: presentUser(user) };
    },
  );

  app.put(
    '/me/password',
    { schema: { body: PasswordBody, response: { 200: OkAnswer } }, onRequest: app.authenticate },
    async (request) => {
      const { user, tokenHash } = requireAuth(request);
      await users.changePassword(user.id, tokenHash, request.body);
      return { success: true as const };
    },
  );

  // Every session of the user but this one ends (and their sockets close), wherever they are.
  app.delete(
    '/me/sessions/others',
    { schema: { response: { 200: OkAnswer } }, onRequest: app.authenticate },
    async (request) => {
      const { user, tokenHash } = requireAuth(request);
      await sessions.endOthers(user.id, tokenHash);
      return { success: true as const };
    },
  );

  app.get(
    '/users/:id',
    { schema: { params: UserParams, response: { 200: UserViewAnswer } }, onRequest: app.identify },
    async (request) => {
      return {
        success: true as const,
        user: await users.view(request.auth?.user.id ?? null, request.params.id),
      };
    },
  );

  app.get(
    '/users',
    {
      schema: { querystring: UserSearchQuery, response: { 200: UserSearchAnswer } },
      onRequest: app.authenticate,
    },
    async (request) => {
      return {
        success: true as const,
        users: await users.search(requireAuth(request).user.id, request.query.q),
      };
    },
  );
};
