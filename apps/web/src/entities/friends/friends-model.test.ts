import { describe, expect, it } from 'vitest';
import {
  friendRequestBody,
  mapBlockedUser,
  mapFriend,
  mapIncomingRequest,
  mapOutgoingRequest,
} from './friends-model';

const item = {
  request_id: 'r1',
  sender_user_id: 'u2',
  sender_username: 'grace',
  sender_full_name: 'Grace Hopper',
  sender_avatar_kv_key: '/media/g.png',
  receiver_user_id: 'u1',
  receiver_username: 'ada',
  receiver_full_name: 'Ada Lovelace',
  receiver_avatar_kv_key: null,
  status: 'pending' as const,
  created_at: 1_700_000_000,
};

describe('friendRequestBody', () => {
  it('sends input with an @ as an email, trimmed', () => {
    expect(friendRequestBody('  Grace@Example.com ')).toEqual({ receiverUserEmail: 'Grace@Example.com' });
  });
  it('sends anything else as a username, trimmed', () => {
    expect(friendRequestBody(' grace ')).toEqual({ receiverUsername: 'grace' });
  });
});

describe('request mapping', () => {
  it('maps an incoming request to SPEC §3 with the sender', () => {
    expect(mapIncomingRequest(item)).toEqual({
      id: 'r1',
      sender: { userId: 'u2', username: 'grace', fullName: 'Grace Hopper', avatarKvKey: '/media/g.png' },
      status: 'pending',
      createdAt: '2023-11-14T22:13:20.000Z',
    });
  });
  it('maps an outgoing request with the receiver', () => {
    expect(mapOutgoingRequest(item)).toEqual({
      id: 'r1',
      receiver: { userId: 'u1', username: 'ada', fullName: 'Ada Lovelace', avatarKvKey: null },
      status: 'pending',
      createdAt: '2023-11-14T22:13:20.000Z',
    });
  });
});

describe('friend entry mapping', () => {
  const other = { userId: 'u2', username: 'grace', fullName: 'Grace Hopper', avatarUrl: null };
  it('derives a Friend entry from the server list', () => {
    expect(mapFriend({ ...other, establishedAt: 1_700_000_000, lastActiveAt: null }, 'u1')).toEqual({
      id: 'u2',
      userId: 'u1',
      friendId: 'u2',
      status: 'accepted',
      createdAt: '2023-11-14T22:13:20.000Z',
      updatedAt: '2023-11-14T22:13:20.000Z',
      profile: other,
      lastActivity: null,
    });
  });
  it("carries the friend's last activity as an ISO time", () => {
    const entry = mapFriend({ ...other, establishedAt: 1_600_000_000, lastActiveAt: 1_700_000_000 }, 'u1');
    expect(entry.lastActivity).toBe('2023-11-14T22:13:20.000Z');
  });
  it('marks a blocked user as blocked since blockedAt', () => {
    const entry = mapBlockedUser({ ...other, blockedAt: 1_700_000_000 }, 'u1');
    expect(entry.status).toBe('blocked');
    expect(entry.createdAt).toBe('2023-11-14T22:13:20.000Z');
    expect(entry.friendId).toBe('u2');
  });
});
