import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_REFLECT_ELEMENTS,
  REFLECT_ATTRIBUTE,
  REMEASURE_COUNT,
  REMEASURE_INTERVAL_MS,
} from './liquid-constants';
import { measureReflectElements, trackReflectElements } from './reflect-tracker';

const VIEWPORT = { width: 1000, height: 500 };

/** An element marked for reflection whose layout box is `box`. */
function reflectElement(box: { left: number; top: number; width: number; height: number }): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute(REFLECT_ATTRIBUTE, '');
  element.getBoundingClientRect = () => DOMRect.fromRect({ x: box.left, y: box.top, ...box });
  return element;
}

function rootWith(...elements: HTMLElement[]): HTMLElement {
  const root = document.createElement('div');
  root.append(...elements);
  return root;
}

describe('measureReflectElements', () => {
  it('gives position and size as fractions of the viewport', () => {
    const root = rootWith(reflectElement({ left: 100, top: 50, width: 250, height: 100 }));
    expect(measureReflectElements(root, VIEWPORT)).toEqual([{ x: 0.1, y: 0.1, width: 0.25, height: 0.2 }]);
  });

  it('keeps elements partly off-screen, with fractions outside 0–1', () => {
    const root = rootWith(reflectElement({ left: -100, top: 400, width: 200, height: 200 }));
    expect(measureReflectElements(root, VIEWPORT)).toEqual([{ x: -0.1, y: 0.8, width: 0.2, height: 0.4 }]);
  });

  it('ignores unmarked elements, empty ones and ones entirely off-screen', () => {
    const unmarked = document.createElement('div');
    unmarked.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 10, height: 10 });
    const root = rootWith(
      unmarked,
      reflectElement({ left: 10, top: 10, width: 0, height: 40 }),
      reflectElement({ left: 0, top: 600, width: 100, height: 100 }),
      reflectElement({ left: 1000, top: 0, width: 100, height: 100 }),
      reflectElement({ left: 0, top: -100, width: 100, height: 100 }),
      reflectElement({ left: 500, top: 250, width: 100, height: 50 }),
    );
    expect(measureReflectElements(root, VIEWPORT)).toEqual([{ x: 0.5, y: 0.5, width: 0.1, height: 0.1 }]);
  });

  it(`tracks at most ${MAX_REFLECT_ELEMENTS} elements, the first in document order`, () => {
    const elements = Array.from({ length: 60 }, (_, i) =>
      reflectElement({ left: i, top: 0, width: 10, height: 10 }),
    );
    const rects = measureReflectElements(rootWith(...elements), VIEWPORT);
    expect(rects).toHaveLength(MAX_REFLECT_ELEMENTS);
    expect(rects.at(-1)?.x).toBeCloseTo((MAX_REFLECT_ELEMENTS - 1) / VIEWPORT.width);
  });

  it('measures nothing in an empty viewport', () => {
    const root = rootWith(reflectElement({ left: 0, top: 0, width: 10, height: 10 }));
    expect(measureReflectElements(root, { width: 0, height: 0 })).toEqual([]);
  });
});

describe('trackReflectElements', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: [
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
        'requestAnimationFrame',
        'cancelAnimationFrame',
      ],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('measures at once, then six more times at 500 ms intervals, then no more', () => {
    const onChange = vi.fn();
    const tracker = trackReflectElements(onChange, { root: rootWith() });
    expect(onChange).toHaveBeenCalledTimes(1);
    for (let i = 1; i <= REMEASURE_COUNT; i++) {
      vi.advanceTimersByTime(REMEASURE_INTERVAL_MS - 1);
      expect(onChange).toHaveBeenCalledTimes(i);
      vi.advanceTimersByTime(1);
      expect(onChange).toHaveBeenCalledTimes(i + 1);
    }
    vi.advanceTimersByTime(REMEASURE_INTERVAL_MS * 20);
    expect(onChange).toHaveBeenCalledTimes(REMEASURE_COUNT + 1);
    expect(vi.getTimerCount()).toBe(0);
    tracker.stop();
  });

  it('passes the rectangles of the current window', () => {
    const onChange = vi.fn();
    const root = rootWith(reflectElement({ left: 512, top: 384, width: 256, height: 192 }));
    const tracker = trackReflectElements(onChange, { root });
    // jsdom's window is 1024 × 768.
    expect(onChange).toHaveBeenLastCalledWith([{ x: 0.5, y: 0.5, width: 0.25, height: 0.25 }]);
    tracker.stop();
  });

  it('re-measures on scroll and resize, once per animation frame', () => {
    const onChange = vi.fn();
    const tracker = trackReflectElements(onChange, { root: rootWith() });
    vi.advanceTimersByTime(REMEASURE_INTERVAL_MS * (REMEASURE_COUNT + 1));
    onChange.mockClear();

    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('resize'));
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(onChange).toHaveBeenCalledTimes(1);

    // A nested scroll container's scroll does not bubble; the capturing listener still hears it.
    const scroller = document.body.appendChild(document.createElement('div'));
    scroller.dispatchEvent(new Event('scroll'));
    vi.advanceTimersToNextFrame();
    expect(onChange).toHaveBeenCalledTimes(2);
    scroller.remove();

    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersToNextFrame();
    expect(onChange).toHaveBeenCalledTimes(3);
    tracker.stop();
  });

  it('leaves no timers, frames or listeners once stopped', () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const onChange = vi.fn();
    const tracker = trackReflectElements(onChange, { root: rootWith() });
    vi.advanceTimersByTime(REMEASURE_INTERVAL_MS);
    window.dispatchEvent(new Event('scroll'));
    expect(vi.getTimerCount()).toBeGreaterThan(0);

    tracker.stop();
    expect(vi.getTimerCount()).toBe(0);
    expect(added.mock.calls.length).toBeGreaterThan(0);
    const capture = (options: unknown) => (options as AddEventListenerOptions | undefined)?.capture ?? false;
    for (const [type, listener, options] of added.mock.calls) {
      const match = removed.mock.calls.find(
        ([t, l, o]) => t === type && l === listener && capture(o) === capture(options),
      );
      expect(match, `${type} listener removed`).toBeDefined();
    }

    onChange.mockClear();
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(REMEASURE_INTERVAL_MS * 10);
    expect(onChange).not.toHaveBeenCalled();
  });
});
