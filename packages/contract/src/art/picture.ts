import type { ProjectType } from '../http/projects';
import { ARTWORK_STYLES, type ArtworkStyle, AVATAR_MOTIFS, circle, MOTIFS, type Motif } from './motifs';
import type { Palette } from './palettes';
import type { Random } from './random';

/**
 * Pictures as SVG text: a palette's gradient, a soft glow and a motif, drawn by a seeded generator.
 * No text (fonts differ per machine), no network, nothing but strings, so the server's demo data
 * (rendered to WebP by sharp) and the browser (a project without a cover) draw the same pictures.
 */

function picture(r: Random, p: Palette, w: number, h: number, motif: Motif): string {
  const background = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient><radialGradient id="glow"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs><rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  const glow = circle(r.between(0, w), r.between(0, h * 0.6), h * 0.6, 'url(#glow)');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${background}${glow}${motif(r, p, w, h)}</svg>`;
}

/** A 1200×630 project cover whose motif says the project's type (bars for music, a film strip for film…). */
export const coverSvg = (r: Random, p: Palette, type: ProjectType): string =>
  picture(r, p, 1200, 630, MOTIFS[type]);

/** A 1080×1080 artwork for a post. */
export const artworkSvg = (r: Random, p: Palette, style: ArtworkStyle): string =>
  picture(r, p, 1080, 1080, ARTWORK_STYLES[style]);

/** A 256×256 avatar: the person's palette in soft overlapping shapes. */
export const avatarSvg = (r: Random, p: Palette): string =>
  picture(r, p, 256, 256, r.pick([...AVATAR_MOTIFS]));
