import { describe, expect, it } from 'vitest';
import { refusalOf } from '../../test/kits/refusal';
import { authorize, type CollectiveSubject, collectivePolicies } from './collectives';

const visitor: CollectiveSubject = { signedIn: false, role: null, membersCount: 3, visibility: 'public' };
const stranger: CollectiveSubject = { signedIn: true, role: null, membersCount: 3, visibility: 'public' };
const member: CollectiveSubject = { signedIn: true, role: 'member', membersCount: 3, visibility: 'public' };
const moderator: CollectiveSubject = { ...member, role: 'moderator' };
const founder: CollectiveSubject = { signedIn: true, role: 'founder', membersCount: 3, visibility: 'public' };

/** The refusal `authorize` throws, as the API answers it. */
const refusal = (subject: CollectiveSubject, action: Parameters<typeof authorize>[1]) =>
  refusalOf(() => authorize(subject, action));

describe('collective policies', () => {
  it('let each kind of caller do what the collectives README says', () => {
    const nothingMore = {
      canEdit: false,
      canInvite: false,
      canManageModerators: false,
      canRemoveMembers: 'none',
    };
    expect(collectivePolicies(visitor)).toEqual({
      canJoin: false,
      canLeave: false,
      canAddProjects: false,
      ...nothingMore,
    });
    expect(collectivePolicies(stranger)).toEqual({
      canJoin: true,
      canLeave: false,
      canAddProjects: false,
      ...nothingMore,
    });
    expect(collectivePolicies(member)).toEqual({
      canJoin: false,
      canLeave: true,
      canAddProjects: true,
      ...nothingMore,
    });
    expect(collectivePolicies(moderator)).toEqual({
      canJoin: false,
      canLeave: true,
      canAddProjects: true,
      canEdit: false,
      canInvite: true,
      canManageModerators: false,
      canRemoveMembers: 'members',
    });
    expect(collectivePolicies(founder)).toEqual({
      canJoin: false,
      canLeave: false,
      canAddProjects: true,
      canEdit: true,
      canInvite: true,
      canManageModerators: true,
      canRemoveMembers: 'all',
    });
    expect(collectivePolicies({ ...founder, membersCount: 1 }).canLeave).toBe(false);
    // An invite-only collective is joined by an invitation or a link alone.
    expect(collectivePolicies({ ...stranger, visibility: 'invite_only' }).canJoin).toBe(false);
    expect(refusal({ ...stranger, visibility: 'invite_only' }, 'join')).toMatchObject({
      status: 403,
      code: 'INVITE_ONLY',
    });
  });

  it('refuse with the answers the routes give', () => {
    expect(refusal(member, 'join')).toEqual({
      status: 409,
      code: 'ALREADY_MEMBER',
      message: 'You are already a member of this collective.',
    });
    expect(refusal(founder, 'join')).toMatchObject({ status: 409, code: 'ALREADY_MEMBER' });
    expect(refusal(stranger, 'leave')).toEqual({
      status: 409,
      code: 'NOT_A_MEMBER',
      message: 'You are not a member of this collective.',
    });
    expect(refusal(founder, 'leave')).toEqual({
      status: 409,
      code: 'FOUNDER_CANNOT_LEAVE',
      message: 'The founder cannot leave while the collective has other members.',
    });
    expect(refusal({ ...founder, membersCount: 1 }, 'leave')).toEqual({
      status: 409,
      code: 'FOUNDER_CANNOT_LEAVE',
      message: 'The founder cannot leave: a collective always has its founder.',
    });
    expect(refusal(stranger, 'addProjects')).toEqual({
      status: 403,
      code: 'NOT_A_MEMBER',
      message: 'Only members of this collective can add projects to it.',
    });
    expect(refusal(visitor, 'join')).toMatchObject({ status: 401 });
    expect(refusal(stranger, 'join')).toBeNull();
    expect(refusal(member, 'leave')).toBeNull();
  });
});
