import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import serverPackage from '../../package.json';
import { METRICS_SCHEME, SESSION_IF_ANY, SESSION_NEEDED, SESSION_SCHEME } from '../lib/api-reference';
import type { ZodTypeProvider } from '../lib/validation';
import { SOCKET_PATH } from '../modules/realtime/constants';
import { SESSION_COOKIE } from '../modules/users/sessions';

export const API_REFERENCE_PATHS = { document: '/api/openapi.json', pages: '/api/docs' } as const;

/**
 * The page's own policy, in place of the API's (under which nothing loads): swagger-ui's script and
 * styles are files it serves itself, and its "Try it out" calls this origin. Nothing from elsewhere;
 * images only from here and data: (its icons). Inline, only the one <style> of swagger-ui's top-bar
 * logo (by its hash, so another cannot run; @fastify/swagger-ui is pinned, the hash with it).
 */
const SWAGGER_LOGO_STYLE = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";
const PAGES_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  `style-src 'self' ${SWAGGER_LOGO_STYLE}`,
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** "inviteLinksRoutes" → "Invite links": the chapter of the module plugin that registered a route. */
function chapterOf(pluginName: string): string | undefined {
  const name = pluginName.split(' -> ')[0]?.replace(/Routes$/, '') ?? '';
  if (name === '' || name === 'fastify' || !/^[a-z][A-Za-z]*$/.test(name)) return undefined;
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function includes(hooks: RouteOptions['onRequest'], hook: unknown): boolean {
  return Array.isArray(hooks) ? hooks.includes(hook as never) : hooks === hook;
}

/**
 * Who may call a route, as far as the route says so itself: `app.authenticate` at the route (or its
 * preHandler) needs a session; `app.identify` takes one when there is one. Otherwise the document's
 * default holds (a session), unless the route's schema says `security: []` (public).
 */
function securityOf(app: FastifyInstance, route: RouteOptions) {
  const hooks = [route.onRequest, route.preHandler];
  if (hooks.some((h) => includes(h, app.identify))) return SESSION_IF_ANY;
  if (hooks.some((h) => includes(h, app.authenticate))) return SESSION_NEEDED;
  return undefined;
}

/**
 * fastify-type-provider-zod's transform, over the route's schemas and what it says for the reference
 * alone. A wildcard (a catch-all 404 under /media) is no operation anyone calls: left out.
 */
const transform: SwaggerTransform = (document) => {
  if (document.url.includes('*')) return { schema: { hide: true }, url: document.url };
  const reference = document.route.config?.reference;
  const schema = reference ? { ...document.schema, ...reference } : document.schema;
  return jsonSchemaTransform({ ...document, schema } as Parameters<typeof jsonSchemaTransform>[0]);
};

/** The socket is no Fastify route (ws takes the upgrade on the HTTP server): it is written here. */
const socketPath = {
  get: {
    summary: 'The real-time socket (WebSocket)',
    description:
      'Upgrade to a WebSocket here, then send an `auth` frame; the session cookie is read from the ' +
      'upgrade. Frames are JSON, as packages/contract/src/socket declares them (ClientFrame, ' +
      'ServerFrame): new messages, notifications, presence, typing, calls and live documents.',
    tags: ['Realtime'],
    security: SESSION_IF_ANY,
    responses: {
      101: { description: 'Switching Protocols: the socket is open.' },
      403: { description: 'The page asking is on another site (Origin).' },
    },
  },
};

/** fastify-type-provider-zod's components, and the socket's path. */
const transformObject: SwaggerTransformObject = (document) => {
  const openapi = jsonSchemaTransformObject(document);
  return { ...openapi, paths: { ...openapi.paths, [SOCKET_PATH]: socketPath } } as typeof openapi;
};

/** What GET /api/openapi.json answers, as far as a client relies on it. */
const OpenApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
  components: z.looseObject({}),
});

/**
 * The API reference, generated from the routes' zod schemas (the contract): GET /api/openapi.json is
 * the OpenAPI 3.1 document, GET /api/docs shows it with swagger-ui (docs/decisions/0022). Registered
 * before the routes, which it collects as they are added; each gets the chapter of the module that
 * registers it. Both are public: the document describes the API, not anyone's data, and the pages
 * call the API with the reader's own session.
 */
export const apiReferencePlugin = fp(
  async (app) => {
    app.addHook('onRoute', function tagAndGuard(this: FastifyInstance, route) {
      const chapter = chapterOf(this.pluginName);
      const security = securityOf(this, route);
      route.schema = {
        ...(chapter ? { tags: [chapter] } : {}),
        ...(security ? { security } : {}),
        ...route.schema,
      };
    });

    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Create Together API',
          version: serverPackage.version,
          description:
            'The HTTP API the Create Together web app uses. Bodies and answers are JSON, checked against ' +
            'the same zod schemas the app is built on (packages/contract). A refused request answers ' +
            '`{ success: false, error, message, code }`; a refused body or query names the field: ' +
            '`"email: Email is not a valid address."`. Sign in with POST /api/user/login: the answer ' +
            `sets the \`${SESSION_COOKIE}\` cookie, which a browser then sends with every call.`,
        },
        components: {
          securitySchemes: {
            [METRICS_SCHEME]: {
              type: 'http',
              scheme: 'bearer',
              description:
                'GET /metrics alone: Authorization: Bearer <METRICS_TOKEN>, as the operator set it.',
            },
            [SESSION_SCHEME]: {
              type: 'apiKey',
              in: 'cookie',
              name: SESSION_COOKIE,
              description:
                'The session POST /api/user/login (or register) opens, HttpOnly. Without it, a route ' +
                'that needs a session answers 401 UNAUTHORIZED.',
            },
          },
        },
        security: SESSION_NEEDED,
      },
      transform,
      transformObject,
    });

    app.withTypeProvider<ZodTypeProvider>().get(
      API_REFERENCE_PATHS.document,
      {
        schema: {
          summary: 'This document: the API reference, OpenAPI 3.1',
          tags: ['Reference'],
          security: [],
          response: { 200: OpenApiDocument },
        },
      },
      async () => app.swagger() as z.output<typeof OpenApiDocument>,
    );

    await app.register(swaggerUi, {
      routePrefix: API_REFERENCE_PATHS.pages,
      staticCSP: PAGES_CSP,
      theme: { title: 'Create Together API' },
    });
  },
  { name: 'api-reference', dependencies: ['auth'] },
);
