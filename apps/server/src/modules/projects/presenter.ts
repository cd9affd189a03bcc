import type {
  Project,
  ProjectComment,
  ProjectContributor,
  ProjectRole,
  ProjectStatus,
  ProjectType,
} from '@create-together/contract';
import { projectPolicies } from '../../policies/projects';
import type { CommentRecord, ContributorRecord, ProjectRecord } from './repository';

/**
 * A project as anyone sees it: everything but the caller's role, like and policies. This is what the project
 * cache holds; `presentProject` adds the caller's part on each read. Never changed once made, but
 * for `stats` (a view flush adds the stored views): `projectJson` keeps its other fields serialized.
 */
export type ProjectSnapshot = Omit<Project, 'userRoleInProject' | 'likedByMe' | 'policies'>;

export const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const secondsOrNull = (date: Date | null) => (date === null ? null : seconds(date));

/** The caller's part of a project answer. */
export interface Viewer {
  signedIn: boolean;
  role: ProjectRole | null;
  likedByMe: boolean;
  /** Views counted in memory, not yet in the stored counter. */
  unstoredViews: number;
}

/** Built field by field, so that nothing else of the row (the search vector) can leak. */
export function presentSnapshot(row: ProjectRecord, contributors: ContributorRecord[]): ProjectSnapshot {
  return {
    projectId: row.id,
    name: row.name,
    description: row.description,
    ownerUserId: row.ownerUserId,
    owner: { userId: row.owner.userId, username: row.owner.username, avatarUrl: row.owner.avatarUrl },
    projectType: row.projectType as ProjectType,
    status: row.status as ProjectStatus,
    isPublic: row.isPublic,
    coverImageUrl: row.coverImageUrl,
    createdAt: seconds(row.createdAt),
    updatedAt: seconds(row.updatedAt),
    startDate: secondsOrNull(row.startDate),
    endDate: secondsOrNull(row.endDate),
    contributionCycleDays: row.contributionCycleDays,
    goals: row.goals,
    requiredSkills: row.requiredSkills,
    requiredSkillsJson: JSON.stringify(row.requiredSkills),
    reviewRules: { requiredApprovals: row.requiredApprovals, openThreadsBlock: row.openThreadsBlock },
    stats: { likes: row.likesCount, comments: row.commentsCount, views: row.viewsCount },
    contributors: contributors.map(
      (c): ProjectContributor => ({
        userId: c.userId,
        username: c.username,
        fullName: c.fullName,
        avatarUrl: c.avatarUrl,
        role: c.role as ProjectRole,
      }),
    ),
    workspace: { mainContent: row.mainContent, lastUpdated: seconds(row.workspaceUpdatedAt) },
  };
}

/** The user's role in the project, read from its contributors (owner, contributor, or null). */
export function roleIn(snapshot: ProjectSnapshot, userId: string | null): ProjectRole | null {
  if (userId === null) return null;
  for (const contributor of snapshot.contributors) {
    if (contributor.userId === userId) return contributor.role;
  }
  return null;
}

/** Every field named (no spread): one object shape for every answer, which V8 builds fastest. */
export function presentProject(s: ProjectSnapshot, viewer: Viewer): Project {
  return {
    projectId: s.projectId,
    name: s.name,
    description: s.description,
    ownerUserId: s.ownerUserId,
    owner: s.owner,
    projectType: s.projectType,
    status: s.status,
    isPublic: s.isPublic,
    coverImageUrl: s.coverImageUrl,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
    startDate: s.startDate,
    endDate: s.endDate,
    contributionCycleDays: s.contributionCycleDays,
    goals: s.goals,
    requiredSkills: s.requiredSkills,
    requiredSkillsJson: s.requiredSkillsJson,
    reviewRules: s.reviewRules,
    userRoleInProject: viewer.role,
    likedByMe: viewer.likedByMe,
    policies: projectPolicies({ signedIn: viewer.signedIn, role: viewer.role, status: s.status }),
    stats: { likes: s.stats.likes, comments: s.stats.comments, views: s.stats.views + viewer.unstoredViews },
    contributors: s.contributors,
    workspace: s.workspace,
  };
}

/** A project's JSON on either side of the caller's part, made once per snapshot by JSON.stringify. */
const jsonParts = new WeakMap<ProjectSnapshot, { head: string; tail: string }>();
const ANYONE: Viewer = { signedIn: false, role: null, likedByMe: false, unstoredViews: 0 };

/** A caller's policies as JSON, made once for each of the few kinds of caller a project has. */
const policiesJson = new Map<string, string>();
function policiesJsonOf(viewer: Viewer, status: ProjectStatus): string {
  const key = `${viewer.signedIn}:${viewer.role}:${status}`;
  let json = policiesJson.get(key);
  if (json === undefined) {
    json = JSON.stringify(projectPolicies({ signedIn: viewer.signedIn, role: viewer.role, status }));
    policiesJson.set(key, json);
  }
  return json;
}

/**
 * Exactly `JSON.stringify(presentProject(snapshot, viewer))` (unit-tested), without serializing the
 * caller-independent part again on every read: the hottest answers of the API are made of these.
 * Cutting at the keys is safe: inside JSON strings every quote is escaped, so `,"userRoleInProject":`
 * and `,"contributors":` only occur as the keys themselves.
 */
export function projectJson(snapshot: ProjectSnapshot, viewer: Viewer): string {
  let parts = jsonParts.get(snapshot);
  if (!parts) {
    const json = JSON.stringify(presentProject(snapshot, ANYONE));
    const cut = json.indexOf(',"userRoleInProject":');
    parts = { head: json.slice(0, cut), tail: json.slice(json.indexOf(',"contributors":', cut)) };
    jsonParts.set(snapshot, parts);
  }
  const { stats } = snapshot;
  const views = stats.views + viewer.unstoredViews;
  return `${parts.head},"userRoleInProject":${JSON.stringify(viewer.role)},"likedByMe":${viewer.likedByMe},"policies":${policiesJsonOf(viewer, snapshot.status)},"stats":{"likes":${stats.likes},"comments":${stats.comments},"views":${views}}${parts.tail}`;
}

/** ProjectAnswer as JSON. */
export const projectAnswerJson = (snapshot: ProjectSnapshot, viewer: Viewer) =>
  `{"success":true,"project":${projectJson(snapshot, viewer)}}`;

/** ProjectListAnswer as JSON. */
export const projectListAnswerJson = (projects: string[], nextCursor: string | null) =>
  `{"success":true,"projects":[${projects.join(',')}],"nextCursor":${JSON.stringify(nextCursor)}}`;

export function presentComment(row: CommentRecord): ProjectComment {
  return {
    commentId: row.id,
    projectId: row.projectId,
    author: { userId: row.author.userId, username: row.author.username, avatarUrl: row.author.avatarUrl },
    content: row.content,
    createdAt: seconds(row.createdAt),
  };
}
