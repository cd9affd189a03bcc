import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_FRAME_WAIT_MS, firstFrameShown } from './first-frame-shown';

type Callback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A stand-in for the browser's PerformanceObserver that reports paints when told. */
class FakeObserver {
  static supportedEntryTypes = ['largest-contentful-paint', 'paint'];
  static live: FakeObserver[] = [];
  disconnected = false;
  constructor(private readonly callback: Callback) {
    FakeObserver.live.push(this);
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  static report(name: string) {
    for (const observer of FakeObserver.live)
      if (!observer.disconnected)
        observer.callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) });
  }
}

function page(frame: string, visibilityState: DocumentVisibilityState = 'visible') {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = `<div id="root"><div id="first-frame">${frame}</div></div>`;
  Object.defineProperty(doc, 'visibilityState', { value: visibilityState });
  return doc;
}

describe('firstFrameShown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeObserver.live = [];
    vi.stubGlobal('PerformanceObserver', FakeObserver);
  });
  afterEach(() => vi.useRealTimers());

  it('waits for the first frame to be reported as painted', async () => {
    const shown = vi.fn();
    void firstFrameShown(page('<h1>Create Together</h1>')).then(shown);
    await vi.advanceTimersByTimeAsync(100);
    FakeObserver.report('first-paint');
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).not.toHaveBeenCalled();
    FakeObserver.report('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toHaveBeenCalled();
    expect(FakeObserver.live[0]?.disconnected).toBe(true);
  });

  it('never waits longer than its limit', async () => {
    const shown = vi.fn();
    void firstFrameShown(page('<h1>Create Together</h1>')).then(shown);
    await vi.advanceTimersByTimeAsync(FIRST_FRAME_WAIT_MS);
    expect(shown).toHaveBeenCalled();
  });

  it('does not wait without a frame, in a background tab, or where paints are not reported', async () => {
    await expect(firstFrameShown(page(''))).resolves.toBeUndefined();
    await expect(firstFrameShown(page('<h1>x</h1>', 'hidden'))).resolves.toBeUndefined();
    FakeObserver.supportedEntryTypes = ['largest-contentful-paint'];
    await expect(firstFrameShown(page('<h1>x</h1>'))).resolves.toBeUndefined();
    FakeObserver.supportedEntryTypes = ['largest-contentful-paint', 'paint'];
    expect(FakeObserver.live).toHaveLength(0);
  });
});
