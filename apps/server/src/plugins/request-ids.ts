import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What an id from a proxy may look like: a UUID, a hex string, a trace id; nothing that could break a log line. */
const ACCEPTABLE_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * Fastify's `genReqId`: the id every log line of a request carries (`reqId`, through the request's
 * child logger). A random UUID, so lines of several processes in one log never share an id by
 * chance; the proxy's `X-Request-Id` when the app trusts its proxy, so its access log and ours
 * meet. As the socket gateway does for X-Forwarded-*, any TRUST_PROXY trusts it: the id only
 * names log lines, it grants nothing.
 */
export function requestIdGenerator(trustProxy: boolean | number | string) {
  const trusted = trustProxy !== false && trustProxy !== 0;
  return (request: IncomingMessage): string => {
    const offered = trusted ? request.headers[REQUEST_ID_HEADER] : undefined;
    return typeof offered === 'string' && ACCEPTABLE_ID.test(offered) ? offered : randomUUID();
  };
}

/** An onRequest hook: the answer says which id its log lines carry, so a report can name the request. */
export function echoRequestId(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
  reply.header(REQUEST_ID_HEADER, request.id);
  done();
}
