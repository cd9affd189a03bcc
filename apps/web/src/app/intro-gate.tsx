import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { IntroFirstFrame, loadIntro } from '@/features/intro';
import { hasSeenIntro, markIntroSeen } from '@/lib/storage';
import { importWithRetry } from './lazy-page';

interface IntroProps {
  /** The intro ran to its end: it counts as seen. */
  onComplete: () => void;
  /** The intro could not run at all. */
  onSkip: () => void;
  /** When its first frame appeared (Date.now() time). */
  welcomeShownAt: number;
}

/** If the intro's code cannot be loaded, the visitor goes straight on (and sees it next time). */
function IntroUnavailable({ onSkip }: IntroProps) {
  useEffect(() => onSkip(), [onSkip]);
  return null;
}

const Intro = lazy<ComponentType<IntroProps>>(() =>
  importWithRetry(loadIntro).catch(() => ({ default: IntroUnavailable })),
);

/**
 * When the welcome screen first showed: the page's own first frame (index.html, first-frame.js)
 * paints it before any code of the app runs, and says when; otherwise now.
 */
function firstFrameShownAt(): number {
  const shownAt = Number(
    document.querySelector('[data-intro-first-frame][data-shown-at]')?.getAttribute('data-shown-at'),
  );
  return Number.isFinite(shownAt) && shownAt > 0 ? shownAt : Date.now();
}

/**
 * The shell appears only once the intro has been seen (SPEC.md §2.4, §4 "Intro"): on a first
 * visit the intro shows instead, and completing it saves `hasSeenIntro` and reveals the shell.
 * While the intro's code loads, its welcome screen's first frame (logo and tagline) is already
 * there: the first visit's first paint does not wait for that code.
 */
export function IntroGate({ children }: { children: ReactNode }) {
  const [seen, setSeen] = useState(hasSeenIntro);
  const [justCompleted, setJustCompleted] = useState(false);
  const [welcomeShownAt] = useState(firstFrameShownAt);

  if (seen) {
    return justCompleted ? <div className="animate-fade-in">{children}</div> : children;
  }
  return (
    <Suspense fallback={<IntroFirstFrame shownAt={welcomeShownAt} />}>
      <Intro
        welcomeShownAt={welcomeShownAt}
        onComplete={() => {
          markIntroSeen();
          setSeen(true);
          setJustCompleted(true);
        }}
        onSkip={() => setSeen(true)}
      />
    </Suspense>
  );
}
