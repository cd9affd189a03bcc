import { type ReactNode, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-header';
import { PAGE_PLACEHOLDER_MIN_HEIGHT } from '@/components/ui/spinner';
import { useAfterFirstInteraction } from '@/hooks/use-after-first-interaction';
import { cn } from '@/lib/cn';
import { safeRedirect } from '@/lib/safe-redirect';
import { loadAuthSchemas, useAuthStore } from './auth-store';

/**
 * Where to go after signing in (the safe `?redirect=`), and the address of the other auth page
 * that keeps the same redirect.
 */
/**
 * Fetches the forms' checks once the visitor reaches for the page (a tap, a click, a key), while
 * they type: neither sign-in page waits for the schema library before it can paint, and it does
 * not share the network with the first screen.
 */
export function useAuthSchemasSoon(): void {
  const interacted = useAfterFirstInteraction();
  useEffect(() => {
    if (interacted) void loadAuthSchemas().catch(() => {});
  }, [interacted]);
}

export function useAuthRedirect(otherPage: '/login' | '/register') {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const target = safeRedirect(redirect);
  const otherHref = redirect ? `${otherPage}?redirect=${encodeURIComponent(target)}` : otherPage;
  return { target, otherHref };
}

/** The footer line that switches between sign-in and registration. */
export function SwitchAuthPage({ prompt, to, label }: { prompt: string; to: string; label: string }) {
  const clearError = useAuthStore((state) => state.clearError);
  return (
    <>
      {prompt}{' '}
      <Link to={to} onClick={clearError} className="font-medium text-accent-300 hover:text-accent-200">
        {label}
      </Link>
    </>
  );
}

/** The form's submit button, with a spinner while the request is under way. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      aria-busy={busy}
      disabled={busy}
      className={buttonClass('primary', 'lg', 'mt-2 w-full')}
    >
      {busy ? (
        <span
          aria-hidden
          className="size-4 animate-spin rounded-full border-2 border-white/30 border-t-white"
        />
      ) : null}
      {children}
    </button>
  );
}

/** The card of the sign-in and registration pages, centred in the shell. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  const user = useAuthStore((state) => state.user);
  return (
    // As tall as the page placeholder it replaces: the footer stays below the fold, not pulled up.
    <div className={cn('relative isolate flex justify-center py-4 sm:py-10', PAGE_PLACEHOLDER_MIN_HEIGHT)}>
      <PageTitle title={title} />
      <div
        aria-hidden
        className="pointer-events-none absolute top-[-8rem] left-1/2 -z-10 h-[28rem] w-[28rem] max-w-full -translate-x-1/2 rounded-full bg-accent-600/15 blur-[110px]"
      />
      <div className="w-full max-w-sm">
        {user ? (
          <p className="mb-4 rounded-xl border border-accent-500/30 bg-accent-600/10 px-4 py-3 text-sm text-accent-100">
            You are signed in as <span className="font-semibold">@{user.username}</span>.{' '}
            <Link to="/" className="font-medium text-accent-300 underline-offset-2 hover:underline">
              Continue to the app
            </Link>
          </p>
        ) : null}
        <div className="rounded-2xl border border-line bg-surface/90 p-6 shadow-2xl shadow-black/40 backdrop-blur sm:p-8">
          <h1 className="text-2xl font-semibold tracking-tight text-ink">{title}</h1>
          <p className="mt-1.5 text-sm text-ink-muted">{subtitle}</p>
          <div className="mt-6">{children}</div>
        </div>
        <p className="mt-6 text-center text-sm text-ink-muted">{footer}</p>
      </div>
    </div>
  );
}

/** A labelled input with its error under it. */
export function Field({
  id,
  label,
  error,
  hint,
  ...input
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
} & React.InputHTMLAttributes<HTMLInputElement>) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="h-11 rounded-lg border border-line bg-surface-2 px-3 text-sm text-ink placeholder:text-ink-faint focus:border-accent-500/70 focus:outline-none focus-visible:outline-2 focus-visible:outline-accent-400 aria-[invalid=true]:border-rose-400/70"
        {...input}
      />
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-ink-faint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-rose-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" className={message ? 'mb-4' : undefined}>
      {message ? (
        <p className="rounded-lg border border-rose-400/30 bg-rose-950/40 px-3 py-2.5 text-sm text-rose-100">
          {message}
        </p>
      ) : null}
    </div>
  );
}
