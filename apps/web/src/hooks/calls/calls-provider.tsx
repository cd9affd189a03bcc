import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { CallController, CallControllerDeps } from '@/lib/calls/call-controller';
import { type CallPeer, type CallState, IDLE } from '@/lib/calls/call-types';
import { useRealtimeConnection } from '../realtime/realtime-provider';

type CallSessionModule = typeof import('@/lib/calls/call-session');
let callSession: CallSessionModule | null = null;

/** Loads the call code (once); the first signed-in page asks for it, a visitor never does. */
export async function loadCallSession(): Promise<CallSessionModule> {
  callSession ??= await import('@/lib/calls/call-session');
  return callSession;
}

const CallContext = createContext<CallController | null>(null);

/**
 * This tab's calls while someone is signed in (mounted in RootLayout, inside RealtimeProvider):
 * one CallController fed by the socket's call frames. Signing out, or closing the tab, ends the
 * call in progress.
 */
export function CallsProvider({
  me,
  notify,
  children,
}: {
  me: CallPeer | null;
  /** What the person is told about their calls (the app shows it). */
  notify: CallControllerDeps['notify'];
  children: ReactNode;
}) {
  const connection = useRealtimeConnection();
  const [controller, setController] = useState<CallController | null>(null);
  const userId = me?.userId ?? null;
  // A rename must not end the call: the controller reads the latest name when it sends.
  const username = useRef(me?.username ?? '');
  const notifyLatest = useRef(notify);
  useLayoutEffect(() => {
    username.current = me?.username ?? '';
    notifyLatest.current = notify;
  });

  // From the next click or key press once signed in, so a call that comes later is heard (a
  // visitor never loads the sounds; a click made before, such as Sign in, already lets a page play).
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | null = null;
    let ended = false;
    void import('@/lib/calls/sounds').then(
      ({ unlockCallAudioOnGesture }) => {
        if (!ended) stop = unlockCallAudioOnGesture();
      },
      () => {},
    );
    return () => {
      ended = true;
      stop?.();
    };
  }, [userId]);

  // Fetched as soon as someone is signed in, while the socket is still connecting.
  useEffect(() => {
    if (userId) void loadCallSession().catch(() => {});
  }, [userId]);

  useEffect(() => {
    if (!connection || !userId) return;
    const me = {
      userId,
      get username() {
        return username.current;
      },
    };
    let session: ReturnType<CallSessionModule['startCallSession']> | null = null;
    let ended = false;
    const start = (module: CallSessionModule) => {
      if (ended) return;
      session = module.startCallSession(me, connection, (message, tone) =>
        notifyLatest.current(message, tone),
      );
      setController(session.controller);
    };
    // Already loaded (a second sign-in, or tests): at once, so no call frame can slip past.
    if (callSession) start(callSession);
    else loadCallSession().then(start, () => {});
    return () => {
      ended = true;
      session?.stop();
      setController(null);
    };
  }, [connection, userId]);

  return <CallContext.Provider value={controller}>{children}</CallContext.Provider>;
}

/** The calls of this tab; null while signed out. */
export function useCallController(): CallController | null {
  return useContext(CallContext);
}

const idleStore = createStore<CallState>(() => IDLE);

/** Where this tab's call stands (idle while signed out). */
export function useCallState(): CallState {
  const controller = useCallController();
  return useStore(controller?.store ?? idleStore);
}
