import { useEffect, useState } from 'react';

/** What counts as the visitor reaching for the page: a touch, a click, a key, a wheel. */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

let interacted = false;
const waiting = new Set<() => void>();

function onFirstInteraction() {
  interacted = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, onFirstInteraction, true);
  for (const notify of waiting) notify();
  waiting.clear();
}

function listen() {
  for (const type of INTERACTIONS) {
    window.addEventListener(type, onFirstInteraction, { capture: true, passive: true });
  }
}

/**
 * False until the visitor first touches, clicks, types or scrolls with a wheel on this page, then
 * true for good (later mounts start true). For code that is only worth fetching for someone who
 * uses the page: a visitor who only reads never downloads it, and the first screen never shares
 * the network or the processor with it.
 */
export function useAfterFirstInteraction(): boolean {
  const [ready, setReady] = useState(interacted);
  useEffect(() => {
    if (interacted) return;
    if (waiting.size === 0) listen();
    const done = () => setReady(true);
    waiting.add(done);
    return () => {
      waiting.delete(done);
      if (waiting.size === 0 && !interacted) {
        for (const type of INTERACTIONS) window.removeEventListener(type, onFirstInteraction, true);
      }
    };
  }, []);
  return ready;
}

/** Forgets the first interaction (tests, each of which is a new visit). */
export function resetFirstInteraction(): void {
  interacted = false;
}
