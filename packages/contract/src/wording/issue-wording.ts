import type { ZodError, z } from 'zod';

// How a refused value reads to a person, said once for the server's answers and the browser's
// forms: "email: Email is not a valid address.", "Identifier is required.". A schema's own message
// is kept; zod's generic type messages ("Invalid input: expected string, received undefined") are
// replaced by ones that name the field.

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

/** The field an issue names: its first key that is a name, not a list's index. */
const fieldName = (path: readonly PropertyKey[], part: string) =>
  humanize(String(path.find((key) => typeof key === 'string') ?? part));

/** A field's wrong type in words: "Email is required.", "Skills must be a list." */
function typeProblem(path: readonly PropertyKey[], expected: string, value: unknown, part: string): string {
  const name = fieldName(path, part);
  if (value === undefined) return `${name} is required.`;
  return `${name} must be ${KIND[expected] ?? expected}.`;
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** What the wording needs of an issue: zod's own, or one a validator handed back in its own shape. */
export interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  expected?: string;
}

/**
 * One sentence for a problem, prefixed with the field it concerns: "email: Email is not a valid
 * address." (the server's 400). `part` names the request's part a problem at its root concerns.
 */
export function describeIssue(issue: IssueLike | undefined, data: unknown, part: string): string {
  if (!issue) return `${part}: The request is not valid.`;
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : part;
  if (issue.code === 'invalid_type') {
    const expected = issue.expected ?? '';
    if (issue.path.length === 0) {
      return part === 'body'
        ? 'body: The request body must be a JSON object.'
        : `${part}: The ${part} must be ${KIND[expected] ?? expected}.`;
    }
    const value = valueAt(data, issue.path);
    // A schema that words its own type error ("Required approvals must be a whole number.") is heard.
    if (value !== undefined && !issue.message.startsWith('Invalid input'))
      return `${field}: ${issue.message}`;
    return `${field}: ${typeProblem(issue.path, expected, value, part)}`;
  }
  return `${field}: ${issue.message}`;
}

/** The first problem of a parse, in one sentence (describeIssue). */
export const describeZodError = (error: ZodError, data: unknown, part: string): string =>
  describeIssue(error.issues[0] as IssueLike | undefined, data, part);

/**
 * The same words as a zod error map, for a parse whose issues are shown one per field (a form):
 * `schema.safeParse(values, { error: wordIssue })`. zod asks it only where the schema has no
 * message of its own, so a schema's own type message stands even for a missing field — a form
 * never sends one (each field has a value), where the server's 400 would say "… is required.".
 */
export const wordIssue: z.core.$ZodErrorMap = (issue) => {
  if (issue.code !== 'invalid_type' || !issue.path?.length) return undefined;
  return typeProblem(issue.path, issue.expected, issue.input, 'body');
};
