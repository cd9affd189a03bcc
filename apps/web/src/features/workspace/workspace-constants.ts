import { CONTRIBUTION_MAX, MAIN_CONTENT_MAX } from '@create-together/contract';

/** SPEC.md §2.2: in the workspace the search placeholder becomes 'Search within workspace...'. */
export const WORKSPACE_SEARCH_PLACEHOLDER = 'Search within workspace...';

/** The route id the side menu's Workspace link uses (SPEC.md §2.4): the most recent project's workspace. */
export const DEFAULT_WORKSPACE_ID = 'default';

/** API.md "Workspace contributions": 1–20,000 characters of markdown. */
export const CONTRIBUTION_MAX_CHARS = CONTRIBUTION_MAX;
export const MAIN_CONTENT_MAX_CHARS = MAIN_CONTENT_MAX;

export const ROLE_LABELS = {
  owner: 'Owner',
  editor: 'Editor',
  contributor: 'Contributor',
  visitor: 'Visitor',
} as const;

export const WORKSPACE_MESSAGES = {
  proposed: 'Contribution proposed.',
  merged: 'Contribution merged into the main content.',
} as const;
