import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { toast } from '@/components/toast/toast-store';
import { AUTH_MESSAGES, SESSION_CHECK_THROTTLE_MS, useAuthStore } from '@/features/auth';
import { CallsProvider, loadCallSession } from '@/hooks/calls/calls-provider';
import { loadRealtimeConnection, REALTIME_MESSAGES, RealtimeProvider } from '@/hooks/realtime';
import { IntroGate } from './intro-gate';
import { NavigationFailureBanner } from './navigation-failure';
import { RouteChangeSpinner } from './route-change-spinner';
import { DeferredToaster } from './shell/deferred-shell';
import { useAuth401Handler } from './use-auth-401-handler';

/** The call screens, loaded with the first signed-in page: a visitor never needs them. */
const CallOverlay = lazy(async () => {
  const [{ CallOverlay: Overlay }, { WithQueries }] = await Promise.all([
    import('@/components/calls/call-overlay'),
    import('./query-provider'),
  ]);
  return {
    default: () => (
      <WithQueries>
        <Overlay />
      </WithQueries>
    ),
  };
});

/**
 * The live connection, opened once the call code is here too: a call that rings the moment the
 * socket is up is heard, not dropped for want of its listener. (Without the call code, the rest
 * of the live updates still start.)
 */
async function connectWithCalls() {
  const [connection] = await Promise.all([loadRealtimeConnection(), loadCallSession().catch(() => null)]);
  return connection;
}

/**
 * The socket refused the session: ask the server whether it is really gone (then the 401 flow
 * runs). A check made in the last 2 s (SPEC.md §9) may predate the session's end and is not asked
 * again at once, so one more follows once that window has passed.
 */
/** The socket gave up: said until it is back (the provider calls what this returns then). */
function sayLiveUpdatesStopped() {
  const id = toast.warning(REALTIME_MESSAGES.gaveUp, { duration: Infinity });
  return () => toast.dismiss(id);
}

/** What a call has to tell (the callee is offline, a device is missing): a toast of its tone. */
function sayAboutCalls(message: string, tone: 'info' | 'warning' | 'error') {
  toast[tone](message);
}

function recheckSession() {
  void useAuthStore.getState().verify();
  setTimeout(() => {
    if (useAuthStore.getState().isAuthenticated) void useAuthStore.getState().verify();
  }, SESSION_CHECK_THROTTLE_MS + 100);
}

/**
 * Everything above the pages: the session check at start, the 401 handler, the live connection
 * and the calls of a signed-in user, the first-visit intro, spinners, banners, toasts.
 */
export function RootLayout() {
  useAuth401Handler();
  const userId = useAuthStore((state) => (state.isAuthenticated ? (state.user?.id ?? null) : null));
  const username = useAuthStore((state) => state.user?.username ?? '');

  useEffect(() => {
    const auth = useAuthStore.getState();
    if (auth.error === AUTH_MESSAGES.sessionLoadFailed) {
      // The stored sign-in was unreadable; the cookie may still be good. Say so only if it is not.
      void auth.verify().then((signedIn) => {
        if (!signedIn) toast.warning(AUTH_MESSAGES.sessionLoadFailed);
      });
      return;
    }
    // A restored sign-in is confirmed at once, so the top bar tells the truth from the first
    // screen on. (Visitors who were not signed in are checked when they open a guarded page.)
    if (auth.isAuthenticated) void auth.verify();
  }, []);

  return (
    <RealtimeProvider
      userId={userId}
      createConnection={connectWithCalls}
      onAuthFailure={recheckSession}
      onGaveUp={sayLiveUpdatesStopped}
    >
      <CallsProvider me={userId ? { userId, username } : null} notify={sayAboutCalls}>
        <IntroGate>
          <RouteChangeSpinner />
          <NavigationFailureBanner />
          <Outlet />
        </IntroGate>
        {userId ? (
          <Suspense fallback={null}>
            <CallOverlay />
          </Suspense>
        ) : null}
        <DeferredToaster />
        <ScrollRestoration />
      </CallsProvider>
    </RealtimeProvider>
  );
}
