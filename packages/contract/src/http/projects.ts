import { z } from 'zod';
import { EpochSeconds, imageAddress, PageQuery } from './common';

/**
 * Project types: the two category lists of SPEC.md §9 together (without "All"), plus `other`,
 * the default. Slugs are lower-case; the web app names them.
 */
export const PROJECT_TYPES = [
  'music',
  'art',
  'writing',
  'film',
  'photography',
  'design',
  'animation',
  'game-development',
  'creative',
  'technology',
  'gaming',
  'education',
  'other',
] as const;
export const ProjectType = z.enum(PROJECT_TYPES, { error: 'Project type is not one we know.' });
export type ProjectType = z.infer<typeof ProjectType>;

/** `completed` is shown as archived by the web app (SPEC.md §3). */
export const PROJECT_STATUSES = ['active', 'archived', 'completed'] as const;
export const ProjectStatus = z.enum(PROJECT_STATUSES, {
  error: 'Status must be active, archived or completed.',
});
export type ProjectStatus = z.infer<typeof ProjectStatus>;

/** The owner; editors, who edit the main content with the owner; contributors, who propose and vote. */
export const PROJECT_ROLES = ['owner', 'editor', 'contributor'] as const;
export const ProjectRole = z.enum(PROJECT_ROLES);
export type ProjectRole = z.infer<typeof ProjectRole>;

export const PROJECT_NAME_MAX = 120;
export const PROJECT_DESCRIPTION_MAX = 5000;
export const PROJECT_GOALS_MAX = 2000;
export const PROJECT_SKILLS_MAX = 20;
export const CONTRIBUTION_CYCLE_DAYS_MAX = 365;

const skill = z
  .string()
  .trim()
  .min(1, 'Skills cannot be empty.')
  .max(40, 'Each skill is at most 40 characters.');

const projectFields = {
  /** The title, 1–120 characters. */
  name: z
    .string()
    .trim()
    .min(1, 'Project name is required.')
    .max(PROJECT_NAME_MAX, `Project name must be at most ${PROJECT_NAME_MAX} characters.`),
  /** What the project is, up to 5,000 characters. */
  description: z
    .string()
    .trim()
    .max(PROJECT_DESCRIPTION_MAX, `Description must be at most ${PROJECT_DESCRIPTION_MAX} characters.`),
  /** One of PROJECT_TYPES. */
  projectType: ProjectType,
  /** Private projects are seen by their members only. */
  isPublic: z.boolean({ error: 'Is public must be true or false.' }),
  /** An uploaded image (`/media/…`) or an http(s) address; null for none. */
  coverImageUrl: imageAddress('Cover image address').nullable(),
  /** Seconds since the epoch, or null. */
  startDate: EpochSeconds.nullable(),
  /** Seconds since the epoch, or null; not before startDate. */
  endDate: EpochSeconds.nullable(),
  /** How often contributions are gathered, 1–365 days, or null. */
  contributionCycleDays: z
    .number()
    .int('Contribution cycle must be whole days.')
    .min(1, 'Contribution cycle must be at least 1 day.')
    .max(
      CONTRIBUTION_CYCLE_DAYS_MAX,
      `Contribution cycle must be at most ${CONTRIBUTION_CYCLE_DAYS_MAX} days.`,
    )
    .nullable(),
  /** What the project aims at, up to 2,000 characters. */
  goals: z.string().trim().max(PROJECT_GOALS_MAX, `Goals must be at most ${PROJECT_GOALS_MAX} characters.`),
  /** Skills the project needs, up to 20. */
  requiredSkills: z.array(skill).max(PROJECT_SKILLS_MAX, `At most ${PROJECT_SKILLS_MAX} skills.`),
};

const datesInOrder = (body: { startDate?: number | null; endDate?: number | null }) =>
  body.startDate == null || body.endDate == null || body.endDate >= body.startDate;
const datesMessage = { message: 'End date must not be before the start date.', path: ['endDate'] };

/** POST /api/projects — only `name` is required; the rest take their defaults. */
export const CreateProjectBody = z
  .object({
    name: projectFields.name,
    description: projectFields.description.default(''),
    projectType: projectFields.projectType.default('other'),
    isPublic: projectFields.isPublic.default(true),
    coverImageUrl: projectFields.coverImageUrl.default(null),
    startDate: projectFields.startDate.default(null),
    endDate: projectFields.endDate.default(null),
    contributionCycleDays: projectFields.contributionCycleDays.default(null),
    goals: projectFields.goals.default(''),
    requiredSkills: projectFields.requiredSkills.default([]),
  })
  .refine(datesInOrder, datesMessage);
export type CreateProjectBody = z.infer<typeof CreateProjectBody>;
export type CreateProjectInput = z.input<typeof CreateProjectBody>;

/** The most approvals a project can require of a contribution before it is merged. */
export const REQUIRED_APPROVALS_MAX = 10;

/**
 * How a project decides what goes in (the owner sets it): approvals are members' current upvotes on a
 * contribution, never its author's; 0 keeps "the owner decides".
 */
