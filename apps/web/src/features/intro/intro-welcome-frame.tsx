import { type ReactNode, useState } from 'react';
import { LogoMark } from '@/components/ui/logo';
import { PageTitle } from '@/components/ui/page-header';
import { INTRO_TEXT } from './intro-constants';
import { parallaxStyle } from './parallax-style';

// The welcome screen's first frame lives in the main bundle, apart from the intro's lazy chunk:
// a first visit paints the logo and tagline as soon as the app starts (its largest contentful
// paint), and the intro, once its code is here, takes over the same layout without a jump.

/** The intro's full-screen layer: the first frame and the intro itself are the same box. */
export const INTRO_LAYER_CLASS =
  'fade-keeps-timing fixed inset-0 z-[90] overflow-hidden bg-canvas text-ink transition-opacity ease-in-out';

/** The blue glow behind the welcome screen and the journey. */
export function IntroGlow() {
  return (
    <div
      aria-hidden
      className="absolute inset-0 bg-[radial-gradient(70%_60%_at_50%_40%,rgba(65,105,225,0.16),transparent_70%)]"
    />
  );
}

/**
 * When an element's entrance (`animate-intro-settle`: visible from its first frame, half opaque,
 * never hidden) starts: `delayMs` after the welcome screen first showed, `elapsedMs` ago. An
 * element of the intro that takes over mid-way continues where the first frame's was.
 */
function settle(delayMs: number, elapsedMs: number) {
  return { animationDelay: `${delayMs - elapsedMs}ms` };
}

/**
 * The welcome screen's logo, tagline and line, centred, with `children` (Start, once due) below
 * them in a slot of its own height, so that the layout does not move when it appears.
 */
export function IntroWelcomeLayout({ shownAt, children }: { shownAt: number; children?: ReactNode }) {
  const [elapsed] = useState(() => Math.max(0, Date.now() - shownAt));
  return (
    <div className="flex h-full flex-col items-center justify-center px-6 text-center">
      <div style={parallaxStyle(18)} className="flex flex-col items-center">
        <div className="animate-intro-settle" style={settle(0, elapsed)}>
          <LogoMark className="size-20 drop-shadow-[0_0_36px_rgba(65,105,225,0.55)] sm:size-24" />
        </div>
        {/* The gradient fills the letters; their colour stays white rather than transparent, so
            the browser counts the tagline as the page's contentful paint (it ignores text whose
            colour is transparent, even when a clipped background paints it). */}
        <h1
          className="mt-7 animate-intro-settle bg-gradient-to-b from-white via-white to-accent-300 bg-clip-text pb-2 text-5xl font-semibold tracking-tight text-white [-webkit-text-fill-color:transparent] sm:text-7xl"
          style={settle(150, elapsed)}
        >
          {INTRO_TEXT.tagline}
        </h1>
        <p
          className="mt-3 animate-intro-settle text-sm tracking-[0.25em] text-ink-faint uppercase"
          style={settle(300, elapsed)}
        >
          {INTRO_TEXT.line}
        </p>
      </div>
      <div className="mt-12 h-12">{children}</div>
    </div>
  );
}

/**
 * The welcome screen as the first visit's first frame, while the intro's code is on its way: the
 * same layer, glow, landmark and layout as the intro's own welcome screen, without the buttons
 * (they are due 5 s after `shownAt`, counted by the intro when it takes over).
 */
export function IntroFirstFrame({ shownAt }: { shownAt: number }) {
  return (
    <div className={INTRO_LAYER_CLASS} data-intro-first-frame="">
      <PageTitle title="Welcome" />
      <IntroGlow />
      <main id="main" aria-label="Welcome to Create Together" className="relative h-full">
        <IntroWelcomeLayout shownAt={shownAt} />
      </main>
    </div>
  );
}
