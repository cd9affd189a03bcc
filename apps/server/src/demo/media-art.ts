import type { ProjectType } from '@create-together/contract';
import {
  type ArtworkStyle,
  artworkSvg,
  avatarSvg,
  coverSvg,
  type Palette,
  type Random,
} from '@create-together/contract/art';
import sharp from 'sharp';

export { type ArtworkStyle, PALETTES, type Palette, type PaletteName } from '@create-together/contract/art';

/**
 * The demo's pictures — avatars, project covers and post artwork — drawn as SVG by the shared
 * generator (contract/art, which the web also draws covers with) and rendered by sharp (libvips,
 * already used for thumbnails) into real files.
 */

const render = (svg: string) => sharp(Buffer.from(svg));

/** A 1200×630 WebP cover whose motif says the project's type (bars for music, a film strip for film…). */
export const coverImage = (r: Random, p: Palette, type: ProjectType): Promise<Buffer> =>
  render(coverSvg(r, p, type))
    .webp({ quality: 82, effort: 1 })
    .toBuffer();

/** A 1080×1080 WebP artwork for a post. */
export const artworkImage = (r: Random, p: Palette, style: ArtworkStyle): Promise<Buffer> =>
  render(artworkSvg(r, p, style))
    .webp({ quality: 82, effort: 1 })
    .toBuffer();

/** A 256×256 PNG avatar: the person's palette in soft overlapping shapes. */
export const avatarImage = (r: Random, p: Palette): Promise<Buffer> =>
  render(avatarSvg(r, p)).png().toBuffer();