export const ReviewRules = z.object({
  requiredApprovals: z
    .number({ error: 'Required approvals must be a whole number.' })
    .int('Required approvals must be a whole number.')
    .min(0, 'Required approvals cannot be negative.')
    .max(REQUIRED_APPROVALS_MAX, `At most ${REQUIRED_APPROVALS_MAX} approvals can be required.`),
  /** Whether an open thread on a contribution or its takes blocks its merge. */
  openThreadsBlock: z.boolean({ error: 'openThreadsBlock must be true or false.' }),
});
export type ReviewRules = z.infer<typeof ReviewRules>;

/** PUT /api/projects/{id} — only the fields sent change; `status` archives or completes (owner only). */
export const UpdateProjectBody = z
  .object({
    ...projectFields,
    /** active, archived or completed. */
    status: ProjectStatus,
    /** How contributions are merged; only the rules sent change. */
    reviewRules: ReviewRules.partial(),
  })
  .partial()
  .refine(datesInOrder, datesMessage)
  .refine((body) => Object.keys(body).length > 0, { message: 'Send at least one field to change.' });
export type UpdateProjectBody = z.infer<typeof UpdateProjectBody>;

export const ProjectPerson = z.object({
  userId: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
});
export type ProjectPerson = z.infer<typeof ProjectPerson>;

export const ProjectContributor = ProjectPerson.extend({
  fullName: z.string(),
  role: ProjectRole,
});
export type ProjectContributor = z.infer<typeof ProjectContributor>;

/**
 * What the caller may do to a project, worked out by the server's one policy layer: the web shows
 * a control when its policy says so and never derives the rule itself.
 */
export const ProjectPolicies = z.object({
  /** Change its details, cover, visibility and status (archive, complete). */
  canEdit: z.boolean(),
  canJoin: z.boolean(),
  canLeave: z.boolean(),
  /** Like it and comment on it. */
  canReact: z.boolean(),
  /** Post about it. */
  canPost: z.boolean(),
  canPropose: z.boolean(),
  canVote: z.boolean(),
  canMerge: z.boolean(),
  /** Edit the main content, and restore one of its versions. */
  canEditMainContent: z.boolean(),
  /** See the main content's versions and what changed since each (any member). */
  canViewHistory: z.boolean(),
  canInvite: z.boolean(),
  /** Make members editors, or contributors again. */
  canChangeRoles: z.boolean(),
  /** Remove a contributor from the project (owner and editors). */
  canRemoveContributors: z.boolean(),
  /** Remove an editor from the project (the owner). */
  canRemoveEditors: z.boolean(),
  /** Hand the project to a member, staying on as an editor (the owner). */
  canTransferOwnership: z.boolean(),
  /** Add, replace, arrange, mix and remove the song's tracks, and set its tempo (owner and editors). */
  canEditTracks: z.boolean(),
  /** Download the song's stems as one ZIP (any member). */
  canDownloadStems: z.boolean(),
});
export type ProjectPolicies = z.infer<typeof ProjectPolicies>;

