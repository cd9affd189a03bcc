import { z } from 'zod';
import { EpochSeconds, imageAddress, PageQuery } from './common';
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

/** founder (one: made it, edits and deletes it, names moderators), moderator (invites, removes members), member. */
export const COLLECTIVE_ROLES = ['founder', 'moderator', 'member'] as const;
export const CollectiveRole = z.enum(COLLECTIVE_ROLES);
export type CollectiveRole = z.infer<typeof CollectiveRole>;

/** public: anyone signed in joins; invite_only: seen by everyone, joined by an invitation or a link. */
export const COLLECTIVE_VISIBILITIES = ['public', 'invite_only'] as const;
export const CollectiveVisibility = z.enum(COLLECTIVE_VISIBILITIES, {
  error: 'visibility must be public or invite_only.',
});
export type CollectiveVisibility = z.infer<typeof CollectiveVisibility>;

export const COLLECTIVE_NAME_MIN = 3;
export const COLLECTIVE_NAME_MAX = 60;
export const COLLECTIVE_DESCRIPTION_MAX = 2000;
export const COLLECTIVE_TAGS_MAX = 10;
export const COLLECTIVE_TAG_MAX = 30;
/** How many collectives one person may found. */
export const COLLECTIVES_FOUNDED_MAX = 10;

export const COLLECTIVE_NAME_TAKEN = 'A collective with this name already exists.';
export const COLLECTIVE_INVITE_ONLY =
  'This collective is invite-only: ask its founder or a moderator for an invitation.';
export const TOO_MANY_COLLECTIVES = `You can found at most ${COLLECTIVES_FOUNDED_MAX} collectives.`;

/** POST /api/collectives and PUT /api/collectives/{id}: the whole of what the founder sets. */
export const CollectiveBody = z.object({
  name: z
    .string()
    .trim()
    .min(COLLECTIVE_NAME_MIN, `Name must be at least ${COLLECTIVE_NAME_MIN} characters.`)
    .max(COLLECTIVE_NAME_MAX, `Name must be at most ${COLLECTIVE_NAME_MAX} characters.`),
  description: z
    .string()
    .trim()
    .max(COLLECTIVE_DESCRIPTION_MAX, `Description must be at most ${COLLECTIVE_DESCRIPTION_MAX} characters.`)
    .default(''),
  /** An image of the founder's library (`/media/…`, made public by this) or an http(s) address. */
  avatarUrl: imageAddress('Avatar address').nullable().default(null),
  coverUrl: imageAddress('Cover address').nullable().default(null),
  /** Genres, instruments, scenes; repeats (any case) are kept once. */
  tags: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'Tags cannot be empty.')
        .max(COLLECTIVE_TAG_MAX, `Each tag is at most ${COLLECTIVE_TAG_MAX} characters.`),
    )
    .max(COLLECTIVE_TAGS_MAX, `At most ${COLLECTIVE_TAGS_MAX} tags.`)
    .default([]),
  visibility: CollectiveVisibility.default('public'),
});
export type CollectiveBody = z.infer<typeof CollectiveBody>;
export type CollectiveInput = z.input<typeof CollectiveBody>;

/** PUT /api/collectives/{id}/members/{userId}: the founder names or un-names a moderator. */
export const CollectiveMemberRoleBody = z.object({
  role: z.enum(['moderator', 'member'], { error: 'role must be moderator or member.' }),
});
export type CollectiveMemberRoleBody = z.infer<typeof CollectiveMemberRoleBody>;

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
  /** Change its name, pictures, tags and visibility, and delete it: the founder. */
  canEdit: z.boolean(),
  /** Invite people and make invite links: the founder and moderators. */
  canInvite: z.boolean(),
  /** Name and un-name moderators: the founder. */
  canManageModerators: z.boolean(),
  /** Remove members: the founder anyone, a moderator plain members. */
  canRemoveMembers: z.enum(['all', 'members', 'none']),
});
export type CollectivePolicies = z.infer<typeof CollectivePolicies>;

/** A collective as lists show it. */
export const CollectiveSummary = z.object({
  collectiveId: z.string(),
  name: z.string(),
  description: z.string(),
  /** Address of its picture, or null (the screens show its initials). */
  avatarUrl: z.string().nullable(),
  /** A wide picture atop its page, or null. */
  coverUrl: z.string().nullable(),
  visibility: CollectiveVisibility,
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

/** GET /api/collectives/{id}; POST /api/collectives (201) and PUT /api/collectives/{id}. */
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

/** `{id}` and `{userId}` of /api/collectives/{id}/members/{userId} */
export const CollectiveMemberParams = CollectiveParams.extend({ userId: z.string().max(100) });
export type CollectiveMemberParams = z.infer<typeof CollectiveMemberParams>;

/** DELETE /api/collectives/{id} */
export const CollectiveDeletedAnswer = z.object({ success: z.literal(true) });
export type CollectiveDeletedAnswer = z.infer<typeof CollectiveDeletedAnswer>;

/** `{id}` and `{projectId}` of /api/collectives/{id}/projects/{projectId} */
export const CollectiveProjectParams = CollectiveParams.extend({ projectId: z.string().max(100) });
export type CollectiveProjectParams = z.infer<typeof CollectiveProjectParams>;
