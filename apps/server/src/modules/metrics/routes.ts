import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest, RawServerDefault } from 'fastify';
import type { Registry } from 'prom-client';
import { METRICS_SCHEME, textAnswer } from '../../lib/api-reference';
import { AppError, notFound } from '../../lib/errors';
import type { ZodTypeProvider } from '../../lib/validation';
import { METRICS_PATH } from './metrics';

export interface MetricsRoutesOptions {
  registry: Registry;
  /** METRICS_TOKEN; unset, there are no metrics to read. */
  token: string | undefined;
}

const tokenRequired = () =>
  new AppError(
    401,
    'UNAUTHORIZED',
    'The metrics are read with the bearer token (Authorization: Bearer <METRICS_TOKEN>).',
    { 'www-authenticate': 'Bearer realm="metrics"' },
  );

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether a request carries the token. Both sides are hashed first, so the comparison takes the
 * same time whatever is sent and says nothing of the token's length.
 */
function bearerCheck(token: string) {
  const expected = digest(token);
  return (request: FastifyRequest): boolean => {
    const offered = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')?.[1];
    return offered !== undefined && timingSafeEqual(digest(offered), expected);
  };
}

/**
 * GET /metrics in Prometheus's text format, for a scraper holding METRICS_TOKEN (401 to anyone
 * else). Without a token it is a JSON 404 all the same: registered either way, so the web app's
 * fallback never answers it with the SPA's page. The request carries no input but its header.
 */
export const metricsRoutes: FastifyPluginAsync<
  MetricsRoutesOptions,
  RawServerDefault,
  ZodTypeProvider
> = async (app, { registry, token }) => {
  const carriesToken = token ? bearerCheck(token) : null;
  app.get(
    METRICS_PATH,
    {
      schema: {
        summary: "The server's figures for Prometheus (requests, sockets, rooms, the bus, the database pool)",
        security: [{ [METRICS_SCHEME]: [] }],
      },
      config: {
        reference: {
          response: {
            200: textAnswer("Every metric in Prometheus's text format (version 0.0.4)."),
            401: textAnswer("No bearer, or not METRICS_TOKEN (JSON, in the errors' shape)."),
            404: textAnswer('METRICS_TOKEN is not set on this server: there are no metrics to read.'),
          },
        },
      },
      onRequest: async (request) => {
        if (!carriesToken) throw notFound();
        if (!carriesToken(request)) throw tokenRequired();
      },
    },
    async (_request, reply) => reply.type(registry.contentType).send(await registry.metrics()),
  );
};
