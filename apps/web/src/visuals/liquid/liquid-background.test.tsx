import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import LiquidBackground from './liquid-background';
import { createLiquidScene, type LiquidScene } from './liquid-scene';

vi.mock('./liquid-scene', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./liquid-scene')>();
  return { ...actual, createLiquidScene: vi.fn(actual.createLiquidScene) };
});

const { createLiquidScene: realCreateLiquidScene } =
  await vi.importActual<typeof import('./liquid-scene')>('./liquid-scene');

function fakeScene(
  rendererName = 'ANGLE (Test GPU)',
): LiquidScene & { [K in Exclude<keyof LiquidScene, 'rendererName'>]: Mock } {
  return {
    rendererName,
    resize: vi.fn(),
    setPointer: vi.fn(),
    setReflectRects: vi.fn(),
    setAppearance: vi.fn(),
    render: vi.fn(),
    dispose: vi.fn(),
  };
}

/** A `prefers-reduced-motion` media query whose answer `set` changes, telling its listeners. */
function stubReducedMotion(initial: boolean) {
  let reduce = initial;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return reduce && query.includes('reduce');
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    set(next: boolean) {
      reduce = next;
      for (const listener of listeners) listener();
    },
  };
}

/** Window listeners added and not removed again (matched by type, listener and capture). */
function trackWindowListeners() {
  const added = vi.spyOn(window, 'addEventListener');
  const removed = vi.spyOn(window, 'removeEventListener');
  const capture = (options: unknown) =>
    typeof options === 'boolean' ? options : Boolean((options as { capture?: boolean })?.capture);
  return {
    types: () => added.mock.calls.map(([type]) => type),
    leaked: () =>
      added.mock.calls
        .filter(
          ([type, listener, options]) =>
            !removed.mock.calls.some(
              ([t, l, o]) => t === type && l === listener && capture(o) === capture(options),
            ),
        )
        .map(([type]) => type),
  };
}

const createScene = vi.mocked(createLiquidScene);

