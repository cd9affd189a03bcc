import type {
  ProjectPolicies,
  ProjectRole,
  ProjectStatus,
  ProjectType,
  ReviewRules,
  Project as ServerProject,
} from '@create-together/contract';

/**
 * The project as screens use it: SPEC.md §3 "Project (client view)", mapped from the server's
 * field names (`name` → title, seconds → ISO dates, `completed` shown as archived, skills parsed
 * from JSON text when they come that way).
 */
export interface ClientProject {
  id: string;
  title: string;
  description: string;
  owner: { id: string; name: string; avatar: string | null };
  /** `other` when the server gives none. */
  type: ProjectType;
  /** What the screens show: a server status of `completed` is shown as archived. */
  status: 'active' | 'archived';
  /** The server's own status, for the few places that tell completed from archived. */
  serverStatus: ProjectStatus;
  isPublic: boolean;
  /** The caller is a member (owner or contributor). */
  isContributor: boolean;
  /** The caller's role, or null. */
  role: ProjectRole | null;
  /** What the caller may do here, as the server decided: controls show by these, never by the role. */
  policies: ProjectPolicies;
  likedByMe: boolean;
  coverImage: string | null;
  /** ISO 8601. */
  createdAt: string;
  updatedAt: string;
  contributors: Array<{
    id: string;
    name: string;
    username: string;
    avatar: string | null;
    role: ProjectRole;
  }>;
  workspace: {
    mainContent: string;
    /** ISO 8601. */
    lastUpdated: string;
    /** The server's `lastUpdated` in seconds: sent back as `baseUpdatedAt` when saving. */
    version: number;
  };
  duration: { start: string | null; end: string | null; contributionCycleDays: number | null };
  goals: string;
  requiredSkills: string[];
  /** How contributions are merged: approvals required (0: the owner decides), and whether open threads block. */
  reviewRules: ReviewRules;
  stats: { likes: number; comments: number; views: number };
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
const isoOrNull = (seconds: number | null | undefined) => (seconds == null ? null : iso(seconds));

/** `requiredSkills` as a list, from the array or from its JSON text (SPEC.md §3). */
export function parseSkills(skills: unknown, json: unknown): string[] {
  if (Array.isArray(skills)) return skills.filter((s): s is string => typeof s === 'string');
  const text = typeof skills === 'string' ? skills : json;
  if (typeof text !== 'string' || text.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    // Not JSON: a comma-separated list is the only other form anyone sends.
    return text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  }
}

export function mapServerProject(project: ServerProject): ClientProject {
  const role = project.userRoleInProject;
  return {
    id: project.projectId,
    title: project.name,
    description: project.description,
    owner: { id: project.owner.userId, name: project.owner.username, avatar: project.owner.avatarUrl },
    type: project.projectType ?? 'other',
    status: project.status === 'active' ? 'active' : 'archived',
    serverStatus: project.status,
    isPublic: project.isPublic,
    isContributor: role !== null,
    role,
    policies: project.policies,
    likedByMe: project.likedByMe,
    coverImage: project.coverImageUrl,
    createdAt: iso(project.createdAt),
    updatedAt: iso(project.updatedAt),
    contributors: project.contributors.map((c) => ({
      id: c.userId,
      name: c.fullName || c.username,
      username: c.username,
      avatar: c.avatarUrl,
      role: c.role,
    })),
    workspace: {
      mainContent: project.workspace.mainContent,
      lastUpdated: iso(project.workspace.lastUpdated),
      version: project.workspace.lastUpdated,
    },
    duration: {
      start: isoOrNull(project.startDate),
      end: isoOrNull(project.endDate),
      contributionCycleDays: project.contributionCycleDays,
    },
    goals: project.goals,
    requiredSkills: parseSkills(project.requiredSkills, project.requiredSkillsJson),
    reviewRules: project.reviewRules,
    stats: project.stats,
  };
}
