import { coverSvg, hash, PALETTES, seededRandom } from '@create-together/contract/art';
import type { ClientProject } from '@/entities/projects';

/**
 * The cover a project without one is shown with: the demo covers' drawing (contract/art) — its
 * type's motif over a palette — seeded by the project's id, so it is the same on every screen and
 * every visit. Drawn here as SVG rather than stored at creation: nothing to render or keep on the
 * server, nothing added to the owner's library, and projects made before this have one too.
 */

type CoverProject = Pick<ClientProject, 'id' | 'type'>;

const palettes = Object.values(PALETTES);
// A grid of cards asks again on every render; a session rarely sees more than this many projects.
const drawn = new Map<string, string>();
const DRAWN_MAX = 200;

/** The generated cover of a project, as a `data:` address an <img> (or the accent colour) reads. */
export function generatedCoverUrl({ id, type }: CoverProject): string {
  const key = `${type}:${id}`;
  const known = drawn.get(key);
  if (known) return known;
  const palette = palettes[hash(`palette:${id}`) % palettes.length] ?? PALETTES.dusk;
  const svg = coverSvg(seededRandom(hash(`cover:${id}`)), palette, type);
  const url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  if (drawn.size >= DRAWN_MAX) drawn.clear();
  drawn.set(key, url);
  return url;
}

/** The address a project's cover is shown from: its own image, or the generated one. */
export const projectCoverUrl = (project: CoverProject & Pick<ClientProject, 'coverImage'>): string =>
  project.coverImage || generatedCoverUrl(project);
