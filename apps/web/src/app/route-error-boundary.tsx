import { Compass, RotateCcw, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { NavigationFailedError } from './lazy-page';
import {
  FALLBACK_PATH,
  NAVIGATION_REDIRECT_MS,
  RENDER_ERROR_RETURN_MS,
  RENDER_ERROR_TITLE,
} from './navigation-constants';
import { useNavigationFailure } from './navigation-failure';

function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'An unexpected error occurred.';
}

/**
 * The routes' error element (SPEC.md §2.4): a page whose code would not load shows the
 * navigation-failure banner and goes to /explore after 1.5 s; any other rendering error shows
 * 'Something went wrong' with its message, then returns the user to /explore.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const showNavigationFailure = useNavigationFailure((state) => state.show);
  const navigationFailed = error instanceof NavigationFailedError;
  const alreadyOnFallback = pathname === FALLBACK_PATH;

  useEffect(() => {
    if (navigationFailed) showNavigationFailure();
    if (alreadyOnFallback) return;
    const timer = setTimeout(
      () => navigate(FALLBACK_PATH, { replace: true }),
      navigationFailed ? NAVIGATION_REDIRECT_MS : RENDER_ERROR_RETURN_MS,
    );
    return () => clearTimeout(timer);
  }, [navigationFailed, alreadyOnFallback, navigate, showNavigationFailure]);

  if (navigationFailed && !alreadyOnFallback) return <PageSpinner label="Redirecting to explore page..." />;

  return (
    <section role="alert" className="mx-auto flex max-w-lg flex-col items-center py-16 text-center">
      <PageTitle title={RENDER_ERROR_TITLE} />
      <span className="mb-5 grid size-14 place-items-center rounded-2xl border border-rose-400/30 bg-rose-950/40 text-rose-300">
        <TriangleAlert aria-hidden className="size-6" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight text-ink">{RENDER_ERROR_TITLE}</h1>
      <p className="mt-3 rounded-lg border border-line bg-surface-2 px-3 py-2 font-mono text-sm break-words text-rose-200">
        {errorMessage(error)}
      </p>
      {alreadyOnFallback ? (
        <button
          type="button"
          className={buttonClass('primary', 'md', 'mt-6')}
          onClick={() => window.location.reload()}
        >
          <RotateCcw aria-hidden className="size-4" />
          Reload the page
        </button>
      ) : (
        <>
          <p className="mt-4 text-sm text-ink-muted">Taking you back to the explore page…</p>
          <button
            type="button"
            className={buttonClass('secondary', 'md', 'mt-5')}
            onClick={() => navigate(FALLBACK_PATH, { replace: true })}
          >
            <Compass aria-hidden className="size-4" />
            Go there now
          </button>
        </>
      )}
    </section>
  );
}
