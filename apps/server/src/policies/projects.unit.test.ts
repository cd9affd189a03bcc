import { describe, expect, it } from 'vitest';
import { refusalOf } from '../../test/kits/refusal';
import { authorize, type ProjectSubject, projectPolicies } from './projects';

const visitor: ProjectSubject = { signedIn: false, role: null, status: 'active' };
const stranger: ProjectSubject = { signedIn: true, role: null, status: 'active' };
const member: ProjectSubject = { signedIn: true, role: 'contributor', status: 'active' };
const editor: ProjectSubject = { signedIn: true, role: 'editor', status: 'active' };
const owner: ProjectSubject = { signedIn: true, role: 'owner', status: 'active' };

/** The refusal `authorize` throws, as the API answers it. */
const refusal = (subject: ProjectSubject, action: Parameters<typeof authorize>[1]) =>
  refusalOf(() => authorize(subject, action));

describe('project policies', () => {
  it('let each kind of caller do what API.md says, on an active project', () => {
    expect(projectPolicies(visitor)).toEqual({
      canEdit: false,
      canJoin: false,
      canLeave: false,
      canReact: false,
      canPost: false,
      canPropose: false,
      canVote: false,
      canMerge: false,
      canEditMainContent: false,
      canViewHistory: false,
      canInvite: false,
      canChangeRoles: false,
      canRemoveContributors: false,
      canRemoveEditors: false,
      canTransferOwnership: false,
      canEditTracks: false,
      canDownloadStems: false,
    });
    expect(projectPolicies(stranger)).toMatchObject({
      canJoin: true,
      canReact: true,
      canPropose: false,
      canViewHistory: false,
      canEditTracks: false,
      canDownloadStems: false,
      canRemoveContributors: false,
      canTransferOwnership: false,
    });
    expect(projectPolicies(member)).toMatchObject({
      canJoin: false,
      canLeave: true,
      canPost: true,
      canPropose: true,
      canVote: true,
      canMerge: false,
      canEdit: false,
      canEditMainContent: false,
      canViewHistory: true,
      canChangeRoles: false,
      canInvite: false,
      // A member removes nobody (leaving is theirs).
      canRemoveContributors: false,
      canRemoveEditors: false,
      canTransferOwnership: false,
      // A member listens, proposes takes and downloads the stems; editors arrange the song.
      canEditTracks: false,
      canDownloadStems: true,
    });
    // An editor is a member who also writes the main content with the owner.
    expect(projectPolicies(editor)).toMatchObject({
      canLeave: true,
      canPropose: true,
      canEditMainContent: true,
      canEditTracks: true,
      canMerge: false,
      canEdit: false,
      canChangeRoles: false,
      // Editors bring people in too (as members; only the owner makes editors).
      canInvite: true,
      // And remove members, but not other editors; the project stays the owner's to hand over.
      canRemoveContributors: true,
      canRemoveEditors: false,
      canTransferOwnership: false,
    });
    expect(projectPolicies(owner)).toMatchObject({
      canLeave: false,
      canPropose: true,
      canVote: true,
      canMerge: true,
      canEditMainContent: true,
      canEdit: true,
      canInvite: true,
      canChangeRoles: true,
      canRemoveContributors: true,
      canRemoveEditors: true,
      canTransferOwnership: true,
      canEditTracks: true,
      canDownloadStems: true,
    });
  });

  it('make an archived or completed project read-only, but for its owner editing its details', () => {
    for (const status of ['archived', 'completed'] as const) {
      expect(projectPolicies({ ...owner, status })).toMatchObject({
        canEdit: true,
        canPropose: false,
        canVote: false,
        canMerge: false,
        canEditMainContent: false,
        canEditTracks: false,
        // The history and the stems stay readable.
        canViewHistory: true,
        canDownloadStems: true,
        // Its team is still the owner's to change.
        canRemoveContributors: true,
        canRemoveEditors: true,
        canTransferOwnership: true,
      });
      expect(projectPolicies({ ...stranger, status }).canJoin).toBe(false);
    }
  });

  it('refuse with the answers the routes give', () => {
    expect(refusal(stranger, 'propose')).toEqual({
      status: 403,
      code: 'NOT_A_MEMBER',
      message: 'Only members of this project can propose contributions.',
    });
    expect(refusal(member, 'merge')).toEqual({
      status: 403,
      code: 'NOT_THE_OWNER',
      message: 'Only the owner of this project can merge contributions.',
    });
    expect(refusal({ ...owner, status: 'archived' }, 'merge')).toMatchObject({
      status: 409,
      code: 'PROJECT_NOT_ACTIVE',
    });
    expect(refusal(member, 'join')).toMatchObject({ status: 409, code: 'ALREADY_MEMBER' });
    expect(refusal({ ...stranger, status: 'completed' }, 'join')).toMatchObject({
      status: 409,
      code: 'PROJECT_NOT_ACTIVE',
    });
    expect(refusal(owner, 'leave')).toMatchObject({ status: 400, code: 'OWNER_CANNOT_LEAVE' });
    expect(refusal(stranger, 'leave')).toMatchObject({ status: 400, code: 'NOT_A_MEMBER' });
    expect(refusal(member, 'editTracks')).toEqual({
      status: 403,
      code: 'NOT_AN_EDITOR',
      message: 'Only the owner and editors of this project can change its tracks.',
    });
    expect(refusal({ ...editor, status: 'completed' }, 'editTracks')).toMatchObject({
      status: 409,
      code: 'PROJECT_NOT_ACTIVE',
    });
    expect(refusal(stranger, 'downloadStems')).toEqual({
      status: 403,
      code: 'NOT_A_MEMBER',
      message: 'Only members of this project can download its stems.',
    });
    expect(refusal(member, 'removeContributors')).toEqual({
      status: 403,
      code: 'NOT_AN_EDITOR',
      message: 'Only the owner and editors of this project can remove members.',
    });
    expect(refusal(editor, 'removeEditors')).toEqual({
      status: 403,
      code: 'NOT_THE_OWNER',
      message: 'Only the owner of this project can remove editors.',
    });
    expect(refusal(editor, 'transferOwnership')).toEqual({
      status: 403,
      code: 'NOT_THE_OWNER',
      message: 'Only the owner of this project can hand it over.',
    });
    expect(refusal(owner, 'merge')).toBeNull();
  });
});
