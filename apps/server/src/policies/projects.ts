import type { ProjectPolicies, ProjectRole, ProjectStatus } from '@create-together/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { projectMembers, projects } from '../db/schema';
import { type AppError, badRequest, conflict, forbidden, notFound, unauthorized } from '../lib/errors';
import { isUuid } from '../lib/ids';

export const PROJECT_NOT_FOUND = 'Project not found.';
export const ALREADY_MEMBER = 'User is already a member of this project.';
export const NOT_ACCEPTING = 'This project is no longer accepting contributors.';
export const NOT_A_MEMBER = 'You are not a member of this project.';
export const OWNER_CANNOT_LEAVE = 'The owner cannot leave the project.';
export const PROJECT_NOT_ACTIVE = 'This project is no longer active.';

/** Who the caller is to a project, and its state: all any rule of a project asks. */
export interface ProjectSubject {
  signedIn: boolean;
  /** The caller's role; null for a non-member or a visitor. */
  role: ProjectRole | null;
  status: ProjectStatus;
}

/** A refusal, made only when it is thrown (an error captures its stack when made). */
type Refusal = (() => AppError) | null;

const onlyMembers = (action: string) => () =>
  forbidden(`Only members of this project can ${action}.`, 'NOT_A_MEMBER');
const onlyOwner = (action: string) => () =>
  forbidden(`Only the owner of this project can ${action}.`, 'NOT_THE_OWNER');
export const ONLY_EDITORS = 'Only the owner and editors of this project can edit the main content.';
export const ONLY_REMOVERS = 'Only the owner and editors of this project can remove members.';
export const ONLY_OWNER_REMOVES_EDITORS = 'Only the owner of this project can remove editors.';
export const ONLY_INVITERS = 'Only the owner and editors of this project can invite people.';
export const ONLY_OWNER_INVITES_EDITORS = 'Only the owner of this project can invite editors.';
export const ONLY_TRACK_EDITORS = 'Only the owner and editors of this project can change its tracks.';
const notActive = () => conflict(PROJECT_NOT_ACTIVE, 'PROJECT_NOT_ACTIVE');

/**
 * Every rule of a project, once (API.md "Projects", "Workspace contributions"): null when the
 * subject may, else the refusal the API answers. An archived or completed project is read-only.
 */
const RULES = {
  /** Details, cover, visibility, status, its collective. */
  edit: (s: ProjectSubject): Refusal => (s.role === 'owner' ? null : onlyOwner('change it')),
  join: (s: ProjectSubject): Refusal =>
    !s.signedIn
      ? unauthorized
      : s.role !== null
        ? () => conflict(ALREADY_MEMBER, 'ALREADY_MEMBER')
        : s.status !== 'active'
          ? () => conflict(NOT_ACCEPTING, 'PROJECT_NOT_ACTIVE')
          : null,
  leave: (s: ProjectSubject): Refusal =>
    s.role === null
      ? () => badRequest(NOT_A_MEMBER, 'NOT_A_MEMBER')
      : s.role === 'owner'
        ? () => badRequest(OWNER_CANNOT_LEAVE, 'OWNER_CANNOT_LEAVE')
        : null,
  /** Like it, comment on it. */
  react: (s: ProjectSubject): Refusal => (s.signedIn ? null : unauthorized),
  post: (s: ProjectSubject): Refusal => (s.role === null ? onlyMembers('post about it') : null),
  propose: (s: ProjectSubject): Refusal =>
    s.role === null ? onlyMembers('propose contributions') : s.status !== 'active' ? notActive : null,
  vote: (s: ProjectSubject): Refusal =>
    s.role === null ? onlyMembers('vote on contributions') : s.status !== 'active' ? notActive : null,
  merge: (s: ProjectSubject): Refusal =>
    s.role !== 'owner' ? onlyOwner('merge contributions') : s.status !== 'active' ? notActive : null,
  /** Start and answer review threads on its tracks, takes and contributions: members of an active project. */
  review: (s: ProjectSubject): Refusal =>
    s.role === null ? onlyMembers('comment on its music') : s.status !== 'active' ? notActive : null,
  /** The owner and the editors write the main content together. */
  editMainContent: (s: ProjectSubject): Refusal =>
    s.role !== 'owner' && s.role !== 'editor'
      ? () => forbidden(ONLY_EDITORS, 'NOT_AN_EDITOR')
      : s.status !== 'active'
        ? notActive
        : null,
  /** The owner and the editors arrange the song together, as they write the main content. */
  editTracks: (s: ProjectSubject): Refusal =>
    s.role !== 'owner' && s.role !== 'editor'
      ? () => forbidden(ONLY_TRACK_EDITORS, 'NOT_AN_EDITOR')
      : s.status !== 'active'
        ? notActive
        : null,
  /** The song's files, as one ZIP: members, whatever the project's state (visitors of a public one only listen). */
  downloadStems: (s: ProjectSubject): Refusal => (s.role === null ? onlyMembers('download its stems') : null),
  /** Its versions: every member reads the history, whatever the project's state. */
  viewHistory: (s: ProjectSubject): Refusal => (s.role === null ? onlyMembers('see its history') : null),
  /** Make a member an editor, or a contributor again. */
  changeRoles: (s: ProjectSubject): Refusal => (s.role === 'owner' ? null : onlyOwner('change roles')),
  /** Remove a contributor: the owner and editors (whatever the project's state). */
  removeContributors: (s: ProjectSubject): Refusal =>
    s.role === 'owner' || s.role === 'editor' ? null : () => forbidden(ONLY_REMOVERS, 'NOT_AN_EDITOR'),
  /** Remove an editor: the owner alone. */
  removeEditors: (s: ProjectSubject): Refusal =>
    s.role === 'owner' ? null : () => forbidden(ONLY_OWNER_REMOVES_EDITORS, 'NOT_THE_OWNER'),
  /** Hand the project to a member (the owner stays on as an editor). */
  transferOwnership: (s: ProjectSubject): Refusal => (s.role === 'owner' ? null : onlyOwner('hand it over')),
  /** Invite people (and make invite links): the owner and editors of an active project. */
  invite: (s: ProjectSubject): Refusal =>
    s.role !== 'owner' && s.role !== 'editor'
      ? () => forbidden(ONLY_INVITERS, 'NOT_AN_EDITOR')
      : s.status !== 'active'
        ? notActive
        : null,
  addToCollective: (s: ProjectSubject): Refusal =>
    s.role === 'owner' ? null : onlyOwner('add it to a collective'),
  removeFromCollective: (s: ProjectSubject): Refusal =>
    s.role === 'owner' ? null : onlyOwner('remove it from a collective'),
};

