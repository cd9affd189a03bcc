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
  fetchMineFailed: 'Failed to fetch user projects.',
} as const;

/** Our own wording for what SPEC.md does not name. */
export const PROJECT_UI_MESSAGES = {
  commentFailed: 'Failed to post your comment.',
  commentsFailed: 'Failed to load comments.',
  ownerOnlyEdit: 'Only the owner can edit this project.',
  ownerOnlyComplete: 'Only the owner can complete this project.',
  fixFields: (count: number) =>
    count === 1 ? 'Please fix the highlighted field.' : `Please fix the ${count} highlighted fields.`,
  waitForUpload: 'Wait for the cover image to finish uploading.',
} as const;

/**
 * A role as the screens say it: the contract's `contributor` is said "Member"
 * (docs/design/bringing-people-in.md §1), on the team and when inviting alike.
 */
export const ROLE_LABELS = { owner: 'Owner', editor: 'Editor', contributor: 'Member' } as const;
