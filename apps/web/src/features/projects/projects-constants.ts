/** SPEC.md §2.2 and §9: /projects search placeholder and sort options (recent, popular, alphabetical). */
export const PROJECTS_SEARCH_PLACEHOLDER = 'Search your projects...';

export const PROJECTS_SORT_OPTIONS = [
  { value: 'recent', label: 'Recent' },
  { value: 'popular', label: 'Popular' },
  { value: 'alphabetical', label: 'Alphabetical' },
] as const;
export type ProjectsSort = (typeof PROJECTS_SORT_OPTIONS)[number]['value'];

/** SPEC.md §8 "Projects", word for word. */
export const PROJECT_MESSAGES = {
  createFailed: 'Failed to create project.',
  updateFailed: (id: string) => `Failed to update project ${id}.`,
  fetchFailed: (id: string) => `Failed to fetch project ${id}.`,
  joinFailed: (id: string) => `Failed to join project ${id}.`,
  leaveFailed: (id: string) => `Failed to leave project ${id}.`,
  fetchMineFailed: 'Failed to fetch user projects.',
} as const;

/** Our own wording for what SPEC.md does not name. */
export const PROJECT_UI_MESSAGES = {
  likeFailed: 'Failed to update your like.',
  commentFailed: 'Failed to post your comment.',
  commentsFailed: 'Failed to load comments.',
  ownerOnlyEdit: 'Only the owner can edit this project.',
  ownerOnlyComplete: 'Only the owner can complete this project.',
  fixFields: (count: number) =>
    count === 1 ? 'Please fix the highlighted field.' : `Please fix the ${count} highlighted fields.`,
  waitForUpload: 'Wait for the cover image to finish uploading.',
} as const;

/** SPEC.md §3 "Browser storage": the joined-projects list is kept under this key. */
export const JOINED_PROJECTS_KEY = 'user-joined-projects';

/** SPEC.md §5: joining a project one already belongs to is treated as success. */
export const ALREADY_MEMBER_MESSAGE = 'User is already a member of this project.';
