import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { markIntroSeen } from '@/lib/storage';

// jsdom lacks a few browser APIs Radix UI relies on.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
// jsdom has no canvas: say so quietly (as a browser without one would), rather than logging each time.
HTMLCanvasElement.prototype.getContext = () => null;
// React Router's ScrollRestoration scrolls on navigation; jsdom does not lay out pages.
window.scrollTo = () => {};

// Screens are tested behind the first-visit intro, as a returning visitor sees them; the intro's
// own tests clear the flag.
beforeEach(() => {
  markIntroSeen();
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
