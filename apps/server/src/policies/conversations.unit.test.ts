import { describe, expect, it } from 'vitest';
import { type ConversationStanding, conversationPolicies, conversationRefusal } from './conversations';

const direct = { kind: 'direct', isCreator: false, membersCount: 2 } as const;
const friends: ConversationStanding = { ...direct, blocked: false, friendsWithAll: true };
const unfriended: ConversationStanding = { ...direct, blocked: false, friendsWithAll: false };
const blocked: ConversationStanding = { ...direct, blocked: true, friendsWithAll: false };
const group: ConversationStanding = {
  kind: 'group',
  isCreator: false,
  membersCount: 5,
  blocked: true,
  friendsWithAll: false,
};
const nothingElse = { canRename: false, canAddPeople: false, canRemovePeople: false, canLeave: false };

describe('conversation policies', () => {
  it('let a member write and ring only friends, and nobody across a block', () => {
    expect(conversationPolicies(friends)).toEqual({ canSend: true, canCall: true, ...nothingElse });
    expect(conversationPolicies(unfriended)).toEqual({ canSend: false, canCall: false, ...nothingElse });
    expect(conversationPolicies(blocked)).toEqual({ canSend: false, canCall: false, ...nothingElse });
    // A block wins, even where a friendship is still recorded.
    expect(conversationPolicies({ ...friends, blocked: true })).toMatchObject({
      canSend: false,
      canCall: false,
    });
  });

  it('say why, for each route and frame to word its own way', () => {
    for (const action of ['send', 'call'] as const) {
      expect(conversationRefusal(friends, action)).toBeNull();
      expect(conversationRefusal(unfriended, action)).toBe('not-friends');
      expect(conversationRefusal(blocked, action)).toBe('blocked');
      expect(conversationRefusal({ ...friends, blocked: true }, action)).toBe('blocked');
    }
  });

  it('let anyone in a group write, name it, bring friends and leave; its maker takes people out', () => {
    expect(conversationPolicies(group)).toEqual({
      canSend: true,
      canCall: false,
      canRename: true,
      canAddPeople: true,
      canRemovePeople: false,
      canLeave: true,
    });
    expect(conversationPolicies({ ...group, isCreator: true }).canRemovePeople).toBe(true);
    expect(conversationRefusal({ ...group, membersCount: 50 }, 'addPeople')).toBe('full');
    expect(conversationRefusal(group, 'call')).toBe('not-direct');
  });

  it('let a project’s or collective’s chat be written in and left, but not named or gathered', () => {
    const chat: ConversationStanding = { ...group, kind: 'project' };
    expect(conversationPolicies(chat)).toEqual({
      canSend: true,
      canCall: false,
      canRename: false,
      canAddPeople: false,
      canRemovePeople: false,
      canLeave: true,
    });
  });
});
