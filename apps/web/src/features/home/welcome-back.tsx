import { Compass, FolderKanban, Plus, Users } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { RecentWork } from './recent-work';

const shortcuts = [
  { to: '/projects', label: 'Your projects', description: 'Pick up where you left off', icon: FolderKanban },
  { to: '/explore', label: 'Explore', description: 'Projects looking for your skill', icon: Compass },
  { to: '/friends', label: 'Friends', description: 'The people you make things with', icon: Users },
] as const;

/**
 * An account younger than this is greeted as new. Its age comes from the server's `createdAt`, so
 * every device agrees: registering on a laptop and opening the phone an hour later is still a first day.
 */
export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

/** Whether an account created at `createdAt` (ISO) is brand new; an unknown date counts as returning. */
export function isNewAccount(createdAt: string | null, now = Date.now()): boolean {
  const created = createdAt ? Date.parse(createdAt) : Number.NaN;
  return Number.isFinite(created) && now - created < NEW_ACCOUNT_MS;
}

/**
 * For a signed-in creator: a greeting — a welcome on the first day, a welcome back after — and the
 * quickest ways (back) into their work.
 */
export function WelcomeBack({ name, createdAt }: { name: string; createdAt: string | null }) {
  const isNew = isNewAccount(createdAt);
  return (
    <section aria-labelledby="welcome-back-heading" className="mx-auto max-w-6xl px-4 pb-8 sm:px-6 lg:px-10">
      <div
        data-liquid-reflect
        className="rounded-3xl border border-line bg-canvas/75 p-6 shadow-2xl shadow-black/40 backdrop-blur-md sm:p-8"
      >
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="welcome-back-heading" className="text-2xl font-semibold tracking-tight text-white">
              {isNew ? `Welcome, ${name}` : `Welcome back, ${name}`}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">
              {isNew
                ? 'Start a project of your own, or find one that needs your skill.'
                : 'Your projects and what happened in them while you were away.'}
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
