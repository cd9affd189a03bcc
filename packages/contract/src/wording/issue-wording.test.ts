import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LoginBody, ProfileBody, RegisterBody } from '../http/users';
import { describeZodError, humanize, wordIssue } from './issue-wording';

function describe400(schema: z.ZodType, data: unknown, part = 'body'): string {
  const result = schema.safeParse(data);
  if (result.success) throw new Error('expected a failure');
  return describeZodError(result.error, data, part);
}

/** The message a form shows for the first problem, parsed with `wordIssue`. */
function formMessage(schema: z.ZodType, data: unknown): string | undefined {
  const result = schema.safeParse(data, { error: wordIssue });
  return result.error?.issues[0]?.message;
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

  it('keeps a schema’s own type message for a value of the wrong type', () => {
    const schema = z.object({ approvals: z.number({ error: 'Approvals must be a whole number.' }) });
    expect(describe400(schema, { approvals: 'x' })).toBe('approvals: Approvals must be a whole number.');
    expect(describe400(schema, {})).toBe('approvals: Approvals is required.');
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

describe('wordIssue', () => {
  it('words each problem as the server’s answer does, without the field’s path', () => {
    const cases: [z.ZodType, unknown][] = [
      [RegisterBody, { username: 'ada', email: 'nope', password: 'long enough', fullName: 'Ada' }],
      [LoginBody, { password: 'x' }],
      [LoginBody, { identifier: ['a'], password: 'x' }],
      [ProfileBody, { skills: 'a' }],
      [ProfileBody, { interests: ['fine', ''] }],
      [z.object({ ok: z.boolean() }), { ok: 'yes' }],
    ];
    for (const [schema, data] of cases) {
      const answer = describe400(schema, data);
      expect(formMessage(schema, data)).toBe(answer.slice(answer.indexOf(': ') + 2));
    }
  });
});

describe('humanize', () => {
  it('turns a camelCase key into words', () => {
    expect(humanize('fullName')).toBe('Full name');
    expect(humanize('currentPassword')).toBe('Current password');
    expect(humanize('email')).toBe('Email');
  });
});
