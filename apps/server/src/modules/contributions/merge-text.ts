import type * as Y from 'yjs';

/** `## alice — 2026-11-21`: the heading a merged contribution gets (UTC date of the merge; an em dash). */
export function mergeHeading(authorUsername: string, mergedAt: Date): string {
  return `## ${authorUsername} — ${mergedAt.toISOString().slice(0, 10)}`;
}

interface MergedContribution {
  authorUsername: string;
  content: string;
  mergedAt: Date;
}

/** The main content without its trailing blank lines and spaces: they fold into the one blank line before a merge. */
function withoutTrailingSpace(mainContent: string): string {
  return mainContent.replace(/\s+$/, '');
}

/** What goes after the kept text: one blank line (unless the text is empty), the heading, a blank line, the content. */
function appendedBlock(kept: string, contribution: MergedContribution): string {
  const block = `${mergeHeading(contribution.authorUsername, contribution.mergedAt)}\n\n${contribution.content}`;
  return kept === '' ? block : `\n\n${block}`;
}

/**
 * The main content after merging a contribution: the heading, a blank line, then the content,
 * separated from what was there by exactly one blank line (trailing blank lines are folded into it).
 */
export function appendContribution(mainContent: string, contribution: MergedContribution): string {
  const kept = withoutTrailingSpace(mainContent);
  return kept + appendedBlock(kept, contribution);
}

/**
 * The same merge as a change of the live shared text, whose content is `before`: the trailing
 * blank lines are deleted and the block inserted at the end, so the text becomes exactly
 * `appendContribution(before, contribution)` while everything before the end keeps its identity
 * (others' cursors stay put, and a keystroke typed at the same moment survives the merge).
 */
export function appendContributionToText(
  text: Y.Text,
  before: string,
  contribution: MergedContribution,
): void {
  const kept = withoutTrailingSpace(before);
  if (kept.length < before.length) text.delete(kept.length, before.length - kept.length);
  text.insert(kept.length, appendedBlock(kept, contribution));
}
