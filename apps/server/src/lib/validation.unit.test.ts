import { LoginBody, ProfileBody, RegisterBody } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeZodError, humanize } from './validation';

function describe400(schema: z.ZodType, data: unknown, part = 'body'): string {
  const result = schema.safeParse(data);
  if (result.success) throw new Error('expected a failure');
  return describeZodError(result.error, data, part);
}

describe('describeZodError', () => {
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

describe('humanize', () => {
  it('turns a camelCase key into words', () => {
    expect(humanize('fullName')).toBe('Full name');
    expect(humanize('currentPassword')).toBe('Current password');
    expect(humanize('email')).toBe('Email');
  });
});
