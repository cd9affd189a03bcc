import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { firstFrameShown } from './app/first-frame-shown';
import { appRoutes } from './app/routes';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

/**
 * Lets the browser run what waits (a paint, a tap, an answer) before going on: a message to itself
 * is a new task, as React's scheduler yields, and unlike a timer it is not held back by a page that
 * throttles timers (or a test's fake clock).
 */
const yieldToBrowser = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

// The app replaces the HTML's first frame once the browser has shown it (first-frame-shown.ts).
// The router is made in a task of its own (it starts loading the page's code at once), and the
// first render is a transition: React yields to the browser every few milliseconds instead of
// holding the main thread until the whole page is drawn, so the browser keeps painting, loading and
// scrolling meanwhile. On a phone each of the two is tens of milliseconds; together they were one
// long task.
void firstFrameShown().then(async () => {
  const router = createBrowserRouter(appRoutes);
  await yieldToBrowser();
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
});
