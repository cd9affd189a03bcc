import { z } from 'zod';
import { EpochSeconds, PageQuery } from './common';
import { Project } from './projects';

// /collectives and /collectives/{id} (SPEC.md §2.1; the API is ours): groups of creators, founded by
// one and joined by many, with the projects their members make in them.

/** How many member avatars a collective's card shows. */
export const COLLECTIVE_PREVIEW_MEMBERS = 5;
/** The most members and projects one collective's page lists (`membersCount` tells the whole). */
export const COLLECTIVE_MEMBERS_MAX = 200;
export const COLLECTIVE_PROJECTS_MAX = 100;

export const ALREADY_COLLECTIVE_MEMBER = 'You are already a member of this collective.';
export const NOT_A_COLLECTIVE_MEMBER = 'You are not a member of this collective.';
export const FOUNDER_CANNOT_LEAVE = 'The founder cannot leave while the collective has other members.';
export const FOUNDER_CANNOT_LEAVE_ALONE = 'The founder cannot leave: a collective always has its founder.';

export const COLLECTIVE_ROLES = ['founder', 'member'] as const;
export const CollectiveRole = z.enum(COLLECTIVE_ROLES);
export type CollectiveRole = z.infer<typeof CollectiveRole>;

/**
 * members (most first), newest (founded), name (A–Z, any case), relevance (how well the name matches
 * `q`: the name itself, then whole words of it, then parts of words; members without `q`).
 */
export const COLLECTIVE_SORTS = ['members', 'newest', 'name', 'relevance'] as const;
export const CollectiveSort = z.enum(COLLECTIVE_SORTS, {
  error: 'sort must be members, newest, name or relevance.',
});
export type CollectiveSort = z.infer<typeof CollectiveSort>;

/** GET /api/collectives — public; searched, sorted and paged. */
export const CollectiveListQuery = PageQuery.extend({
  /** Text to find in the name, description or tags, any case ("jazz" finds "Nu-Jazz Collective"). */
  q: z.string().trim().max(100, 'The search is at most 100 characters.').optional(),
  /** members (default), newest, name or relevance. */
  sort: CollectiveSort.default('members'),
});
export type CollectiveListQuery = z.infer<typeof CollectiveListQuery>;

/** A member as a card's avatar row shows them. */
export const CollectiveMemberPreview = z.object({
  userId: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
});
export type CollectiveMemberPreview = z.infer<typeof CollectiveMemberPreview>;

/** What the caller may do about a collective, as the server's policy layer decides. */
export const CollectivePolicies = z.object({
  /** Join it: anyone signed in who is not in it. */
  canJoin: z.boolean(),
  /** Leave it: a member, never its founder. */
  canLeave: z.boolean(),
  /** Put projects of their own in it: its members, the founder included. */
  canAddProjects: z.boolean(),
});
export type CollectivePolicies = z.infer<typeof CollectivePolicies>;

/** A collective as lists show it. */
export const CollectiveSummary = z.object({
  collectiveId: z.string(),
  name: z.string(),
  description: z.string(),
  /** Address of its picture, or null (the screens show its initials). */
  avatarUrl: z.string().nullable(),
  /** Genres, instruments, scenes. */
  tags: z.array(z.string()),
  membersCount: z.number().int().nonnegative(),
  /** Its public projects (private ones are never counted, so they never leak). */
  projectsCount: z.number().int().nonnegative(),
  createdAt: EpochSeconds,
  /** Up to COLLECTIVE_PREVIEW_MEMBERS members: the founder first, then the earliest to join. */
  memberPreview: z.array(CollectiveMemberPreview),
  /** The caller's role, or null (not a member, or signed out). */
  viewerRole: CollectiveRole.nullable(),
  /** What the caller may do about it. */
  policies: CollectivePolicies,
});
export type CollectiveSummary = z.infer<typeof CollectiveSummary>;

export const CollectiveListAnswer = z.object({
  success: z.literal(true),
  collectives: z.array(CollectiveSummary),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type CollectiveListAnswer = z.infer<typeof CollectiveListAnswer>;

export const CollectiveMember = z.object({
  userId: z.string(),
  username: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  role: CollectiveRole,
  joinedAt: EpochSeconds,
});
export type CollectiveMember = z.infer<typeof CollectiveMember>;

/** One collective's page: its summary, its members and the projects made in it that you may see. */
export const Collective = CollectiveSummary.extend({
  /** The founder first, then by joining time; at most COLLECTIVE_MEMBERS_MAX. */
  members: z.array(CollectiveMember),
  /**
   * Its public projects, and private ones you are a member of; most recently updated first, at most
   * COLLECTIVE_PROJECTS_MAX. The project object of GET /api/projects.
   */
  projects: z.array(Project),
});
export type Collective = z.infer<typeof Collective>;

/** GET /api/collectives/{id} */
export const CollectiveAnswer = z.object({ success: z.literal(true), collective: Collective });
export type CollectiveAnswer = z.infer<typeof CollectiveAnswer>;

/**
 * POST /api/collectives/{id}/members (201), DELETE /api/collectives/{id}/members/me, and PUT / DELETE
 * /api/collectives/{id}/projects/{projectId}: the collective's summary after the change.
 */
export const CollectiveSummaryAnswer = z.object({ success: z.literal(true), collective: CollectiveSummary });
export type CollectiveSummaryAnswer = z.infer<typeof CollectiveSummaryAnswer>;

/** `{id}` of /api/collectives/{id}/… */
export const CollectiveParams = z.object({ id: z.string().max(100) });
export type CollectiveParams = z.infer<typeof CollectiveParams>;

/** `{id}` and `{projectId}` of /api/collectives/{id}/projects/{projectId} */
export const CollectiveProjectParams = CollectiveParams.extend({ projectId: z.string().max(100) });
export type CollectiveProjectParams = z.infer<typeof CollectiveProjectParams>;
