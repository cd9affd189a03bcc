/** The colours a generated picture is drawn in: a background gradient and three accents. */
export interface Palette {
  /** The background gradient, from top left to bottom right. */
  from: string;
  to: string;
  /** Shapes drawn over it. */
  accents: readonly [string, string, string];
}

export const PALETTES = {
  dusk: { from: '#ff7e5f', to: '#4b1d6b', accents: ['#ffd166', '#ffffff', '#ef476f'] },
  ocean: { from: '#0f3057', to: '#00a8a8', accents: ['#e7f6f2', '#9ae3d4', '#ffbe0b'] },
  forest: { from: '#1b4332', to: '#95d5b2', accents: ['#fefae0', '#dda15e', '#52b788'] },
  neon: { from: '#120136', to: '#035aa6', accents: ['#40bad5', '#fcbf1e', '#ff2e63'] },
  peach: { from: '#ffb997', to: '#843b62', accents: ['#f67e7d', '#fff1e6', '#0b032d'] },
  mono: { from: '#1f1f24', to: '#5a5a66', accents: ['#f5f5f5', '#c9c9d1', '#ff5a5f'] },
  citrus: { from: '#f9c80e', to: '#f86624', accents: ['#ea3546', '#662e9b', '#fdf0d5'] },
  lagoon: { from: '#2a9d8f', to: '#264653', accents: ['#e9c46a', '#f4a261', '#e76f51'] },
  berry: { from: '#5f0f40', to: '#9a031e', accents: ['#fb8b24', '#e36414', '#f6e7cb'] },
  sky: { from: '#a1c4fd', to: '#c2e9fb', accents: ['#3a86ff', '#ffffff', '#8338ec'] },
  ember: { from: '#3d0c02', to: '#c1440e', accents: ['#ffb703', '#fefae0', '#fb8500'] },
  lilac: { from: '#cdb4db', to: '#3c1a5b', accents: ['#ffc8dd', '#a2d2ff', '#ffffff'] },
} as const satisfies Record<string, Palette>;

export type PaletteName = keyof typeof PALETTES;
