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
  stale:
    'The workspace changed since you opened it… Someone saved or merged in the meantime. Your draft is still here: copy it, or load the latest version and save again.',
  reloaded:
    'Loaded the latest version (shown below your draft). Your draft is unchanged — bring over what you need, then save.',
  saved: 'Main content saved.',
  proposed: 'Contribution proposed.',
  merged: 'Contribution merged into the main content.',
  copied: 'Draft copied to the clipboard.',
  copyFailed: 'Could not copy. Select the text in the editor and copy it by hand.',
} as const;
