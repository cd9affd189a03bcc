/** `## alice — 2026-11-21`: the heading a merged contribution gets (UTC date of the merge; an em dash). */
export function mergeHeading(authorUsername: string, mergedAt: Date): string {
  return `## ${authorUsername} — ${mergedAt.toISOString().slice(0, 10)}`;
}

/**
 * The main content after merging a contribution: the heading, a blank line, then the content,
 * separated from what was there by exactly one blank line (trailing blank lines are folded into it).
 */
export function appendContribution(
  mainContent: string,
  contribution: { authorUsername: string; content: string; mergedAt: Date },
): string {
  const block = `${mergeHeading(contribution.authorUsername, contribution.mergedAt)}\n\n${contribution.content}`;
  const before = mainContent.replace(/\s+$/, '');
  return before === '' ? block : `${before}\n\n${block}`;
}
