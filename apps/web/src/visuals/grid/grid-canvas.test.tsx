import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import GridCanvas from './grid-canvas';

/** Item `i` of a list, failing the test when there is none. */
function nth<T>(items: readonly T[], i: number): T {
  const item = items.at(i);
  if (item === undefined) throw new Error(`no item ${i}`);
  return item;
}

/** A 2D context that records every method call (jsdom has none). */
function fakeContext() {
  const calls: string[] = [];
  /** The rectangles stroked in the latest frame. */
  const rects: number[][] = [];
  const target: Record<string, unknown> = {};
  const ctx = new Proxy(target, {
    get(object, key) {
      if (typeof key !== 'string') return undefined;
      object[key] ??= (...args: number[]) => {
        calls.push(key);
        if (key === 'clearRect') rects.length = 0;
        if (key === 'strokeRect') rects.push(args);
      };
      return object[key];
    },
  });
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls, rects };
}

const observers: Array<{ callback: () => void; disconnect: ReturnType<typeof vi.fn> }> = [];
class ResizeObserverSpy {
  disconnect = vi.fn();
  constructor(public callback: () => void) {
    observers.push(this);
  }
  observe() {}
  unobserve() {}
}

function reduceMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function withContext() {
  const fake = fakeContext();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(fake.ctx as never);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  return fake;
}

const frames = (calls: string[]) => calls.filter((call) => call === 'clearRect').length;

describe('GridCanvas', () => {
  beforeEach(() => {
    observers.length = 0;
    vi.stubGlobal('ResizeObserver', ResizeObserverSpy);
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  });
  afterEach(() => vi.useRealTimers());

  it('is a decorative canvas, and draws nothing without a 2D context', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const { container } = render(<GridCanvas />);
    const canvas = container.querySelector('canvas') as HTMLCanvasElement;
    expect(canvas).toHaveAttribute('data-visual', 'grid-canvas');
    expect(canvas).toHaveAttribute('aria-hidden', 'true');
    expect(canvas.className).toContain('pointer-events-none');
    vi.advanceTimersByTime(100);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sizes the canvas to its box times the pixel ratio, at most 2', () => {
    withContext();
    vi.stubGlobal('devicePixelRatio', 3);
    const { container } = render(<GridCanvas />);
    const canvas = container.querySelector('canvas') as HTMLCanvasElement;
    expect(canvas.width).toBe(1600);
    expect(canvas.height).toBe(1200);
  });

  it('animates frames and releases everything on unmount', () => {
    const { calls } = withContext();
    const removeWindowListener = vi.spyOn(window, 'removeEventListener');
    const { unmount } = render(<GridCanvas />);
    vi.advanceTimersByTime(200);
    expect(frames(calls)).toBeGreaterThanOrEqual(8);
    expect(calls).toContain('strokeRect');

    unmount();
    const drawn = calls.length;
    vi.advanceTimersByTime(500);
    expect(calls.length).toBe(drawn);
    expect(vi.getTimerCount()).toBe(0);
    expect(nth(observers, 0).disconnect).toHaveBeenCalled();
    expect(removeWindowListener).toHaveBeenCalledWith('pointermove', expect.any(Function));
  });

  it('shifts the layers toward the pointer', () => {
    const { rects } = withContext();
    render(<GridCanvas />);
    vi.advanceTimersByTime(50);
    const centredX = nth(nth(rects, 0), 0);
    window.dispatchEvent(new MouseEvent('pointermove', { clientX: window.innerWidth, clientY: 0 }));
    vi.advanceTimersByTime(2000);
    // The nearest layer is stroked first in each frame.
    expect(nth(nth(rects, 0), 0)).toBeGreaterThan(centredX + 10);
  });

  it('keeps one loop while opacity changes', () => {
    const { calls } = withContext();
    const addListener = vi.spyOn(document, 'addEventListener');
    const { rerender } = render(<GridCanvas fading opacity={1} />);
    vi.advanceTimersByTime(50);
    for (const opacity of [0.8, 0.5, 0.2, 0]) {
      rerender(<GridCanvas fading opacity={opacity} />);
      vi.advanceTimersByTime(50);
    }
    const loopsStarted = addListener.mock.calls.filter(([type]) => type === 'visibilitychange').length;
    expect(loopsStarted).toBe(1);
    // At opacity 0 in fading mode the last frame has no layer left to stroke.
    const lastFrame = calls.slice(calls.lastIndexOf('clearRect'));
    expect(lastFrame).not.toContain('strokeRect');
  });

  it('with reduced motion draws one still frame, redrawn on resize and prop change', () => {
    reduceMotion(true);
    const { calls } = withContext();
    const addWindowListener = vi.spyOn(window, 'addEventListener');
    const { rerender } = render(<GridCanvas fading opacity={1} />);
    expect(frames(calls)).toBe(1);
    vi.advanceTimersByTime(500);
    expect(frames(calls)).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
    expect(addWindowListener).not.toHaveBeenCalledWith(
      'pointermove',
      expect.any(Function),
      expect.anything(),
    );

    nth(observers, 0).callback();
    expect(frames(calls)).toBe(2);
    rerender(<GridCanvas fading opacity={0.5} />);
    expect(frames(calls)).toBe(3);
  });
});