export type ProjectAction = keyof typeof RULES;

/** Whether the subject may do this to the project. */
export function can(subject: ProjectSubject, action: ProjectAction): boolean {
  return RULES[action](subject) === null;
}

/** The API's refusal when the subject may not do this to the project (made when called), or null. */
export function refusalOf(subject: ProjectSubject, action: ProjectAction): Refusal {
  return RULES[action](subject);
}

/** Throws the API's refusal when the subject may not do this to the project. */
export function authorize(subject: ProjectSubject, action: ProjectAction): void {
  const refusal = RULES[action](subject);
  if (refusal) throw refusal();
}

/** Who the caller is to a project they can see, as every rule of it asks. */
export const subjectOf = (info: ProjectAccessInfo, userId: string | null): ProjectSubject => ({
  signedIn: userId !== null,
  role: info.role,
  status: info.status,
});

/** What the caller may do, as every project answer carries it (the web reads it, never the rules). */
export function projectPolicies(subject: ProjectSubject): ProjectPolicies {
  return {
    canEdit: can(subject, 'edit'),
    canJoin: can(subject, 'join'),
    canLeave: can(subject, 'leave'),
    canReact: can(subject, 'react'),
    canPost: can(subject, 'post'),
    canPropose: can(subject, 'propose'),
    canVote: can(subject, 'vote'),
    canMerge: can(subject, 'merge'),
    canEditMainContent: can(subject, 'editMainContent'),
    canViewHistory: can(subject, 'viewHistory'),
    canInvite: can(subject, 'invite'),
    canChangeRoles: can(subject, 'changeRoles'),
    canRemoveContributors: can(subject, 'removeContributors'),
    canRemoveEditors: can(subject, 'removeEditors'),
    canTransferOwnership: can(subject, 'transferOwnership'),
    canEditTracks: can(subject, 'editTracks'),
    canDownloadStems: can(subject, 'downloadStems'),
  };
}

/**
 * Where-condition on `projects` rows: what `viewerId` may see — public ones, and the ones they are
 * a member of (null: a visitor, who sees public ones only).
 */
export const visibleProjects = (viewerId: string | null): SQL | undefined =>
  viewerId === null
    ? eq(projects.isPublic, true)
    : sql`(${projects.isPublic} OR ${projects.id} IN (SELECT ${projectMembers.projectId} FROM ${projectMembers} WHERE ${projectMembers.userId} = ${viewerId}))`;

/** What the rules of every project route need to know: who the caller is to the project. */
export interface ProjectAccessInfo {
  projectId: string;
  ownerUserId: string;
  status: ProjectStatus;
  isPublic: boolean;
  /** The caller's role, or null for a non-member (or a visitor who is not signed in). */
  role: ProjectRole | null;
}

/**
 * Who may see and do what to a project (API.md "Projects"). A private project is 404 to anyone
 * but its members, exactly as a project that does not exist, so its existence never leaks.
 */
export function projectAccess(db: Executor) {
  async function find(projectId: string, userId: string | null): Promise<ProjectAccessInfo | null> {
    if (!isUuid(projectId)) return null;
    const [row] = await db
      .select({
        projectId: projects.id,
        ownerUserId: projects.ownerUserId,
        status: projects.status,
        isPublic: projects.isPublic,
        role: projectMembers.role,
      })
      .from(projects)
      .leftJoin(
        projectMembers,
        and(
          eq(projectMembers.projectId, projects.id),
          eq(projectMembers.userId, userId ?? projects.ownerUserId),
        ),
      )
      .where(eq(projects.id, projectId))
      .limit(1);
    if (!row) return null;
    const role = userId === null ? null : ((row.role as ProjectRole | null) ?? null);
    if (!row.isPublic && role === null) return null;
    return { ...row, status: row.status as ProjectStatus, role };
  }

  return {
    find,

    /** The project as the caller may see it; 404 when it does not exist or is private to others. */
    async requireVisible(projectId: string, userId: string | null): Promise<ProjectAccessInfo> {
      const info = await find(projectId, userId);
      if (!info) throw notFound(PROJECT_NOT_FOUND, 'PROJECT_NOT_FOUND');
      return info;
    },

    /**
     * The project, when the signed-in caller may do `action` to it (RULES above); 404 when they
     * cannot even see it, else the rule's refusal.
     */
    async requireAllowed(
      projectId: string,
      userId: string,
      action: ProjectAction,
    ): Promise<ProjectAccessInfo> {
      const info = await this.requireVisible(projectId, userId);
      authorize(subjectOf(info, userId), action);
      return info;
    },
  };
}

export type ProjectAccess = ReturnType<typeof projectAccess>;