/** The roles the owner gives members (the owner's own is not given). */
export const MEMBER_ROLES = ['editor', 'contributor'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** PUT /api/projects/{id}/members/{userId}: the member's new role. */
export const MemberRoleBody = z.object({
  role: z.enum(MEMBER_ROLES, { error: 'role must be editor or contributor.' }),
});
export type MemberRoleBody = z.infer<typeof MemberRoleBody>;

/** POST /api/projects/{id}/owner: the member who becomes the owner (the owner then is an editor). */
export const TransferOwnershipBody = z.object({ userId: z.string().max(100) });
export type TransferOwnershipBody = z.infer<typeof TransferOwnershipBody>;

export const MemberRoleAnswer = z.object({
  success: z.literal(true),
  member: z.object({ userId: z.string(), role: z.enum(MEMBER_ROLES) }),
});
export type MemberRoleAnswer = z.infer<typeof MemberRoleAnswer>;

/** The project object (API.md "Projects"; SPEC.md §3 server field names). */
export const Project = z.object({
  projectId: z.string(),
  name: z.string(),
  description: z.string(),
  ownerUserId: z.string(),
  owner: ProjectPerson,
  projectType: ProjectType,
  status: ProjectStatus,
  isPublic: z.boolean(),
  coverImageUrl: z.string().nullable(),
  createdAt: EpochSeconds,
  updatedAt: EpochSeconds,
  startDate: EpochSeconds.nullable(),
  endDate: EpochSeconds.nullable(),
  contributionCycleDays: z.number().int().nullable(),
  goals: z.string(),
  requiredSkills: z.array(z.string()),
  /** The same list as JSON text (SPEC.md's client may read either). */
  requiredSkillsJson: z.string(),
  /** How contributions are merged: approvals required, and whether open threads block. */
  reviewRules: ReviewRules,
  /** The caller's role: owner, contributor, or null (not a member, or signed out). */
  userRoleInProject: ProjectRole.nullable(),
  /** Whether the caller likes it (false when signed out). */
  likedByMe: z.boolean(),
  /** What the caller may do to it. */
  policies: ProjectPolicies,
  stats: z.object({ likes: z.number().int(), comments: z.number().int(), views: z.number().int() }),
  /** Members, the owner first, then by joining time. */
  contributors: z.array(ProjectContributor),
  workspace: z.object({
    /** Markdown. */
    mainContent: z.string(),
    /** Seconds; every save makes it strictly larger, so it doubles as the version for `baseUpdatedAt`. */
    lastUpdated: EpochSeconds,
  }),
});
export type Project = z.infer<typeof Project>;

export const PROJECT_SORTS = ['recent', 'popular', 'contributors', 'alphabetical', 'relevance'] as const;
export const ProjectSort = z.enum(PROJECT_SORTS, {
  error: 'sort must be recent, popular, contributors, alphabetical or relevance.',
});
export type ProjectSort = z.infer<typeof ProjectSort>;

/** GET /api/projects — public projects (plus the caller's own), searched, filtered and paged. */
export const ProjectListQuery = PageQuery.extend({
  /**
   * Words to find in the name, description or skills (prefixes match: "synth" finds "synthwave"); a
   * word of three or more letters also finds any part of a word of the name ("night": "Midnight").
   */
  q: z.string().trim().max(200, 'The search is at most 200 characters.').optional(),
  /**
   * recent (updated), popular (likes + views), contributors, alphabetical, or relevance: how well
   * the project matches `q` (whole words of the name first, parts of words last; popular without `q`).
   */
  sort: ProjectSort.default('recent'),
  /** One project type, or absent / `all`. */
  type: z.union([ProjectType, z.literal('all')]).optional(),
  /** One status, or absent / `all`; `archived` also finds completed projects (shown as archived). */
  status: z.union([ProjectStatus, z.literal('all')]).optional(),
  /** Comma-separated skills; a project must need all of them (any case). */
  skills: z
    .string()
    .max(400, 'skills is too long.')
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
});
export type ProjectListQuery = z.infer<typeof ProjectListQuery>;

export const ProjectAnswer = z.object({ success: z.literal(true), project: Project });
export type ProjectAnswer = z.infer<typeof ProjectAnswer>;

export const CreateProjectAnswer = ProjectAnswer.extend({ message: z.string() });
export type CreateProjectAnswer = z.infer<typeof CreateProjectAnswer>;

export const ProjectListAnswer = z.object({
  success: z.literal(true),
  projects: z.array(Project),
  nextCursor: z.string().nullable(),
});
export type ProjectListAnswer = z.infer<typeof ProjectListAnswer>;

/** GET /api/me/projects — owned or joined, most recently updated first, at most 100. */
export const MyProjectsAnswer = z.object({ success: z.literal(true), projects: z.array(Project) });
export type MyProjectsAnswer = z.infer<typeof MyProjectsAnswer>;

/** The most projects a profile lists. */
export const USER_PROJECTS_MAX = 50;

/**
 * GET /api/users/{id}/projects — the projects they own or joined that the caller can see (public,
 * or one the caller is a member of), most recently updated first, at most USER_PROJECTS_MAX; 404
 * `User not found.` as GET /api/users/{id}.
 */
export const UserProjectsAnswer = MyProjectsAnswer;
export type UserProjectsAnswer = MyProjectsAnswer;

/** POST /api/projects/{id}/join */
export const JoinProjectAnswer = z.object({ success: z.literal(true), message: z.string() });
export type JoinProjectAnswer = z.infer<typeof JoinProjectAnswer>;

/** POST/DELETE /api/projects/{id}/like */
export const LikeAnswer = z.object({ success: z.literal(true), likes: z.number().int() });
export type LikeAnswer = z.infer<typeof LikeAnswer>;

export const COMMENT_MAX = 2000;

export const ProjectComment = z.object({
  commentId: z.string(),
  projectId: z.string(),
  author: ProjectPerson,
  content: z.string(),
  createdAt: EpochSeconds,
});
export type ProjectComment = z.infer<typeof ProjectComment>;

/** POST /api/projects/{id}/comments */
export const CommentBody = z.object({
  /** 1–2,000 characters of plain text. */
  content: z
    .string()
    .trim()
    .min(1, 'Comment cannot be empty.')
    .max(COMMENT_MAX, `Comment must be at most ${COMMENT_MAX} characters.`),
});
export type CommentBody = z.infer<typeof CommentBody>;

export const CommentsAnswer = z.object({ success: z.literal(true), comments: z.array(ProjectComment) });
export type CommentsAnswer = z.infer<typeof CommentsAnswer>;

export const CommentAnswer = z.object({ success: z.literal(true), comment: ProjectComment });
export type CommentAnswer = z.infer<typeof CommentAnswer>;

/** The `{id}` of every /api/projects/{id}/… path; an id that is no project's answers 404. */
export const ProjectParams = z.object({ id: z.string() });
export type ProjectParams = z.infer<typeof ProjectParams>;

/** `{id}` and `{userId}` of PUT /api/projects/{id}/members/{userId}. */
export const MemberParams = ProjectParams.extend({ userId: z.string().max(100) });
