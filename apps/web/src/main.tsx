import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { firstFrameShown } from './app/first-frame-shown';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// The app replaces the HTML's first frame once the browser has shown it (first-frame-shown.ts).
void firstFrameShown().then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
