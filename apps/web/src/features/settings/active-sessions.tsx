import type { ActiveSession } from '@create-together/contract';
import { useQuery } from '@tanstack/react-query';
import { LogOut, type LucideIcon, Monitor, Smartphone, Tablet } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/components/toast/toast-store';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { activeSessionsQuery, useEndOtherSessions, useEndSession } from '@/entities/account';
import { ApiError } from '@/lib/api-error';
import { formatDate, formatDateTime, timeAgo } from '@/lib/time';

export const ACTIVE_SESSIONS_MESSAGES = {
  loadFailed: 'Failed to load your sessions.',
  ended: 'That session was signed out.',
  endFailed: 'Could not sign out that session. Please try again.',
  othersDone: 'Other sessions were signed out.',
  othersFailed: 'Could not sign out the other sessions. Please try again.',
} as const;

/** "Chrome on Linux", or just the browser when the system is unknown. */
export const deviceLabel = (session: Pick<ActiveSession, 'browser' | 'os'>) =>
  session.os ? `${session.browser} on ${session.os}` : session.browser;

const PHONES = new Set(['iPhone', 'iPod', 'Android']);
const deviceIcon = (os: string | null): LucideIcon =>
  os === 'iPad' ? Tablet : os !== null && PHONES.has(os) ? Smartphone : Monitor;

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/**
 * Settings → Account: every browser and device signed in to the account (GET /api/me/sessions),
 * each other one with its own Sign out, and all the others at once after a confirm.
 */
export function ActiveSessions() {
  const sessions = useQuery(activeSessionsQuery());
  const [confirming, setConfirming] = useState(false);
  const endOthers = useEndOtherSessions();
  const list = sessions.data ?? [];
  const othersExist = !sessions.isSuccess || list.some((session) => !session.current);

  return (
    <div className="mt-6 border-t border-line pt-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h3 className="text-sm font-semibold text-ink">Active sessions</h3>
          <p className="mt-1 text-sm text-ink-muted">
            Where your account is signed in. Sign out anything you do not recognise.
          </p>
        </div>
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={endOthers.isPending || !othersExist}
          onClick={() => setConfirming(true)}
        >
          <LogOut aria-hidden className="size-4" />
          Sign out other sessions
        </button>
      </div>

      <div className="mt-4">
        {sessions.isError ? (
          <LoadError
            message={ACTIVE_SESSIONS_MESSAGES.loadFailed}
            onRetry={() => void sessions.refetch()}
            retrying={sessions.isFetching}
          />
        ) : sessions.isPending ? (
          <p className="text-sm text-ink-muted">Loading sessions…</p>
        ) : (
          <ul
            aria-label="Active sessions"
            className="flex flex-col divide-y divide-line rounded-xl border border-line"
          >
            {list.map((session) => (
              <SessionRow key={session.sessionId} session={session} />
            ))}
          </ul>
        )}
      </div>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out other sessions?"
        description="Every other browser and device signed in to your account is signed out. This one stays signed in."
        confirmLabel="Sign out others"
        onConfirm={() => {
          setConfirming(false);
          endOthers.mutate(undefined, {
            onSuccess: () => toast.success(ACTIVE_SESSIONS_MESSAGES.othersDone),
            onError: () => toast.error(ACTIVE_SESSIONS_MESSAGES.othersFailed),
          });
        }}
      />
    </div>
  );
}

/** One session: what it is, where from, since when, last used; Sign out unless it is this one. */
function SessionRow({ session }: { session: ActiveSession }) {
  // One mutation per row: several rows may be signing out at once, each with its own pending state.
  const end = useEndSession();
  const label = deviceLabel(session);
  const Icon = deviceIcon(session.os);

  const signOut = () =>
    end.mutate(session, {
      onSuccess: () => toast.success(ACTIVE_SESSIONS_MESSAGES.ended),
      onError: (error) => {
        // Already ended elsewhere: the refetch simply drops it from the list.
        if (error instanceof ApiError && error.status === 404) return;
        toast.error(ACTIVE_SESSIONS_MESSAGES.endFailed);
      },
    });

  return (
    <li className="flex items-center gap-3 px-4 py-3">
      <span className="grid size-10 shrink-0 place-items-center rounded-lg border border-line bg-surface-2 text-ink-muted">
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink">
          <span className="truncate">{label}</span>
          {session.current ? (
            <span className="rounded-full border border-accent-500/40 bg-accent-500/10 px-2 py-0.5 text-xs font-medium text-accent-200">
              This device
            </span>
          ) : null}
        </p>
        <p className="mt-0.5 text-xs text-ink-muted">
          {session.ip ? <span>{session.ip} · </span> : null}
          <span title={formatDateTime(iso(session.createdAt))}>
            Signed in {formatDate(iso(session.createdAt))}
          </span>
          {' · '}
          {session.current ? (
            <span>Active now</span>
          ) : (
            <span title={formatDateTime(iso(session.lastSeenAt))}>
              Active {timeAgo(iso(session.lastSeenAt))}
            </span>
          )}
        </p>
      </div>
      {session.current ? null : (
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={end.isPending}
          aria-label={`Sign out ${label}`}
          onClick={signOut}
        >
          {end.isPending ? 'Signing out…' : 'Sign out'}
        </button>
      )}
    </li>
  );
}
