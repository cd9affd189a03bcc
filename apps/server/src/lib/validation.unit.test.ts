import { LoginBody, ProfileBody, RegisterBody } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  describeZodError,
  RequestValidationError,
  serializerCompiler,
  validatorCompiler,
} from './validation';

/** The sentence a request meets: the route's validator refuses `data` for this request part. */
function describe400(schema: z.ZodType, data: unknown, part = 'body'): string {
  const validate = validatorCompiler({ schema, httpPart: part, method: 'POST', url: '/' });
  const result = validate(data) as { error?: unknown };
  if (!(result.error instanceof RequestValidationError)) throw new Error('expected a refusal');
  return result.error.message;
}

describe('validatorCompiler', () => {
  it('names the field and uses the contract message', () => {
    const body = { username: 'ada', email: 'nope', password: 'long enough', fullName: 'Ada' };
    expect(describe400(RegisterBody, body)).toBe('email: Email is not a valid address.');
  });

  it('says a missing field is required, and a wrong type what it must be', () => {
    expect(describe400(LoginBody, { password: 'x' })).toBe('identifier: Identifier is required.');
    expect(describe400(LoginBody, { identifier: ['a'], password: 'x' })).toBe(
      'identifier: Identifier must be text.',
    );
    expect(describe400(ProfileBody, { skills: 'a' })).toBe('skills: Skills must be a list.');
    expect(describe400(z.object({ ok: z.boolean() }), { ok: 'yes' })).toBe('ok: Ok must be true or false.');
  });

  it('names nested fields by their path', () => {
    expect(describe400(ProfileBody, { interests: ['fine', ''] })).toBe('interests.1: Tags cannot be empty.');
  });

  it('says the body must be an object when it is not', () => {
    expect(describe400(LoginBody, undefined)).toBe('body: The request body must be a JSON object.');
    expect(describe400(LoginBody, [1, 2])).toBe('body: The request body must be a JSON object.');
  });

  it('names other request parts', () => {
    expect(describe400(z.object({ id: z.uuid('Not an id.') }), { id: 'x' }, 'params')).toBe('id: Not an id.');
    expect(describe400(z.object({}), 'x', 'querystring')).toBe(
      'querystring: The querystring must be an object.',
    );
  });
});

describe('validatorCompiler on valid input', () => {
  it('hands the route the parsed value', () => {
    const validate = validatorCompiler({
      schema: z.object({ n: z.coerce.number() }),
      httpPart: 'querystring',
      method: 'GET',
      url: '/',
    });
    expect(validate({ n: '3' })).toEqual({ value: { n: 3 } });
  });
});

describe('describeZodError', () => {
  it('words a parse of its own (a multipart form) as the validator does', () => {
    const result = LoginBody.safeParse({ password: 'x' });
    if (result.success) throw new Error('expected a failure');
    expect(describeZodError(result.error, { password: 'x' }, 'body')).toBe(
      'identifier: Identifier is required.',
    );
  });
});

describe('serializerCompiler', () => {
  const Answer = z.object({ success: z.literal(true), count: z.number() });
  const route = { schema: Answer, method: 'GET', url: '/', httpStatus: '200' };

  it('sends the answer as JSON.stringify does', () => {
    const serialize = serializerCompiler(true)(route);
    expect(serialize({ success: true, count: 2 })).toBe('{"success":true,"count":2}');
  });

  it('refuses an answer its contract does not allow when answers are checked, and only then', () => {
    const drifted = { success: true, count: '2' };
    expect(() => serializerCompiler(true)(route)(drifted)).toThrow("Response doesn't match the schema");
    expect(serializerCompiler(false)(route)(drifted)).toBe('{"success":true,"count":"2"}');
  });
});
