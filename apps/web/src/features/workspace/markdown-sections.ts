/** A part of the main content: the text under one ATX heading (or before the first). */
export interface MarkdownSection {
  /** The heading's text, or null for what comes before the first heading. */
  heading: string | null;
  source: string;
}

const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** Splits markdown at its headings (not inside fenced code), so a search can show only the parts that match. */
export function splitSections(markdown: string): MarkdownSection[] {
  const sections: MarkdownSection[] = [];
  let current: { heading: string | null; lines: string[] } = { heading: null, lines: [] };
  let fence: string | null = null;

  const close = () => {
    const source = current.lines.join('\n').trim();
    if (source) sections.push({ heading: current.heading, source });
  };

  for (const line of markdown.split('\n')) {
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch?.[1]) {
      const marker = fenceMatch[1];
      if (fence === null) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = null;
    } else if (fence === null) {
      const heading = HEADING.exec(line);
      if (heading) {
        close();
        current = { heading: (heading[2] ?? '').trim(), lines: [] };
      }
    }
    current.lines.push(line);
  }
  close();
  return sections;
}

/** The sections whose text contains `query` (case-insensitive). */
export function sectionsMatching(sections: MarkdownSection[], query: string): MarkdownSection[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return sections;
  return sections.filter((section) => section.source.toLowerCase().includes(needle));
}
