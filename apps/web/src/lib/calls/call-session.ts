import type { RealtimeConnection } from '../realtime/connection';
import { CallController, type CallControllerDeps } from './call-controller';
import type { CallPeer } from './call-types';
import { callProvider } from './calls-config';
import { openCallTracks } from './media/devices';
import { callSounds } from './sounds';

/**
 * One signed-in tab's calls: a CallController fed by the socket's call frames, ended when the tab
 * closes. Loaded with the first signed-in page (hooks/calls/calls-provider.tsx), not before: the
 * WebRTC and call code is no part of a visitor's first load.
 */
export function startCallSession(
  me: CallPeer,
  connection: RealtimeConnection,
  /** What the person is told (the app shows it). */
  notify: CallControllerDeps['notify'],
) {
  const controller = new CallController({
    me,
    send: (frame) => connection.send(frame),
    provider: callProvider,
    openTracks: openCallTracks,
    sounds: callSounds,
    notify,
  });
  const receive = controller.receive.bind(controller);
  const stops = [
    connection.on('call_invite', receive),
    connection.on('call_accept', receive),
    connection.on('call_end', receive),
    connection.on('call_signal', receive),
  ];
  const onPageHide = () => controller.dispose();
  window.addEventListener('pagehide', onPageHide);
  return {
    controller,
    stop() {
      window.removeEventListener('pagehide', onPageHide);
      for (const stop of stops) stop();
      controller.dispose();
    },
  };
}
