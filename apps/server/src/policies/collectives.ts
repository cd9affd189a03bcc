import {
  ALREADY_COLLECTIVE_MEMBER,
  type CollectivePolicies,
  type CollectiveRole,
  FOUNDER_CANNOT_LEAVE,
  FOUNDER_CANNOT_LEAVE_ALONE,
  NOT_A_COLLECTIVE_MEMBER,
} from '@create-together/contract';
import { type AppError, conflict, forbidden, unauthorized } from '../lib/errors';

export const ONLY_MEMBERS_ADD_PROJECTS = 'Only members of this collective can add projects to it.';

/** Who the caller is to a collective, and how many are in it: all any rule of a collective asks. */
export interface CollectiveSubject {
  signedIn: boolean;
  /** The caller's role; null for someone not in it, or a visitor. */
  role: CollectiveRole | null;
  /** Everyone in it, the founder included (the founder's refusal says whether others remain). */
  membersCount: number;
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
const RULES = {
  join: (s: CollectiveSubject): Refusal =>
    !s.signedIn ? unauthorized : s.role !== null ? alreadyMember : null,
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
};

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
  };
}
