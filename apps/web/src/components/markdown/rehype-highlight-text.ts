/**
 * A small rehype plugin: wraps every case-insensitive occurrence of `query` in text in `<mark>`,
 * so a search inside rendered markdown shows where it matched.
 */

interface HastText {
  type: 'text';
  value: string;
}
interface HastElement {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: HastNode[];
}
type HastNode = HastText | HastElement | { type: string; children?: HastNode[] };

function splitText(value: string, needle: string): HastNode[] | null {
  const lower = value.toLowerCase();
  let at = lower.indexOf(needle);
  if (at === -1) return null;
  const parts: HastNode[] = [];
  let from = 0;
  while (at !== -1) {
    if (at > from) parts.push({ type: 'text', value: value.slice(from, at) });
    const match: HastText = { type: 'text', value: value.slice(at, at + needle.length) };
    parts.push({ type: 'element', tagName: 'mark', properties: {}, children: [match] });
    from = at + needle.length;
    at = lower.indexOf(needle, from);
  }
  if (from < value.length) parts.push({ type: 'text', value: value.slice(from) });
  return parts;
}

function walk(node: HastNode, needle: string): void {
  if (!('children' in node) || !node.children) return;
  if (node.type === 'element' && (node as HastElement).tagName === 'mark') return;
  const next: HastNode[] = [];
  for (const child of node.children) {
    if (child.type === 'text') {
      const parts = splitText((child as HastText).value, needle);
      if (parts) next.push(...parts);
      else next.push(child);
    } else {
      walk(child, needle);
      next.push(child);
    }
  }
  node.children = next;
}

export function rehypeHighlightText(options: { query: string }) {
  const needle = options.query.trim().toLowerCase();
  return (tree: HastNode) => {
    if (needle) walk(tree, needle);
  };
}
