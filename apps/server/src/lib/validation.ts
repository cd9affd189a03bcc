import { describeIssue, type IssueLike } from '@create-together/contract';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import {
  serializerCompiler as checkedSerializerCompiler,
  validatorCompiler as zodValidatorCompiler,
} from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** Lets routes declare zod schemas and receive typed, parsed input (habit 3: validate at the edge). */
export type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * Parses `body`, `params` and `querystring` with the route's zod schema (fastify-type-provider-zod's
 * validator: the parsed value replaces the raw one). A refusal becomes one sentence naming the field,
 * which the one error handler answers as a 400.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  const part = route.httpPart ?? 'body';
  return (data: unknown) => {
    // Synchronous, and either the parsed value or the issues, in Fastify's validation error form.
    const result = validate(data) as { value?: unknown; error?: FastifySchemaValidationError[] };
    if (!result.error) return result;
    const [first] = result.error;
    return { error: new RequestValidationError(describeIssue(first && issueOf(first), data, part)) };
  };
};

/**
 * Answers are plain JSON.stringify (presenters build exact objects; the messages route is measured).
 * When `checkAnswers` is on (tests), each answer first goes through fastify-type-provider-zod's
 * serializer, which refuses one that does not match the contract schema the route declares, so drift
 * fails loudly. A plugin's JSON Schema answer, should one declare it, is not checked.
 */
export function serializerCompiler(checkAnswers: boolean): FastifySerializerCompiler<unknown> {
  return (route) => {
    const { schema } = route;
    const check =
      checkAnswers && isZodSchema(schema) ? checkedSerializerCompiler({ ...route, schema }) : null;
    return (data) => {
      check?.(data);
      return JSON.stringify(data);
    };
  };
}

function isZodSchema(schema: unknown): schema is z.ZodType {
  return typeof schema === 'object' && schema !== null && 'safeParse' in schema;
}

export class RequestValidationError extends Error {
  override name = 'RequestValidationError';
  readonly statusCode = 400;
}

/** The zod issue back from fastify-type-provider-zod's form of it (path as `/a/0/b`, code as keyword). */
function issueOf(error: FastifySchemaValidationError): IssueLike {
  const path = error.instancePath === '/' ? [] : error.instancePath.slice(1).split('/');
  const expected = (error.params as { expected?: unknown }).expected;
  return {
    code: error.keyword,
    path: path.map((key) => (/^\d+$/.test(key) ? Number(key) : key)),
    message: error.message ?? '',
    ...(typeof expected === 'string' ? { expected } : {}),
  };
}

// The words are the contract's, so a form in the browser says what this server's 400 says.
export { describeZodError } from '@create-together/contract';