describe('LiquidBackground', () => {
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
    createScene.mockReset();
    createScene.mockImplementation(realCreateLiquidScene);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the static backdrop where WebGL is unavailable', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    // three reports the failed context on the console before throwing.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const listeners = trackWindowListeners();
    const { container, unmount } = render(<LiquidBackground className="-z-10" />);

    const backdrop = container.querySelector('[data-visual="static-backdrop"]');
    expect(backdrop).toBeInTheDocument();
    expect(backdrop).toHaveClass('fixed', 'inset-0', '-z-10');
    expect(container.querySelector('canvas')).toBeNull();

    unmount();
    expect(listeners.leaked()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('animates a full-screen canvas, follows the pointer and releases everything on unmount', () => {
    const scene = fakeScene();
    createScene.mockReturnValue(scene);
    const listeners = trackWindowListeners();
    const { container, unmount } = render(<LiquidBackground opacity={0.8} saturation={0.5} />);

    const canvas = container.querySelector('canvas');
    expect(canvas).toHaveAttribute('data-visual', 'liquid-background');
    expect(canvas).toHaveAttribute('aria-hidden', 'true');
    expect(canvas).toHaveClass('fixed', 'inset-0', 'pointer-events-none');
    expect(createScene).toHaveBeenCalledWith(canvas, { opacity: 0.8, saturation: 0.5, animate: true });
    expect(listeners.types()).toEqual(expect.arrayContaining(['pointermove', 'resize', 'scroll']));

    act(() => {
      window.dispatchEvent(new MouseEvent('pointermove', { clientX: 512, clientY: 192 }));
      vi.advanceTimersByTime(100);
    });
    expect(scene.render.mock.calls.length).toBeGreaterThan(2);
    expect(scene.setPointer).toHaveBeenLastCalledWith(0.5, 0.25);
    expect(scene.resize).toHaveBeenCalledWith(window.innerWidth, window.innerHeight);
    expect(scene.setReflectRects).toHaveBeenCalled();

    unmount();
    expect(scene.dispose).toHaveBeenCalledTimes(1);
    expect(listeners.leaked()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('with reduced motion draws still frames only and ignores the pointer', () => {
    stubReducedMotion(true);
    const scene = fakeScene();
    createScene.mockReturnValue(scene);
    const listeners = trackWindowListeners();
    const { unmount } = render(<LiquidBackground />);

    expect(createScene).toHaveBeenCalledWith(expect.any(HTMLCanvasElement), {
      opacity: 1,
      saturation: 1,
      animate: false,
    });
    expect(listeners.types()).not.toContain('pointermove');
    act(() => vi.advanceTimersToNextFrame());
    expect(scene.render).toHaveBeenCalledTimes(1);

    // Nothing changes: no more frames, even while the rectangles are re-measured.
    act(() => {
      window.dispatchEvent(new MouseEvent('pointermove', { clientX: 10, clientY: 10 }));
      vi.advanceTimersToNextFrame();
    });
    expect(scene.render).toHaveBeenCalledTimes(1);
    expect(scene.setPointer).not.toHaveBeenCalled();

    act(() => {
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersToNextFrame();
    });
    expect(scene.render).toHaveBeenCalledTimes(2);
    expect(scene.resize).toHaveBeenCalledTimes(2);

    unmount();
    expect(scene.dispose).toHaveBeenCalledTimes(1);
    expect(listeners.leaked()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('draws a still frame from the start on a software renderer', () => {
    const scene = fakeScene(
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)',
    );
    createScene.mockReturnValue(scene);
    const listeners = trackWindowListeners();
    const { container, unmount } = render(<LiquidBackground />);
    expect(container.querySelector('canvas')).toHaveAttribute('data-motion', 'still');
    expect(listeners.types()).not.toContain('pointermove');
    act(() => vi.advanceTimersByTime(1000));
    expect(scene.render).toHaveBeenCalledTimes(1);
    unmount();
    expect(listeners.leaked()).toEqual([]);
  });

  it('keeps a still frame, and lets go of the pointer, where animating is too slow', () => {
    const scene = fakeScene();
    createScene.mockReturnValue(scene);
    // Frames by hand, four a second: what software WebGL manages on a small machine.
    const queued = new Map<number, FrameRequestCallback>();
    let nextId = 1;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      queued.set(nextId, callback);
      return nextId++;
    });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => queued.delete(id));
    const runFrames = (time: number) => {
      const pending = [...queued.values()];
      queued.clear();
      act(() => {
        for (const callback of pending) callback(time);
      });
    };
    const listeners = trackWindowListeners();
    const { container, unmount } = render(<LiquidBackground />);
    const canvas = container.querySelector('canvas');
    expect(canvas).toHaveAttribute('data-motion', 'animated');

    let now = 0;
    for (let frame = 0; frame < 100 && canvas?.dataset.motion === 'animated'; frame++) {
      now += 250;
      runFrames(now);
    }
    expect(canvas).toHaveAttribute('data-motion', 'still');
    expect(listeners.leaked()).not.toContain('pointermove');

    // The still frame is drawn once, at the moment it stopped; then nothing more runs.
    runFrames(now + 16);
    expect(scene.render).toHaveBeenLastCalledWith(now);
    const drawn = scene.render.mock.calls.length;
    runFrames(now + 32);
    expect(queued.size).toBe(0);
    expect(scene.render).toHaveBeenCalledTimes(drawn);

    unmount();
    expect(scene.dispose).toHaveBeenCalledTimes(1);
  });

  it('rebuilds the scene on a fresh canvas when reduced motion is switched on', () => {
    const media = stubReducedMotion(false);
    const scenes = [fakeScene(), fakeScene()];
    createScene.mockImplementation(() => scenes[createScene.mock.calls.length - 1] ?? null);
    const { container, unmount } = render(
      <StrictMode>
        <LiquidBackground />
      </StrictMode>,
    );
    expect(createScene).toHaveBeenCalledTimes(1);

    act(() => media.set(true));
    expect(createScene).toHaveBeenCalledTimes(2);
    const [first, second] = createScene.mock.calls;
    // The first canvas's context was dropped on dispose; a canvas never gets a second one.
    expect(first?.[0]).not.toBe(second?.[0]);
    expect(second?.[1]).toMatchObject({ animate: false });
    expect(container.querySelector('canvas')).toBe(second?.[0]);
    expect(scenes[0]?.dispose).toHaveBeenCalledTimes(1);

    unmount();
    expect(scenes[1]?.dispose).toHaveBeenCalledTimes(1);
  });
});
