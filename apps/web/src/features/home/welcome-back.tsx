import { Compass, FolderKanban, Plus, Users } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { RecentWork } from './recent-work';

const shortcuts = [
  { to: '/projects', label: 'Your projects', description: 'Pick up where you left off', icon: FolderKanban },
  { to: '/explore', label: 'Explore', description: 'Projects looking for your skill', icon: Compass },
  { to: '/friends', label: 'Friends', description: 'The people you make things with', icon: Users },
] as const;

/** For a signed-in creator: a greeting and the quickest ways back into their work. */
export function WelcomeBack({ name }: { name: string }) {
  return (
    <section aria-labelledby="welcome-back-heading" className="mx-auto max-w-6xl px-4 pb-8 sm:px-6 lg:px-10">
      <div
        data-liquid-reflect
        className="rounded-3xl border border-line bg-canvas/75 p-6 shadow-2xl shadow-black/40 backdrop-blur-md sm:p-8"
      >
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="welcome-back-heading" className="text-2xl font-semibold tracking-tight text-white">
              Welcome back, {name}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">
              Your projects and what happened in them while you were away.
            </p>
          </div>
          <Link to="/projects/new" className={buttonClass('primary', 'md')}>
            <Plus aria-hidden className="size-4" />
            New project
          </Link>
        </div>
        <RecentWork />
        <ul className="mt-6 grid gap-3 sm:grid-cols-3">
          {shortcuts.map(({ to, label, description, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex h-full items-start gap-3 rounded-2xl border border-line bg-surface/70 p-4 transition-colors hover:border-accent-500/50 hover:bg-surface-2"
              >
                <span className="grid size-9 shrink-0 place-items-center rounded-xl border border-accent-500/30 bg-accent-600/15 text-accent-200">
                  <Icon aria-hidden className="size-4.5" />
                </span>
                <span>
                  <span className="block font-medium text-ink">{label}</span>
                  <span className="mt-0.5 block text-sm text-ink-muted">{description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
