import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAnimationLoop } from './animation-loop';

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('startAnimationLoop', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  });
  afterEach(() => {
    setHidden(false);
    vi.useRealTimers();
  });

  it('draws at most one frame every 16 ms', () => {
    const onFrame = vi.fn();
    const loop = startAnimationLoop(onFrame);
    vi.advanceTimersByTime(160);
    // Frames come every ~16.7 ms here; none closer together than 16 ms.
    const times = onFrame.mock.calls.map(([now]) => now as number);
    expect(times.length).toBeGreaterThanOrEqual(8);
    expect(times.length).toBeLessThanOrEqual(10);
    for (let i = 1; i < times.length; i++)
      expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeGreaterThanOrEqual(16);
    loop.stop();
  });

  it('skips frames that come sooner than the interval', () => {
    const onFrame = vi.fn();
    const loop = startAnimationLoop(onFrame, { minFrameMs: 50 });
    vi.advanceTimersByTime(200);
    expect(onFrame.mock.calls.length).toBeLessThanOrEqual(5);
    expect(onFrame.mock.calls.length).toBeGreaterThanOrEqual(3);
    loop.stop();
  });

  it('pauses while the tab is hidden and resumes when it shows', () => {
    const onFrame = vi.fn();
    const loop = startAnimationLoop(onFrame);
    vi.advanceTimersByTime(100);
    setHidden(true);
    onFrame.mockClear();
    vi.advanceTimersByTime(1000);
    expect(onFrame).not.toHaveBeenCalled();
    setHidden(false);
    vi.advanceTimersByTime(100);
    expect(onFrame).toHaveBeenCalled();
    loop.stop();
  });

  it('leaves nothing behind once stopped', () => {
    const onFrame = vi.fn();
    const removeListener = vi.spyOn(document, 'removeEventListener');
    const loop = startAnimationLoop(onFrame);
    vi.advanceTimersByTime(50);
    loop.stop();
    onFrame.mockClear();
    vi.advanceTimersByTime(1000);
    setHidden(false);
    vi.advanceTimersByTime(1000);
    expect(onFrame).not.toHaveBeenCalled();
    expect(removeListener).toHaveBeenCalledWith('visibilitychange', expect.any(Function));
    expect(vi.getTimerCount()).toBe(0);
  });
});
