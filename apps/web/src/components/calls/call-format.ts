import type { CallConnectionState } from '@/lib/calls/media/provider-types';

/** 0:07, 12:34, 1:02:03. */
export function formatDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}

/** The line under the other person's name; the timer once connected. */
export function connectionLabel(connection: CallConnectionState, duration: number): string {
  switch (connection) {
    case 'connecting':
      return 'Connecting…';
    case 'connected':
      return formatDuration(duration);
    case 'reconnecting':
      return 'reconnecting…';
    case 'disconnected':
      return 'Disconnected';
  }
}
