/** What the contribution changes say when they fail (ours: SPEC.md has no wording for these). */
export const CONTRIBUTION_MESSAGES = {
  voteFailed: 'Your vote was not recorded.',
} as const;
