import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** The first screen of home: who it is for, the tagline, and where to go next. */
export function HomeHero({ signedIn }: { signedIn: boolean }) {
  return (
    <section
      className={cn(
        'mx-auto flex max-w-4xl flex-col items-center justify-center px-4 text-center sm:px-6',
        // A returning creator came for their work: the hero leaves room for it on the first screen.
        signedIn ? 'pt-16 pb-12 sm:pt-20' : 'min-h-[calc(88dvh-4rem)] py-20',
      )}
    >
      <p className="mb-6 inline-flex items-center gap-2 rounded-full border border-accent-400/30 bg-canvas/60 px-3.5 py-1 text-xs font-medium text-accent-200 backdrop-blur-md">
        <Sparkles aria-hidden className="size-3.5" />
        For musicians and creative makers
      </p>
      <h1
        data-liquid-reflect
        className="bg-gradient-to-b from-white via-white to-accent-200 bg-clip-text pb-2 text-5xl font-semibold tracking-tight text-transparent drop-shadow-[0_2px_24px_rgba(7,8,13,0.6)] sm:text-7xl lg:text-8xl"
      >
        Create Together
      </h1>
      <p className="mt-6 max-w-2xl text-base leading-relaxed text-ink sm:text-lg">
        Start a project or join one, shape it in one shared workspace where the best contributions are voted
        in, and grow through the people you make things with.
      </p>
      <div
        data-liquid-reflect
        className="mt-10 flex w-full flex-col items-stretch justify-center gap-3 sm:w-auto sm:flex-row"
      >
        {signedIn ? (
          <Link to="/projects/new" className={buttonClass('primary', 'lg')}>
            Start a project
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        ) : (
          <Link to="/register" className={buttonClass('primary', 'lg')}>
            Get started
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        )}
        <Link to="/explore" className={buttonClass('secondary', 'lg', 'bg-canvas/70 backdrop-blur-md')}>
          Explore projects
        </Link>
      </div>
    </section>
  );
}

/** The last screen of home: the invitation again, once the story has been told. */
export function HomeClosing({ signedIn }: { signedIn: boolean }) {
  return (
    <section className="mx-auto max-w-3xl px-4 pt-8 pb-28 text-center sm:px-6">
      <div
        data-liquid-reflect
        className="rounded-3xl border border-accent-400/20 bg-canvas/75 px-6 py-12 shadow-2xl shadow-black/40 backdrop-blur-md sm:px-12"
      >
        <h2 className="text-3xl font-semibold tracking-tight text-white sm:text-4xl">
          Make the next thing together
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-ink-muted">
          Find a project that needs your skill, or start one and let the right people find you.
        </p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Link to={signedIn ? '/projects/new' : '/register'} className={buttonClass('primary', 'lg')}>
            {signedIn ? 'Start a project' : 'Create your account'}
          </Link>
          <Link to="/explore" className={buttonClass('secondary', 'lg')}>
            Browse projects
          </Link>
        </div>
      </div>
    </section>
  );
}
