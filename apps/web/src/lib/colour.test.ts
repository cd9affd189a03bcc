import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  accentCacheKey,
  accentSampleUrl,
  boost,
  brightness,
  cachedAccent,
  clearAccentCache,
  DEFAULT_ACCENT,
  extractAccentColour,
  pickAccent,
  saturation,
} from './colour';

/** RGBA pixel data from [r, g, b] triples (opaque). */
const pixels = (...rgbs: Array<[number, number, number]>) =>
  new Uint8ClampedArray(rgbs.flatMap(([r, g, b]) => [r, g, b, 255]));

describe('the accent colour rules (SPEC.md §9)', () => {
  it('brightness is the mean of the channels; saturation is (max − min) / max', () => {
    expect(brightness(30, 60, 90)).toBe(60);
    expect(saturation(200, 100, 50)).toBe(0.75);
    expect(saturation(0, 0, 0)).toBe(0);
    expect(saturation(90, 90, 90)).toBe(0);
  });

  it('boosts each channel by 1.2, rounded and capped at 255', () => {
    expect(boost([100, 50, 250])).toEqual([120, 60, 255]);
    expect(boost([1, 2, 3])).toEqual([1, 2, 4]);
  });

  it('prefers the most saturated pixel of the mid band, even over more saturated bright or dark ones', () => {
    const mid = [100, 80, 60] as [number, number, number]; // brightness 80, saturation 0.4
    const midGrey = [90, 90, 90] as [number, number, number]; // brightness 90, saturation 0
    const brightRed = [250, 150, 150] as [number, number, number]; // brightness ~183, saturation 0.4
    const darkBlue = [0, 0, 150] as [number, number, number]; // brightness 50, saturation 1
    expect(pickAccent(pixels(midGrey, brightRed, mid, darkBlue))).toEqual([120, 96, 72]);
  });

  it('takes the bright band when the mid band is empty, then the dark band', () => {
    expect(pickAccent(pixels([200, 200, 200], [240, 160, 120], [0, 0, 150]))).toEqual([255, 192, 144]);
    expect(pickAccent(pixels([10, 20, 90], [40, 40, 40]))).toEqual([12, 24, 108]);
  });

  it('uses the band edges as SPEC.md gives them: 128 is mid, 64 is mid, 20 and 250 are considered', () => {
    // brightness exactly 128 (mid) beats a more saturated bright pixel.
    expect(pickAccent(pixels([128, 128, 128], [250, 100, 100]))).toEqual([154, 154, 154]);
    // brightness exactly 64 is mid: it beats a fully saturated dark pixel.
    expect(pickAccent(pixels([64, 64, 64], [0, 0, 150]))).toEqual([77, 77, 77]);
    // brightness 20 is considered (dark); 250 is considered (bright).
    expect(pickAccent(pixels([20, 20, 20]))).toEqual([24, 24, 24]);
    expect(pickAccent(pixels([250, 250, 250]))).toEqual([255, 255, 255]);
  });

  it('ignores pixels outside brightness 20–250 and falls back to the average of all pixels', () => {
    // Near-black (brightness 10) and pure white (255) are out of range: their average 133 (132.5 rounded) × 1.2.
    expect(pickAccent(pixels([10, 10, 10], [255, 255, 255]))).toEqual([160, 160, 160]);
    expect(pickAccent(pixels([0, 0, 0], [0, 0, 0]))).toEqual([0, 0, 0]);
  });

  it('gives the default for no pixels at all', () => {
    expect(pickAccent(new Uint8ClampedArray())).toEqual(DEFAULT_ACCENT);
    expect(DEFAULT_ACCENT).toEqual([82, 82, 91]);
  });

  it('caches by the address without its query string', () => {
    expect(accentCacheKey('https://cdn.example.com/a.jpg?w=800&x=1')).toBe('https://cdn.example.com/a.jpg');
    expect(accentCacheKey('/media/cover.png')).toBe('/media/cover.png');
    expect(accentCacheKey('/media/cover.png#top')).toBe('/media/cover.png');
  });

  it('asks the stock-photo host for a small low-quality variant and leaves other addresses alone', () => {
    const small = new URL(accentSampleUrl('https://images.unsplash.com/photo-1?w=1600&q=80&fit=crop'));
    expect(small.hostname).toBe('images.unsplash.com');
    expect(small.searchParams.get('w')).toBe('50');
    expect(small.searchParams.get('q')).toBe('20');
    expect(small.searchParams.get('auto')).toBe('format');
    expect(small.searchParams.get('fit')).toBe('crop');
    expect(accentSampleUrl('https://example.com/a.jpg?w=1600')).toBe('https://example.com/a.jpg?w=1600');
    expect(accentSampleUrl('/media/cover.png')).toBe('/media/cover.png');
  });
});

