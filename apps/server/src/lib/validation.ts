import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import type { ZodError, z } from 'zod';

/** Lets routes declare zod schemas and receive typed, parsed input (habit 3: validate at the edge). */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

function isZodSchema(schema: unknown): schema is z.ZodType {
  return typeof schema === 'object' && schema !== null && 'safeParse' in schema;
}

/** Parses `body`, `params` and `querystring` with the route's zod schema; the parsed value replaces the raw one. */
export const zodValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (!isZodSchema(schema)) throw new Error(`The ${httpPart ?? 'request'} schema must be a zod schema.`);
  return (data: unknown) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    // Fastify hands this error, tagged with the request part, to the one error handler.
    return { error: new RequestValidationError(describeZodError(result.error, data, httpPart ?? 'body')) };
  };
};

/**
 * Answers are plain JSON.stringify (presenters build exact objects). When `checkAnswers` is on (tests),
 * each answer is first checked against the contract schema the route declares, so drift fails loudly.
 */
export function zodSerializerCompiler(checkAnswers: boolean): FastifySerializerCompiler<unknown> {
  return ({ schema }) =>
    (data) => {
      if (checkAnswers && isZodSchema(schema)) {
        const result = schema.safeParse(data);
        if (!result.success) throw new Error(`Answer does not match its contract: ${result.error.message}`);
      }
      return JSON.stringify(data);
    };
}

export class RequestValidationError extends Error {
  override name = 'RequestValidationError';
  readonly statusCode = 400;
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
  const issue = error.issues[0];
  if (!issue) return `${part}: The request is not valid.`;
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : part;
  const name = humanize(String(issue.path.find((k) => typeof k === 'string') ?? part));
  if (issue.code === 'invalid_type') {
    if (issue.path.length === 0) {
      return part === 'body'
        ? 'body: The request body must be a JSON object.'
        : `${part}: The ${part} must be ${KIND[issue.expected] ?? issue.expected}.`;
    }
    if (valueAt(data, issue.path) === undefined) return `${field}: ${name} is required.`;
    // A schema that words its own type error ("Required approvals must be a whole number.") is heard.
    if (!issue.message.startsWith('Invalid input')) return `${field}: ${issue.message}`;
    return `${field}: ${name} must be ${KIND[issue.expected] ?? issue.expected}.`;
  }
  return `${field}: ${issue.message}`;
}
