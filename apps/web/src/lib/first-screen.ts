import { whenIdle } from './when-idle';

/**
 * The first screen's largest paint — a cold load's top cover — has happened (it loaded, or failed,
 * and a frame was painted after it). What is not needed for it waits until then: on a phone every
 * request that starts before that paint shares its bandwidth and delays it. Once settled, it stays.
 */
const firstScreen = { settled: false, listeners: new Set<() => void>() };

/** How long what waits for the first screen waits at most (a page without a cover, one that never loads). */
export const FIRST_SCREEN_WAIT_MS = 3000;

export function settleFirstScreen(): void {
  if (firstScreen.settled) return;
  // The next frame paints the cover, and is on screen a moment after it has run: settled when the
  // frame after that one begins.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      if (firstScreen.settled) return;
      firstScreen.settled = true;
      for (const listener of firstScreen.listeners) listener();
      firstScreen.listeners.clear();
    }),
  );
}

/**
 * The first screen's largest paint is `image`, which has loaded (or failed): settled once it is
 * decoded and a frame has shown it — its load comes before that paint when it decodes apart.
 */
export function settleFirstScreenWith(image: HTMLImageElement): void {
  image
    .decode()
    .catch(() => {}) // a broken image paints nothing to wait for
    .then(settleFirstScreen);
}

export const firstScreenSettled = (): boolean => firstScreen.settled;

/**
 * Calls `then` once the first screen has painted, or FIRST_SCREEN_WAIT_MS from now if it has not;
 * returns what stops the wait.
 */
export function afterFirstScreen(then: () => void): () => void {
  if (firstScreen.settled) {
    then();
    return () => {};
  }
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    clearTimeout(timer);
    firstScreen.listeners.delete(once);
    then();
  };
  firstScreen.listeners.add(once);
  const timer = setTimeout(settleFirstScreen, FIRST_SCREEN_WAIT_MS);
  return () => {
    called = true;
    clearTimeout(timer);
    firstScreen.listeners.delete(once);
  };
}

/**
 * A `checkLater` (lib/api.ts) for an answer the first screen draws: its check runs once that screen
 * has painted and the browser is idle, and `onMismatch` when it does not match. A check that cannot
 * run (the schema's code did not arrive) is let go: the next call that needs that code asks again.
 */
export const checkAfterFirstScreen =
  (onMismatch: () => void) =>
  (matches: () => Promise<boolean>): void => {
    afterFirstScreen(() =>
      whenIdle()
        .then(matches)
        .then(
          (match) => {
            if (!match) onMismatch();
          },
          () => {},
        ),
    );
  };
