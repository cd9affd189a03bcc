import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { firstFrameShown } from './app/first-frame-shown';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// The app replaces the HTML's first frame once the browser has shown it (first-frame-shown.ts).
// Its first render is a transition: React yields to the browser every few milliseconds instead of
// holding the main thread until the whole page is drawn, so the browser keeps painting, loading and
// scrolling meanwhile.
void firstFrameShown().then(() => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
