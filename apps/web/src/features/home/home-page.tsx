import { ArrowRight, Cpu, Layers, Network, Sparkles, Split, TrendingDown } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-header';
import { useAuthStore } from '@/features/auth';
import { PROBLEMS, SOLUTIONS } from './landing-copy';

const problemIcons = [Split, Cpu, TrendingDown];
const solutionIcons = [Layers, Sparkles, Network];

/**
 * Home: the landing hero. The liquid background of SPEC.md §2.4 mounts in the slot below
 * (a later issue); until then a still gradient stands in.
 */
export function HomePage() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);

  return (
    <div className="relative">
      <PageTitle title="Home" />
      <section className="relative isolate overflow-hidden border-b border-line/60">
        <div
          aria-hidden
          data-slot="liquid-background"
          className="absolute inset-0 -z-10 bg-[radial-gradient(60%_55%_at_50%_0%,rgba(65,105,225,0.35),transparent_70%),radial-gradient(40%_40%_at_85%_60%,rgba(65,105,225,0.14),transparent_70%),radial-gradient(35%_35%_at_10%_80%,rgba(91,123,240,0.10),transparent_70%)]"
        />
        <div className="mx-auto flex max-w-4xl flex-col items-center px-4 pt-20 pb-20 text-center sm:px-6 sm:pt-28 sm:pb-24">
          <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-accent-500/30 bg-accent-600/10 px-3.5 py-1 text-xs font-medium text-accent-200">
            <Sparkles aria-hidden className="size-3.5" />
            For musicians and creative makers
          </p>
          <h1 className="bg-gradient-to-b from-white to-accent-200 bg-clip-text text-5xl font-semibold tracking-tight text-transparent sm:text-7xl">
            Create Together
          </h1>
          <p className="mt-6 max-w-2xl text-base leading-relaxed text-ink-muted sm:text-lg">
            Start a project or join one, work on it in one shared workspace, and grow through the people you
            make things with — friends, messages and calls included.
          </p>
          <div className="mt-9 flex w-full flex-col items-stretch justify-center gap-3 sm:w-auto sm:flex-row">
            <Link to="/explore" className={buttonClass('secondary', 'lg')}>
              Browse projects
            </Link>
            {isAuthenticated ? (
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
          </div>
        </div>
      </section>

      <section
        aria-labelledby="pitch-heading"
        className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-10 lg:py-20"
      >
        <h2 id="pitch-heading" className="sr-only">
          Why Create Together
        </h2>
        <div className="grid gap-10 lg:grid-cols-2 lg:gap-12">
          <PitchColumn label="The Problem" tone="problem" items={PROBLEMS} icons={problemIcons} />
          <PitchColumn label="The Solution" tone="solution" items={SOLUTIONS} icons={solutionIcons} />
        </div>
      </section>
    </div>
  );
}

function PitchColumn({
  label,
  tone,
  items,
  icons,
}: {
  label: string;
  tone: 'problem' | 'solution';
  items: ReadonlyArray<{ title: string; subtitle: string }>;
  icons: typeof problemIcons;
}) {
  const accent =
    tone === 'problem'
      ? 'text-rose-300 border-rose-400/25 bg-rose-500/10'
      : 'text-accent-200 border-accent-500/30 bg-accent-600/15';
  return (
    <div>
      <h3
        className={`mb-5 text-xs font-semibold tracking-[0.18em] uppercase ${tone === 'problem' ? 'text-rose-300' : 'text-accent-300'}`}
      >
        {label}
      </h3>
      <ul className="flex flex-col gap-3">
        {items.map((item, index) => {
          const Icon = icons[index] ?? Sparkles;
          return (
            <li key={item.title} className="flex gap-4 rounded-2xl border border-line bg-surface/80 p-5">
              <span className={`grid size-10 shrink-0 place-items-center rounded-xl border ${accent}`}>
                <Icon aria-hidden className="size-5" />
              </span>
              <div>
                <p className="font-semibold text-ink">{item.title}</p>
                <p className="mt-1 text-sm leading-relaxed text-ink-muted">{item.subtitle}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
