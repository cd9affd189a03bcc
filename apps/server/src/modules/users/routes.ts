import {
  ActiveSessionsAnswer,
  AuthAnswer,
  EndSessionAnswer,
  LoginBody,
  OkAnswer,
  PasswordBody,
  ProfileBody,
  RegisterBody,
  SessionParams,
  UserAnswer,
  UserParams,
  UserSearchAnswer,
  UserSearchQuery,
  UserViewAnswer,
} from '@create-together/contract';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest, RawServerDefault } from 'fastify';
import type { Config } from '../../config';
import { linkOrigin } from '../../lib/origins';
import { attemptLimiter } from '../../lib/rate-limit';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireAuth } from '../../policies/actor';
import type { AccountLinks } from './account-links';
import { presentUser } from './presenter';
import type { UsersService } from './service';
import {
  clearSessionCookie,
  hashToken,
  SESSION_COOKIE,
  type SessionClient,
  type SessionsService,
  setSessionCookie,
} from './sessions';
import { storedUserAgent } from './user-agent';

export interface UsersRoutesOptions {
  users: UsersService;
  /** Mails the new account a link to confirm its address (when mail is on). */
  links: AccountLinks;
  sessions: SessionsService;
  config: Config;
}

/** What a new session records of the request that starts it (shown in Settings → Active sessions). */
const sessionClient = (request: FastifyRequest): SessionClient => ({
  userAgent: storedUserAgent(request.headers['user-agent']),
  ip: request.ip,
});

/**
 * Routes that check the signed-in user's password again (password change; account deletion has
 * its own, account-routes.ts): limited per account, so a stolen session cannot guess it either.
 */
export const reauthLimit = (app: FastifyInstance, config: Config, name: string) =>
  attemptLimiter(app, {
    name,
    max: config.authRateLimit.identifierMax,
    windowMs: config.authRateLimit.windowMs,
    key: (request) => requireAuth(request).user.id,
  });

/** API.md "Users and sessions". Routes parse (contract schemas), call the service, present. */
export const usersRoutes: FastifyPluginAsync<UsersRoutesOptions, RawServerDefault, ZodTypeProvider> = async (
  app,
  { users, sessions, links, config },
) => {
  const { addressMax, identifierMax, windowMs } = config.authRateLimit;
  const secure = config.cookieSecure;
  // Per address before the body is even parsed; per account once it is, so that guessing one
  // account's password from many addresses is limited too.
  const loginPerAddress = attemptLimiter(app, { name: 'login:address', max: addressMax, windowMs });
  const registerPerAddress = attemptLimiter(app, { name: 'register:address', max: addressMax, windowMs });
  const loginPerIdentifier = attemptLimiter(app, {
    name: 'login:identifier',
    max: identifierMax,
    windowMs,
    key: (request) => (request.body as LoginBody).identifier.toLowerCase(),
  });
  const registerPerEmail = attemptLimiter(app, {
    name: 'register:email',
    max: identifierMax,
    windowMs,
    key: (request) => (request.body as RegisterBody).email.toLowerCase(),
  });
  const passwordPerAccount = reauthLimit(app, config, 'password:user');

  app.post(
    '/user/register',
    {
      schema: { body: RegisterBody, response: { 201: AuthAnswer }, security: [] },
      onRequest: registerPerAddress,
      preHandler: registerPerEmail,
    },
    async (request, reply) => {
      const { user, token } = await users.register(request.body, sessionClient(request));
      links.mailVerificationLater(user, linkOrigin(config.appOrigins, request));
      setSessionCookie(request, reply, token, secure);
      return reply
        .code(201)
        .send({ success: true, user: presentUser(user), message: 'Welcome to Create Together!' });
    },
  );

  app.post(
    '/user/login',
    {
      schema: { body: LoginBody, response: { 200: AuthAnswer }, security: [] },
      onRequest: loginPerAddress,
      preHandler: loginPerIdentifier,
    },
    async (request, reply) => {
      const { user, token } = await users.login(request.body, sessionClient(request));
      setSessionCookie(request, reply, token, secure);
      return { success: true as const, user: presentUser(user), message: 'Signed in.' };
    },
  );

  // Works without a session too (nothing to end), so a stale tab can always sign out.
  app.post(
    '/user/logout',
    { schema: { response: { 200: OkAnswer }, security: [] } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await sessions.end(hashToken(token));
      clearSessionCookie(request, reply, secure);
      return { success: true as const };
    },
  );

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
    {
      schema: { body: PasswordBody, response: { 200: OkAnswer } },
      onRequest: app.authenticate,
      preHandler: passwordPerAccount,
    },
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
    '/me/sessions',
    { schema: { response: { 200: ActiveSessionsAnswer } }, onRequest: app.authenticate },
    async (request) => {
      const { user, tokenHash } = requireAuth(request);
      return { success: true as const, sessions: await sessions.list(user.id, tokenHash) };
    },
  );

  // One session of the caller's ends at once, everywhere (cache, other processes, its sockets).
  // Ending the caller's own is allowed: it is a sign-out, so the cookie goes too.
  app.delete(
    '/me/sessions/:sessionId',
    {
      schema: { params: SessionParams, response: { 200: EndSessionAnswer } },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { user, tokenHash } = requireAuth(request);
      const { current } = await sessions.endById(user.id, request.params.sessionId, tokenHash);
      if (current) clearSessionCookie(request, reply, secure);
      return { success: true as const, current };
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
