import { whenIdle } from './when-idle';

/**
 * A project's accent colour, taken from its cover image (SPEC.md §3 "Project accent colour",
 * §9 "Colour extraction", §8 "Other"). The rules are pure functions over RGBA pixel data; only
 * `extractAccentColour` touches the DOM (an <img> and a 25×25 canvas). Screens read it with
 * `useAccentColour` (hooks/use-accent-colour.ts).
 */

export type Rgb = readonly [number, number, number];

/** SPEC.md §3: the colour when there is no image, it fails to load, or no canvas exists. */
export const DEFAULT_ACCENT: Rgb = [82, 82, 91];
/** SPEC.md §9: the image is sampled at 25×25 pixels. */
export const ACCENT_SAMPLE_SIZE = 25;
/** SPEC.md §9: pixels with brightness 20 to 250 (inclusive) are considered. */
export const ACCENT_MIN_BRIGHTNESS = 20;
export const ACCENT_MAX_BRIGHTNESS = 250;
/** SPEC.md §9: above 128 is bright, 64 to 128 mid, below 64 dark. */
export const BRIGHT_ABOVE = 128;
export const DARK_BELOW = 64;
/** SPEC.md §9: the chosen colour is boosted by 1.2, capped at 255. */
export const ACCENT_BOOST = 1.2;
/** SPEC.md §7: the stock-photo host whose images are requested small and low-quality. */
export const STOCK_PHOTO_HOST = 'images.unsplash.com';

/** Brightness here is the plain mean of the three channels, (r + g + b) / 3, on 0–255. */
export function brightness(r: number, g: number, b: number): number {
  return (r + g + b) / 3;
}

/** Saturation here is HSV's: (max − min) / max, 0 for black. */
export function saturation(r: number, g: number, b: number): number {
  const max = Math.max(r, g, b);
  return max === 0 ? 0 : (max - Math.min(r, g, b)) / max;
}

/** Each channel × 1.2, rounded, capped at 255. */
export function boost([r, g, b]: Rgb): Rgb {
  const up = (c: number) => Math.min(255, Math.round(c * ACCENT_BOOST));
  return [up(r), up(g), up(b)];
}

/**
 * The accent of RGBA pixel data (as `getImageData` gives it): among the pixels whose brightness
 * is 20–250, the most saturated of the mid band, else of the bright band, else of the dark band
 * (the first one wins a tie); when no pixel is in range, the average of all pixels. Boosted.
 * An empty array gives the default.
 */
export function pickAccent(pixels: Uint8ClampedArray): Rgb {
  const count = Math.floor(pixels.length / 4);
  if (count === 0) return DEFAULT_ACCENT;
  type Best = { rgb: Rgb; saturation: number } | null;
  const best: { mid: Best; bright: Best; dark: Best } = { mid: null, bright: null, dark: null };
  let sumR = 0;
  let sumG = 0;
  let sumB = 0;
  for (let i = 0; i < count * 4; i += 4) {
    const r = pixels[i] ?? 0;
    const g = pixels[i + 1] ?? 0;
    const b = pixels[i + 2] ?? 0;
    sumR += r;
    sumG += g;
    sumB += b;
    const light = brightness(r, g, b);
    if (light < ACCENT_MIN_BRIGHTNESS || light > ACCENT_MAX_BRIGHTNESS) continue;
    const band = light > BRIGHT_ABOVE ? 'bright' : light < DARK_BELOW ? 'dark' : 'mid';
    const s = saturation(r, g, b);
    const current = best[band];
    if (current === null || s > current.saturation) best[band] = { rgb: [r, g, b], saturation: s };
  }
  const chosen = best.mid ?? best.bright ?? best.dark;
  if (chosen) return boost(chosen.rgb);
  return boost([Math.round(sumR / count), Math.round(sumG / count), Math.round(sumB / count)]);
}

/** The cache key of an image: its address without query string (or fragment). */
export function accentCacheKey(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? url;
}

/** The address to sample: for the stock-photo host, its small low-quality variant (w=50, q=20, auto=format). */
export function accentSampleUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url; // A path on this server: used as it is.
  }
  if (parsed.hostname !== STOCK_PHOTO_HOST) return url;
  parsed.searchParams.set('w', '50');
  parsed.searchParams.set('q', '20');
  parsed.searchParams.set('auto', 'format');
  return parsed.toString();
}

export const rgbCss = ([r, g, b]: Rgb, alpha = 1) => `rgb(${r} ${g} ${b} / ${alpha})`;

// Found colours by image address; the pending ones share one load.
const found = new Map<string, Rgb>();
const pending = new Map<string, Promise<Rgb>>();

/** The cached accent of an image, if it was extracted before. */
export function cachedAccent(url: string): Rgb | undefined {
  return found.get(accentCacheKey(url));
}

/** Test hook. */
export function clearAccentCache(): void {
  found.clear();
  pending.clear();
}

/**
 * Whether reading an image's pixels needs it fetched with CORS: only another site's. Our own files
 * (and `data:` covers) are read as they are, so the copy the page shows — or preloaded — is reused
 * instead of being fetched again in another mode.
 */
function needsCors(src: string): boolean {
  const url = new URL(src, window.location.href);
  return url.protocol !== 'data:' && url.origin !== window.location.origin;
}

function loadImage(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    if (needsCors(src)) image.crossOrigin = 'anonymous';
    image.decoding = 'async';
    // Decoded off the main thread before it is drawn: drawing an undecoded cover decodes it there.
    image.onload = () =>
      image.decode().then(
        () => resolve(image),
        () => resolve(image),
      );
    image.onerror = () => resolve(null);
    image.src = src;
  });
}

function sample(image: HTMLImageElement): Rgb | null {
  const canvas = document.createElement('canvas');
  canvas.width = ACCENT_SAMPLE_SIZE;
  canvas.height = ACCENT_SAMPLE_SIZE;
  let context: CanvasRenderingContext2D | null = null;
  try {
    context = canvas.getContext('2d', { willReadFrequently: true });
  } catch {
    return null;
  }
  if (!context) return null;
  try {
    context.drawImage(image, 0, 0, ACCENT_SAMPLE_SIZE, ACCENT_SAMPLE_SIZE);
    return pickAccent(context.getImageData(0, 0, ACCENT_SAMPLE_SIZE, ACCENT_SAMPLE_SIZE).data);
  } catch {
    // A cross-origin image without CORS taints the canvas: reading it throws.
    return null;
  }
}

/**
 * The accent of the image at `url`; the default when it fails to load or no canvas / 2D context
 * exists. Successful results are cached by address without query string; failures are not, so
 * the next page view tries again.
 */
export function extractAccentColour(url: string): Promise<Rgb> {
  const key = accentCacheKey(url);
  const known = found.get(key);
  if (known) return Promise.resolve(known);
  const inFlight = pending.get(key);
  if (inFlight) return inFlight;
  if (typeof document === 'undefined' || typeof Image === 'undefined') return Promise.resolve(DEFAULT_ACCENT);
  const work = loadImage(accentSampleUrl(url))
    .then(async (image) => {
      if (!image) return null;
      await whenIdle();
      return sample(image);
    })
    .then((rgb) => {
      pending.delete(key);
      if (!rgb) return DEFAULT_ACCENT;
      found.set(key, rgb);
      return rgb;
    });
  pending.set(key, work);
  return work;
}
