import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROBLEM_COLOR, SOLUTION_COLOR } from './particle-constants';
import ParticleField from './particle-field';

/** Item `i` of a list, failing the test when there is none. */
function nth<T>(items: readonly T[], i: number): T {
  const item = items.at(i);
  if (item === undefined) throw new Error(`no item ${i}`);
  return item;
}

/** A 2D context that records method calls and fill styles (jsdom has none). */
function fakeContext() {
  const calls: string[] = [];
  const fills: string[] = [];
  const target: Record<string, unknown> = {};
  const ctx = new Proxy(target, {
    get(object, key) {
      if (typeof key !== 'string') return undefined;
      if (!(key in object)) object[key] = (..._args: unknown[]) => calls.push(key);
      return object[key];
    },
    set(object, key, value) {
      if (key === 'fillStyle') fills.push(String(value));
      object[key as string] = value;
      return true;
    },
  });
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls, fills };
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

function withContext() {
  const fake = fakeContext();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(fake.ctx as never);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
  return fake;
}

const frames = (calls: string[]) => calls.filter((call) => call === 'clearRect').length;

describe('ParticleField', () => {
  beforeEach(() => {
    observers.length = 0;
    vi.stubGlobal('ResizeObserver', ResizeObserverSpy);
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  });
  afterEach(() => vi.useRealTimers());

  it('is a decorative canvas with its stage, and draws nothing without a 2D context', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const { container, rerender } = render(<ParticleField stage={2} />);
    const canvas = container.querySelector('canvas') as HTMLCanvasElement;
    expect(canvas).toHaveAttribute('data-visual', 'particle-field');
    expect(canvas).toHaveAttribute('data-stage', '2');
    expect(canvas).toHaveAttribute('aria-hidden', 'true');
    expect(canvas.className).toContain('pointer-events-none');
    rerender(<ParticleField stage={12} />);
    expect(canvas).toHaveAttribute('data-stage', '5');
    vi.advanceTimersByTime(100);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('animates, switches colour with the stage without restarting, and cleans up', () => {
    const { calls, fills } = withContext();
    const addListener = vi.spyOn(document, 'addEventListener');
    const { rerender, unmount } = render(<ParticleField stage={0} />);
    vi.advanceTimersByTime(100);
    expect(frames(calls)).toBeGreaterThanOrEqual(4);
    expect(calls).toContain('arc');
    expect(fills.at(-1)).toBe(PROBLEM_COLOR);

    rerender(<ParticleField stage={4} />);
    vi.advanceTimersByTime(100);
    expect(fills.at(-1)).toBe(SOLUTION_COLOR);
    expect(addListener.mock.calls.filter(([type]) => type === 'visibilitychange')).toHaveLength(1);

    unmount();
    const drawn = calls.length;
    vi.advanceTimersByTime(500);
    expect(calls.length).toBe(drawn);
    expect(vi.getTimerCount()).toBe(0);
    expect(nth(observers, 0).disconnect).toHaveBeenCalled();
  });

  it('with reduced motion draws one still frame, redrawn on resize and stage change', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { calls, fills } = withContext();
    const { rerender } = render(<ParticleField stage={1} />);
    expect(frames(calls)).toBe(1);
    vi.advanceTimersByTime(500);
    expect(frames(calls)).toBe(1);
    expect(vi.getTimerCount()).toBe(0);

    nth(observers, 0).callback();
    expect(frames(calls)).toBe(2);
    rerender(<ParticleField stage={5} />);
    expect(frames(calls)).toBe(3);
    expect(fills.at(-1)).toBe(SOLUTION_COLOR);
  });
});
