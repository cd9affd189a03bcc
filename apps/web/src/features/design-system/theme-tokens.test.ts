import { describe, expect, it, vi } from 'vitest';
import { groupColourTokens, parseColourTokens, THEME_COLOURS } from './theme-tokens';

// Vitest hands stylesheets over empty; the palette is read from the real file instead.
vi.mock('@/index.css?raw', async () => {
  const { readFileSync } = await import('node:fs');
  const { resolve } = await import('node:path');
  return { default: readFileSync(resolve(__dirname, '../../index.css'), 'utf8') };
});

describe('theme tokens', () => {
  it('reads every --color-* property in order, and groups them by family', () => {
    const tokens = parseColourTokens(`
      @theme {
        --font-sans: "Inter";
        --color-canvas: #07080d;
        --color-surface: #0c0e15;
        --color-surface-2: #12151f;
        --color-line-strong:  #303850 ;
        --animate-x: y;
      }`);
    expect(tokens).toEqual([
      { name: 'canvas', value: '#07080d' },
      { name: 'surface', value: '#0c0e15' },
      { name: 'surface-2', value: '#12151f' },
      { name: 'line-strong', value: '#303850' },
    ]);
    expect(groupColourTokens(tokens).map((group) => [group.family, group.tokens.length])).toEqual([
      ['canvas', 1],
      ['surface', 2],
      ['line', 1],
    ]);
  });

  it('finds the app’s palette in index.css', () => {
    expect(THEME_COLOURS.map((group) => group.family)).toEqual([
      'canvas',
      'surface',
      'line',
      'ink',
      'accent',
    ]);
    const accent = THEME_COLOURS.find((group) => group.family === 'accent');
    expect(accent?.tokens).toContainEqual({ name: 'accent-600', value: '#4169e1' });
  });
});
