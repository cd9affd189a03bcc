import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  AppError,
  badRequest,
  errorBody,
  forbidden,
  INTERNAL_ERROR_MESSAGE,
  notFound,
  payloadTooLarge,
  unsupportedMediaType,
  validationFailed,
} from '../lib/errors';
import { RequestValidationError } from '../lib/validation';

/** Fastify's own request errors, as the sentences a person can act on. */
function fromFastify(error: FastifyError): AppError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return badRequest('body: The request body is not valid JSON.', 'INVALID_JSON');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return validationFailed('body: The request body must be a JSON object.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return payloadTooLarge();
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return unsupportedMediaType();
  }
  // Other client errors from Fastify or a plugin (bad URL, a directory asked of the static files, …):
  // keep the status, say nothing about internals.
  const status = error.statusCode ?? (error as { status?: number }).status;
  if (status === 404) return notFound();
  if (status === 403) return forbidden('You are not allowed to do that.');
  if (status && status >= 400 && status < 500)
    return new AppError(status, 'BAD_REQUEST', 'The request is not valid.');
  return null;
}

/**
 * Errors the router raises before any route, hook or error handler runs (Fastify's `frameworkErrors`
 * option): a URL that does not decode, a path parameter over the router's limit. Same shape as the rest.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known =
    error.code === 'FST_ERR_BAD_URL'
      ? badRequest('The address is not valid: part of it is not properly encoded.', 'BAD_URL')
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? new AppError(414, 'URI_TOO_LONG', 'The address is too long.')
        : null;
  if (!known) request.log.error({ err: error }, 'Unhandled router error');
  const answer = known ?? new AppError(500, 'INTERNAL', INTERNAL_ERROR_MESSAGE);
  return reply.code(answer.statusCode).send(errorBody(answer.message, answer.code));
}

/**
 * The one error handler (STYLE.md habit 5): AppErrors and validation failures become
 * `{success:false, error, message, code}`; anything else is a fault, logged at error level with its
 * stack, and answers a bare 500.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const known =
        error instanceof AppError
          ? error
          : error instanceof RequestValidationError
            ? validationFailed(error.message)
            : fromFastify(error);
      if (known) {
        // An expected refusal is not a fault: no stack, and a 4xx only with the request lines.
        const level = known.statusCode >= 500 ? 'warn' : 'debug';
        request.log[level]({ statusCode: known.statusCode, code: known.code }, known.message);
        return reply.code(known.statusCode).headers(known.headers).send(errorBody(known.message, known.code));
      }
      request.log.error({ err: error }, 'Unhandled error');
      return reply.code(500).send(errorBody(INTERNAL_ERROR_MESSAGE, 'INTERNAL'));
    });
  },
  { name: 'errors' },
);
