import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { RealtimeConnection } from '@/lib/realtime/connection';

export const REALTIME_MESSAGES = {
  gaveUp: 'Live updates stopped: the server could not be reached. Reload the page to try again.',
} as const;

const RealtimeContext = createContext<RealtimeConnection | null>(null);

/** The connection of this tab, or null while signed out (the hooks then do nothing). */
export function useRealtimeConnection(): RealtimeConnection | null {
  return useContext(RealtimeContext);
}

/**
 * The connection's code (and the contract's frame schemas it checks every frame against) is
 * loaded when someone signs in, not before: a visitor's first page never waits for it.
 */
export const loadRealtimeConnection = async () =>
  new (await import('@/lib/realtime/connection')).RealtimeConnection();

/**
 * Holds this tab's one connection while someone is signed in: made and connected when `userId`
 * appears, closed on sign-out, replaced when another user signs in.
 */
export function RealtimeProvider({
  userId,
  createConnection = loadRealtimeConnection,
  onAuthFailure,
  onGaveUp,
  children,
}: {
  userId: string | null;
  /** Tests pass a connection on a fake socket. */
  createConnection?: () => RealtimeConnection | Promise<RealtimeConnection>;
  /** The server refused the session on the socket (SPEC.md §8). */
  onAuthFailure?: (message: string) => void;
  /**
   * The connection gave up (its code could not load, or the server stayed away): the app says so
   * (REALTIME_MESSAGES.gaveUp) until it is back, and the function it returns takes that back.
   */
  onGaveUp?: () => () => void;
  children: ReactNode;
}) {
  const [connection, setConnection] = useState<RealtimeConnection | null>(null);
  // Read when a connection is made: passing a new function each render must not reconnect.
  const latest = useRef({ createConnection, onAuthFailure, onGaveUp });
  useLayoutEffect(() => {
    latest.current = { createConnection, onAuthFailure, onGaveUp };
  });

  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | null = null;
    let ended = false;
    const created = latest.current.createConnection();
    if (created instanceof Promise) {
      created.then(
        (made) => {
          if (!ended) stop = hold(made);
        },
        // The code could not be loaded (offline, a new release): the page works without live updates.
        () => latest.current.onGaveUp?.(),
      );
    } else stop = hold(created);

    function hold(made: RealtimeConnection) {
      let takeBack: (() => void) | null = null;
      const stopStatus = made.onStatus((status) => {
        if (status === 'failed') takeBack = latest.current.onGaveUp?.() ?? null;
        else if (status === 'open' && takeBack) {
          takeBack();
          takeBack = null;
        }
      });
      const stopAuth = made.on('auth_failure', (frame) => latest.current.onAuthFailure?.(frame.message));
      // Having given up, a network that comes back is worth one more round of attempts.
      const onOnline = () => {
        if (made.status === 'failed') made.connect();
      };
      window.addEventListener('online', onOnline);
      setConnection(made);
      made.connect();
      return () => {
        window.removeEventListener('online', onOnline);
        stopStatus();
        stopAuth();
        made.disconnect();
        takeBack?.();
        setConnection(null);
      };
    }

    return () => {
      ended = true;
      stop?.();
    };
  }, [userId]);

  return <RealtimeContext.Provider value={connection}>{children}</RealtimeContext.Provider>;
}
