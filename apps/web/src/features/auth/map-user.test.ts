import { describe, expect, it } from 'vitest';
import { serverUser } from '@/test/helpers';
import { mapServerUser, splitFullName } from './map-user';

describe('mapServerUser', () => {
  it('maps the server user to the client User of SPEC.md §3', () => {
    expect(mapServerUser({ ...serverUser, avatarUrl: '/media/a.png', emailVerified: true })).toEqual({
      id: 'u1',
      username: 'ada',
      email: 'ada@example.com',
      fullName: 'Ada King Lovelace',
      firstName: 'Ada',
      lastName: 'King Lovelace',
      profilePictureUrl: '/media/a.png',
      avatar: '/media/a.png',
      role: 'user',
      bio: 'Writes the first programs.',
      createdAt: new Date(1_700_000_000 * 1000).toISOString(),
      skills: ['synths'],
      interests: [],
      emailVerified: true,
    });
    // A server before address confirmations says nothing of it: not confirmed.
    expect(mapServerUser(serverUser).emailVerified).toBe(false);
  });

  it('splits the full name on the first space only', () => {
    expect(splitFullName('Ada')).toEqual({ firstName: 'Ada', lastName: '' });
    expect(splitFullName('  Ada   Lovelace ')).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(splitFullName('Jean Luc Picard')).toEqual({ firstName: 'Jean', lastName: 'Luc Picard' });
  });

  it('defaults the role to user and accepts the other picture field names', () => {
    const { role: _role, avatarUrl: _avatar, ...rest } = serverUser;
    expect(mapServerUser({ ...rest, profilePictureUrl: '/p.png' })).toMatchObject({
      role: 'user',
      profilePictureUrl: '/p.png',
      avatar: '/p.png',
    });
    expect(mapServerUser({ ...rest, role: '', avatar: '/q.png' })).toMatchObject({
      role: 'user',
      avatar: '/q.png',
    });
    expect(mapServerUser({ ...rest, role: 'admin' }).role).toBe('admin');
  });

  it('tolerates missing optional fields and refuses what is not a user', () => {
    expect(mapServerUser({ id: 7, username: 'solo' })).toMatchObject({
      id: '7',
      fullName: '',
      firstName: '',
      lastName: '',
      email: '',
      profilePictureUrl: null,
      createdAt: null,
      skills: [],
    });
    expect(() => mapServerUser({ id: 'x' })).toThrow();
  });
});
