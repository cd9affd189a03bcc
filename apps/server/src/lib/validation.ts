import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import {
  serializerCompiler as checkedSerializerCompiler,
  validatorCompiler as zodValidatorCompiler,
} from 'fastify-type-provider-zod';
import type { ZodError, z } from 'zod';

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

/** What describing a refusal needs of a zod issue. */
interface Issue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  expected?: string;
}

/** The zod issue back from fastify-type-provider-zod's form of it (path as `/a/0/b`, code as keyword). */
function issueOf(error: FastifySchemaValidationError): Issue {
  const path = error.instancePath === '/' ? [] : error.instancePath.slice(1).split('/');
  const expected = (error.params as { expected?: unknown }).expected;
  return {
    code: error.keyword,
    path: path.map((key) => (/^\d+$/.test(key) ? Number(key) : key)),
    message: error.message ?? '',
    ...(typeof expected === 'string' ? { expected } : {}),
  };
}

const KIND: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
};

/** "fullName" → "Full name", "currentPassword" → "Current password". */
export function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * One sentence for the first problem, prefixed with the field it concerns: "email: Email is not a valid
 * address." Zod's generic type messages are replaced by ones that read well to a person.
 */
export function describeZodError(error: ZodError, data: unknown, part: string): string {
  return describeIssue(error.issues[0], data, part);
}

function describeIssue(issue: Issue | undefined, data: unknown, part: string): string {
  if (!issue) return `${part}: The request is not valid.`;
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : part;
  const name = humanize(String(issue.path.find((k) => typeof k === 'string') ?? part));
  if (issue.code === 'invalid_type') {
    const kind = KIND[issue.expected ?? ''] ?? issue.expected;
    if (issue.path.length === 0) {
      return part === 'body'
        ? 'body: The request body must be a JSON object.'
        : `${part}: The ${part} must be ${kind}.`;
    }
    if (valueAt(data, issue.path) === undefined) return `${field}: ${name} is required.`;
    // A schema that words its own type error ("Required approvals must be a whole number.") is heard.
    if (!issue.message.startsWith('Invalid input')) return `${field}: ${issue.message}`;
    return `${field}: ${name} must be ${kind}.`;
  }
  return `${field}: ${issue.message}`;
}
