// The stylesheet's own text: the swatches are read from the theme, so they cannot drift from it.
import themeSource from '@/index.css?raw';

export interface ColourToken {
  /** The token's name, e.g. "surface-2" (Tailwind classes say `bg-surface-2`, `text-surface-2`). */
  name: string;
  /** Its value as the theme writes it, e.g. "#12151f". */
  value: string;
}

export interface ColourGroup {
  /** The family, e.g. "accent" for accent-100 … accent-900. */
  family: string;
  tokens: ColourToken[];
}

/** Every `--color-*` custom property in `source`, in the order written. */
export function parseColourTokens(source: string): ColourToken[] {
  return Array.from(source.matchAll(/--color-([a-z0-9-]+)\s*:\s*([^;]+);/g), ([, name = '', value = '']) => ({
    name,
    value: value.trim(),
  }));
}

/** Tokens grouped by the name's first word (surface, surface-2 and surface-3 are one family). */
export function groupColourTokens(tokens: readonly ColourToken[]): ColourGroup[] {
  const groups = new Map<string, ColourToken[]>();
  for (const token of tokens) {
    const family = token.name.split('-')[0] ?? token.name;
    groups.set(family, [...(groups.get(family) ?? []), token]);
  }
  return Array.from(groups, ([family, members]) => ({ family, tokens: members }));
}

/** The app's palette, from apps/web/src/index.css. */
export const THEME_COLOURS: readonly ColourGroup[] = groupColourTokens(parseColourTokens(themeSource));
