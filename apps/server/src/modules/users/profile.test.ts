import { UserAnswer } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { me, register, useTestApp } from '../../../test/helper';

const t = useTestApp();
const put = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/me/profile',
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

describe('PUT /api/me/profile', () => {
  it('changes only the fields sent and answers the whole user', async () => {
    const { cookie, user } = await register(t.app);
    const first = await put(cookie, {
      fullName: 'Grace Hopper',
      bio: 'Compilers and nanoseconds.',
      avatarUrl: 'https://example.com/grace.png',
      skills: ['cobol', ' mixing '],
      interests: ['jazz'],
    });
    expect(first.statusCode).toBe(200);
    expect(UserAnswer.parse(first.json()).user).toMatchObject({
      id: user.id,
      username: user.username,
      email: user.email,
      fullName: 'Grace Hopper',
      bio: 'Compilers and nanoseconds.',
      avatarUrl: 'https://example.com/grace.png',
      skills: ['cobol', 'mixing'],
      interests: ['jazz'],
    });

    const second = await put(cookie, { bio: '' });
    expect(second.json().user).toMatchObject({
      fullName: 'Grace Hopper',
      bio: '',
      skills: ['cobol', 'mixing'],
    });

    const third = await put(cookie, { avatarUrl: null });
    expect(third.json().user.avatarUrl).toBeNull();
    // And it sticks.
    expect((await me(t.app, cookie)).json().user).toMatchObject({
      fullName: 'Grace Hopper',
      avatarUrl: null,
    });
  });

  it('accepts an avatar served by this server', async () => {
    const { cookie } = await register(t.app);
    const response = await put(cookie, { avatarUrl: '/media/avatar.png' });
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 without a session, before looking at the body', async () => {
    const response = await put(undefined, { fullName: 42 });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['an empty full name', { fullName: '' }, 'fullName: Full name is required.'],
    ['an over-long full name', { fullName: 'x'.repeat(101) }, 'fullName: Full name is too long.'],
    ['a full name of the wrong type', { fullName: 7 }, 'fullName: Full name must be text.'],
    ['an over-long bio', { bio: 'b'.repeat(501) }, 'bio: Bio is too long.'],
    [
      'a javascript: avatar',
      { avatarUrl: 'javascript:alert(1)' },
      'avatarUrl: Avatar address must start with',
    ],
    ['skills that are not a list', { skills: 'guitar' }, 'skills: Skills must be a list.'],
    [
      'too many skills',
      { skills: Array.from({ length: 31 }, (_, i) => `s${i}`) },
      'skills: At most 30 tags.',
    ],
    ['an over-long skill', { skills: ['x'.repeat(41)] }, 'skills.0: Each tag is at most 40 characters.'],
    ['an empty interest', { interests: ['  '] }, 'interests.0: Tags cannot be empty.'],
  ])('answers 400 naming the field for %s', async (_case, payload, message) => {
    const { cookie } = await register(t.app);
    const response = await put(cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
  });

  it('answers 400 for malformed JSON', async () => {
    const { cookie } = await register(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/me/profile',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"fullName": "unterminated',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'body: The request body is not valid JSON.',
    });
  });
});
