import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { loadIntro } from '@/features/intro';
import { hasSeenIntro, markIntroSeen } from '@/lib/storage';
import { importWithRetry } from './lazy-page';

interface IntroProps {
  /** The intro ran to its end: it counts as seen. */
  onComplete: () => void;
  /** The intro could not run at all. */
  onSkip: () => void;
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
 * The shell appears only once the intro has been seen (SPEC.md §2.4, §4 "Intro"): on a first
 * visit the intro shows instead, and completing it saves `hasSeenIntro` and reveals the shell.
 */
export function IntroGate({ children }: { children: ReactNode }) {
  const [seen, setSeen] = useState(hasSeenIntro);
  const [justCompleted, setJustCompleted] = useState(false);

  if (seen) {
    return justCompleted ? <div className="animate-fade-in">{children}</div> : children;
  }
  return (
    <Suspense fallback={<div className="fixed inset-0 bg-canvas" />}>
      <Intro
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
