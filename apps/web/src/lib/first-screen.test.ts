import { afterEach, describe, expect, it, vi } from 'vitest';

// The first screen settles once per page: each test starts from a fresh module, as a page load does.
async function freshFirstScreen() {
  vi.resetModules();
  return import('./first-screen');
}

describe('the first screen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs what waits for it once settled, and at once after that', async () => {
    const { afterFirstScreen, settleFirstScreen, firstScreenSettled } = await freshFirstScreen();
    const waiting = vi.fn();
    afterFirstScreen(waiting);
    expect(waiting).not.toHaveBeenCalled();
    settleFirstScreen();
    await vi.waitFor(() => expect(waiting).toHaveBeenCalledTimes(1));
    expect(firstScreenSettled()).toBe(true);
    const later = vi.fn();
    afterFirstScreen(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('settles by itself when nothing paints it within FIRST_SCREEN_WAIT_MS, and can be stopped waiting for', async () => {
    vi.useFakeTimers();
    const { afterFirstScreen, FIRST_SCREEN_WAIT_MS } = await freshFirstScreen();
    const waiting = vi.fn();
    const stopped = vi.fn();
    afterFirstScreen(waiting);
    afterFirstScreen(stopped)();
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS + 100);
    expect(waiting).toHaveBeenCalledTimes(1);
    expect(stopped).not.toHaveBeenCalled();
  });

  it('checks an early answer after it: a mismatch is told, a match and a check that could not run are not', async () => {
    const { checkAfterFirstScreen, settleFirstScreen } = await freshFirstScreen();
    const onMismatch = vi.fn();
    const checkLater = checkAfterFirstScreen(onMismatch);
    const mismatch = vi.fn().mockResolvedValue(false);
    checkLater(mismatch);
    checkLater(() => Promise.resolve(true));
    checkLater(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mismatch).not.toHaveBeenCalled(); // not before the first screen has painted

    settleFirstScreen();
    await vi.waitFor(() => expect(onMismatch).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onMismatch).toHaveBeenCalledTimes(1);
  });
});
