import {
  ALREADY_COLLECTIVE_MEMBER,
  COLLECTIVE_INVITE_ONLY,
  type CollectivePolicies,
  type CollectiveRole,
  type CollectiveVisibility,
  FOUNDER_CANNOT_LEAVE,
  FOUNDER_CANNOT_LEAVE_ALONE,
  NOT_A_COLLECTIVE_MEMBER,
} from '@create-together/contract';
import { type AppError, conflict, forbidden, unauthorized } from '../lib/errors';

export const ONLY_MEMBERS_ADD_PROJECTS = 'Only members of this collective can add projects to it.';
export const ONLY_THE_FOUNDER = 'Only the founder of this collective can do that.';
export const ONLY_MODERATORS_INVITE = 'Only the founder and moderators of this collective can invite people.';
export const CANNOT_REMOVE_THEM =
  'You cannot remove this member: moderators are removed by the founder alone.';
export const FOUNDER_STAYS = 'The founder cannot be removed or made a moderator.';

/** Who the caller is to a collective, and how many are in it: all any rule of a collective asks. */
export interface CollectiveSubject {
  signedIn: boolean;
  /** The caller's role; null for someone not in it, or a visitor. */
  role: CollectiveRole | null;
  /** Everyone in it, the founder included (the founder's refusal says whether others remain). */
  membersCount: number;
  /** Invite-only collectives are joined by an invitation or a link, never by Join. */
  visibility: CollectiveVisibility;
}

/** The member a founder or moderator acts on (removes, names a moderator). */
export interface CollectiveTarget {
  role: CollectiveRole;
}

/** A refusal, made only when it is thrown (an error captures its stack when made). */
type Refusal = (() => AppError) | null;

/** Said to a join that finds the caller in already, however they got there (a second tab, a double click). */
export const alreadyMember = () => conflict(ALREADY_COLLECTIVE_MEMBER, 'ALREADY_MEMBER');
/** Said to a leave that finds the caller not in it, a second leave too. */
export const notAMember = () => conflict(NOT_A_COLLECTIVE_MEMBER, 'NOT_A_MEMBER');

/**
 * Every rule of a collective, once (modules/collectives/README.md "Rules"): null when the subject
 * may, else the refusal the API answers. The founder never leaves: a collective always has its
 * founder.
 */
const isTeam = (s: CollectiveSubject) => s.role === 'founder' || s.role === 'moderator';
const founderOnly = (s: CollectiveSubject): Refusal =>
  s.role === 'founder' ? null : () => forbidden(ONLY_THE_FOUNDER, 'NOT_THE_FOUNDER');

const RULES = {
  join: (s: CollectiveSubject): Refusal =>
    !s.signedIn
      ? unauthorized
      : s.role !== null
        ? alreadyMember
        : s.visibility === 'invite_only'
          ? () => forbidden(COLLECTIVE_INVITE_ONLY, 'INVITE_ONLY')
          : null,
  leave: (s: CollectiveSubject): Refusal =>
    s.role === null
      ? notAMember
      : s.role === 'founder'
        ? () =>
            conflict(
              s.membersCount > 1 ? FOUNDER_CANNOT_LEAVE : FOUNDER_CANNOT_LEAVE_ALONE,
              'FOUNDER_CANNOT_LEAVE',
            )
        : null,
  /** Put a project in it (that the project is theirs is the project's own rule: policies/projects.ts). */
  addProjects: (s: CollectiveSubject): Refusal =>
    s.role === null ? () => forbidden(ONLY_MEMBERS_ADD_PROJECTS, 'NOT_A_MEMBER') : null,
  /** Change its details, pictures and visibility; delete it. */
  edit: founderOnly,
  /** Name and un-name moderators. */
  manageModerators: founderOnly,
  /** Invite people and make, list and revoke invite links. */
  invite: (s: CollectiveSubject): Refusal =>
    isTeam(s) ? null : () => forbidden(ONLY_MODERATORS_INVITE, 'NOT_A_MODERATOR'),
  /** Remove members at all (whom: `mayRemove`). */
  removeMembers: (s: CollectiveSubject): Refusal =>
    isTeam(s) ? null : () => forbidden(CANNOT_REMOVE_THEM, 'NOT_A_MODERATOR'),
};

/**
 * Whether the subject may remove this member: the founder anyone else, a moderator plain members;
 * the founder is never removed.
 */
export function authorizeRemoval(subject: CollectiveSubject, target: CollectiveTarget): void {
  authorize(subject, 'removeMembers');
  if (target.role === 'founder') throw forbidden(FOUNDER_STAYS, 'FOUNDER_STAYS');
  if (target.role === 'moderator' && subject.role !== 'founder')
    throw forbidden(CANNOT_REMOVE_THEM, 'NOT_THE_FOUNDER');
}

export type CollectiveAction = keyof typeof RULES;

/** Whether the subject may do this about the collective. */
export function can(subject: CollectiveSubject, action: CollectiveAction): boolean {
  return RULES[action](subject) === null;
}

/** Throws the API's refusal when the subject may not do this about the collective. */
export function authorize(subject: CollectiveSubject, action: CollectiveAction): void {
  const refusal = RULES[action](subject);
  if (refusal) throw refusal();
}

/** What the caller may do, as every collective answer carries it (the web reads it, never the rules). */
export function collectivePolicies(subject: CollectiveSubject): CollectivePolicies {
  return {
    canJoin: can(subject, 'join'),
    canLeave: can(subject, 'leave'),
    canAddProjects: can(subject, 'addProjects'),
    canEdit: can(subject, 'edit'),
    canInvite: can(subject, 'invite'),
    canManageModerators: can(subject, 'manageModerators'),
    canRemoveMembers: !can(subject, 'removeMembers')
      ? 'none'
      : subject.role === 'founder'
        ? 'all'
        : 'members',
  };
}
