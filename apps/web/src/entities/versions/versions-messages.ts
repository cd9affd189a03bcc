/** What the version changes say (ours: SPEC.md has no history). */
export const VERSION_MESSAGES = {
  restored: (number: number) => `Version ${number} restored.`,
  /** A restore whose answer does not name the version it came from (it always should). */
  restoredSome: 'Version restored.',
  restoreFailed: 'The version could not be restored.',
} as const;
