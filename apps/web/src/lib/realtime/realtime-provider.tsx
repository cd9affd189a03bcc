import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { toast } from '@/components/toast/toast-store';
import type { RealtimeConnection } from './connection';

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
export const loadRealtimeConnection = async () => new (await import('./connection')).RealtimeConnection();

/**
 * Holds this tab's one connection while someone is signed in: made and connected when `userId`
 * appears, closed on sign-out, replaced when another user signs in.
 */
export function RealtimeProvider({
  userId,
  createConnection = loadRealtimeConnection,
  onAuthFailure,
  children,
}: {
  userId: string | null;
  /** Tests pass a connection on a fake socket. */
  createConnection?: () => RealtimeConnection | Promise<RealtimeConnection>;
  /** The server refused the session on the socket (SPEC.md §8). */
  onAuthFailure?: (message: string) => void;
  children: ReactNode;
}) {
  const [connection, setConnection] = useState<RealtimeConnection | null>(null);
  // Read when a connection is made: passing a new function each render must not reconnect.
  const latest = useRef({ createConnection, onAuthFailure });
  useLayoutEffect(() => {
    latest.current = { createConnection, onAuthFailure };
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
        () => toast.warning(REALTIME_MESSAGES.gaveUp, { duration: Infinity }),
      );
    } else stop = hold(created);

    function hold(made: RealtimeConnection) {
      let gaveUpToast: string | null = null;
      const stopStatus = made.onStatus((status) => {
        if (status === 'failed')
          gaveUpToast = toast.warning(REALTIME_MESSAGES.gaveUp, { duration: Infinity });
        else if (status === 'open' && gaveUpToast) {
          toast.dismiss(gaveUpToast);
          gaveUpToast = null;
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
        if (gaveUpToast) toast.dismiss(gaveUpToast);
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
