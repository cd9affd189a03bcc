/**
 * The start of `text` in at most `max` characters: cut at the last space or line break when
 * there is one in the second half (so a word is not split), then "…".
 */
export function excerpt(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const head = trimmed.slice(0, max - 1);
  const space = head.search(/\s\S*$/);
  const cut = space > max / 2 ? head.slice(0, space) : head;
  return `${cut.trimEnd()}…`;
}
