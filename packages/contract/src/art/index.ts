/**
 * Generated pictures (`@create-together/contract/art`): the demo data's covers, artwork and avatars,
 * and the cover the web draws for a project without one. Kept apart from the schemas so that only
 * what draws a picture loads it.
 */
export type { ArtworkStyle } from './motifs';
export { ARTWORK_STYLES } from './motifs';
export { PALETTES, type Palette, type PaletteName } from './palettes';
export { artworkSvg, avatarSvg, coverSvg } from './picture';
export { hash, type Random, seededRandom } from './random';