describe('extractAccentColour', () => {
  let loads: string[];
  let modes: Array<string | null>;
  let behaviour: 'load' | 'error';

  beforeEach(() => {
    clearAccentCache();
    loads = [];
    modes = [];
    behaviour = 'load';
    class FakeImage {
      crossOrigin: string | null = null;
      decoding = 'auto';
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      decode() {
        return Promise.resolve();
      }
      set src(value: string) {
        loads.push(value);
        modes.push(this.crossOrigin);
        queueMicrotask(() => (behaviour === 'load' ? this.onload?.() : this.onerror?.()));
      }
    }
    vi.stubGlobal('Image', FakeImage);
  });
  afterEach(() => clearAccentCache());

  function fakeContext(data: Uint8ClampedArray) {
    const context = { drawImage: vi.fn(), getImageData: vi.fn(() => ({ data })) };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    );
    return context;
  }

  it('samples the image at 25×25 and caches the result by address without query string', async () => {
    const context = fakeContext(pixels([100, 80, 60]));
    const url = 'https://images.unsplash.com/photo-1?w=1600';
    expect(await extractAccentColour(url)).toEqual([120, 96, 72]);
    expect(context.drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 25, 25);
    expect(context.getImageData).toHaveBeenCalledWith(0, 0, 25, 25);
    expect(loads).toHaveLength(1);
    expect(new URL(loads[0] ?? '').searchParams.get('w')).toBe('50');

    expect(await extractAccentColour('https://images.unsplash.com/photo-1?w=400')).toEqual([120, 96, 72]);
    expect(loads).toHaveLength(1);
    expect(cachedAccent('https://images.unsplash.com/photo-1')).toEqual([120, 96, 72]);
  });

  it("reads our own files and data: covers as the page shows them, and only another site's with CORS", async () => {
    fakeContext(pixels([100, 80, 60]));
    await extractAccentColour('/media/cover.webp');
    await extractAccentColour('data:image/svg+xml,%3Csvg%3E%3C/svg%3E');
    await extractAccentColour(`${window.location.origin}/media/other.webp`);
    await extractAccentColour('https://images.unsplash.com/photo-2');
    expect(modes).toEqual([null, null, null, 'anonymous']);
  });

  it('gives the default when the image fails to load, and tries again next time', async () => {
    behaviour = 'error';
    expect(await extractAccentColour('/media/missing.png')).toEqual(DEFAULT_ACCENT);
    expect(cachedAccent('/media/missing.png')).toBeUndefined();
    await extractAccentColour('/media/missing.png');
    expect(loads).toHaveLength(2);
  });

  it('gives the default when no 2D context exists', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    expect(await extractAccentColour('/media/a.png')).toEqual(DEFAULT_ACCENT);
  });

  it('gives the default when the canvas is tainted', async () => {
    const context = fakeContext(pixels([100, 80, 60]));
    context.getImageData.mockImplementation(() => {
      throw new DOMException('tainted', 'SecurityError');
    });
    expect(await extractAccentColour('https://example.com/a.png')).toEqual(DEFAULT_ACCENT);
  });
});
