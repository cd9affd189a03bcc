import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { markIntroSeen } from '@/lib/storage';
import { FakeSocket } from './fake-socket';

// A page's code is loaded on first use, as in the browser: on a busy machine the first load of a
// module graph can take over the default 1 s of findBy*/waitFor.
configure({ asyncUtilTimeout: 5000 });

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
  // jsdom's WebSocket would really dial out; a signed-in screen gets a socket that never opens.
  vi.stubGlobal('WebSocket', FakeSocket);
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
