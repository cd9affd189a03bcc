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
import { toast } from '@/components/toast/toast-store';
import { useRealtimeConnection } from '../realtime/realtime-provider';
import { CallController } from './call-controller';
import { type CallPeer, type CallState, IDLE } from './call-types';
import { callProvider } from './calls-config';
import { openCallTracks } from './media/devices';
import { callSounds } from './sounds';

const CallContext = createContext<CallController | null>(null);

/**
 * This tab's calls while someone is signed in (mounted in RootLayout, inside RealtimeProvider):
 * one CallController fed by the socket's call frames. Signing out, or closing the tab, ends the
 * call in progress.
 */
export function CallsProvider({ me, children }: { me: CallPeer | null; children: ReactNode }) {
  const connection = useRealtimeConnection();
  const [controller, setController] = useState<CallController | null>(null);
  const userId = me?.userId ?? null;
  // A rename must not end the call: the controller reads the latest name when it sends.
  const username = useRef(me?.username ?? '');
  useLayoutEffect(() => {
    username.current = me?.username ?? '';
  });

  useEffect(() => {
    if (!connection || !userId) return;
    const made = new CallController({
      me: {
        userId,
        get username() {
          return username.current;
        },
      },
      send: (frame) => connection.send(frame),
      provider: callProvider,
      openTracks: openCallTracks,
      sounds: callSounds,
      notify: (message, tone) => toast[tone](message),
    });
    const receive = made.receive.bind(made);
    const stops = [
      connection.on('call_invite', receive),
      connection.on('call_accept', receive),
      connection.on('call_end', receive),
      connection.on('call_signal', receive),
    ];
    const onPageHide = () => made.dispose();
    window.addEventListener('pagehide', onPageHide);
    setController(made);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      for (const stop of stops) stop();
      made.dispose();
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
