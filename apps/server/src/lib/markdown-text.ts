import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

/** Nodes whose children are blocks, rows or cells: their words are kept apart by a space. */
const SPACED = new Set<Nodes['type']>([
  'root',
  'blockquote',
  'list',
  'listItem',
  'table',
  'tableRow',
  'footnoteDefinition',
]);

function words(node: Nodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
    case 'code':
      return node.value;
    case 'image':
    case 'imageReference':
      return node.alt ?? '';
    case 'break':
      return ' ';
    // Raw HTML is not shown by the web app's Markdown either.
    case 'html':
      return '';
    default:
      if (!('children' in node)) return '';
      return (node.children as Nodes[]).map(words).join(SPACED.has(node.type) ? ' ' : '');
  }
}

/**
 * Markdown (GitHub's flavour, as the web app renders it) as the words a reader sees, on one line:
 * marks gone, links and images as their text, entities and escapes resolved, whitespace runs one
 * space. Parsed, not pattern-matched, so an escaped `\*` or a `*` inside code stays.
 */
export function markdownToText(markdown: string): string {
  const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  return words(tree).replace(/\s+/g, ' ').trim();
}
