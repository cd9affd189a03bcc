import { humanize } from '@create-together/contract';
import type { FastifyRequest } from 'fastify';
import { RequestValidationError } from './validation';

/** Nesting beyond this is not walked: no contract schema goes near it, and zod refuses the shape. */
const MAX_DEPTH = 32;

type Problem = 'nul' | 'surrogate';

/** In Unicode mode a surrogate pair is one code point, so only a lone surrogate matches. */
const LONE_SURROGATE = /\p{Surrogate}/u;

function problemIn(text: string): Problem | null {
  if (text.includes('\u0000')) return 'nul';
  return LONE_SURROGATE.test(text) ? 'surrogate' : null;
}

function find(value: unknown, path: string[], depth: number): { path: string[]; problem: Problem } | null {
  if (typeof value === 'string') {
    const problem = problemIn(value);
    return problem ? { path, problem } : null;
  }
  if (typeof value !== 'object' || value === null || depth >= MAX_DEPTH) return null;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const found = find(item, [...path, String(key)], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * The sentence refusing the first string in `value` that the database cannot store as text: one
 * holding a NUL character (PostgreSQL refuses it) or a lone UTF-16 surrogate (not Unicode at all; it
 * would be stored as U+FFFD, silently). Null when every string is fine. `part` names the whole value
 * ("body", "querystring", "params", a frame) when the string is not inside an object.
 */
export function unstorableText(value: unknown, part: string): string | null {
  const found = find(value, [], 0);
  if (!found) return null;
  const field = found.path.length > 0 ? found.path.join('.') : part;
  const name = humanize([...found.path].reverse().find((key) => !/^\d+$/.test(key)) ?? part);
  return found.problem === 'nul'
    ? `${field}: ${name} must not contain a NUL character.`
    : `${field}: ${name} is not valid Unicode text.`;
}

/**
 * A preValidation hook for every route: params, query and JSON body are refused with a 400 naming
 * the field when they hold a string the database cannot store, before any schema or handler runs.
 */
export async function refuseUnstorableText(request: FastifyRequest): Promise<void> {
  const parts = { params: request.params, querystring: request.query, body: request.body };
  for (const [part, value] of Object.entries(parts)) {
    const problem = unstorableText(value, part);
    if (problem) throw new RequestValidationError(problem);
  }
}
