import { describe, expect, it } from 'vitest';
import { type ConversationStanding, conversationPolicies, conversationRefusal } from './conversations';

const friends: ConversationStanding = { blocked: false, friendsWithAll: true };
const unfriended: ConversationStanding = { blocked: false, friendsWithAll: false };
const blocked: ConversationStanding = { blocked: true, friendsWithAll: false };

describe('conversation policies', () => {
  it('let a member write and ring only friends, and nobody across a block', () => {
    expect(conversationPolicies(friends)).toEqual({ canSend: true, canCall: true });
    expect(conversationPolicies(unfriended)).toEqual({ canSend: false, canCall: false });
    expect(conversationPolicies(blocked)).toEqual({ canSend: false, canCall: false });
    // A block wins, even where a friendship is still recorded.
    expect(conversationPolicies({ blocked: true, friendsWithAll: true })).toEqual({
      canSend: false,
      canCall: false,
    });
  });

  it('say why, for each route and frame to word its own way', () => {
    for (const action of ['send', 'call'] as const) {
      expect(conversationRefusal(friends, action)).toBeNull();
      expect(conversationRefusal(unfriended, action)).toBe('not-friends');
      expect(conversationRefusal(blocked, action)).toBe('blocked');
      expect(conversationRefusal({ blocked: true, friendsWithAll: true }, action)).toBe('blocked');
    }
  });
});
