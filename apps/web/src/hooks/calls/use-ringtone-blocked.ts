import { useStore } from 'zustand';
import { ringtoneBlockedStore } from '@/lib/calls/sounds';

/** Whether a call is ringing that the browser keeps silent until the page is clicked or typed in. */
export function useRingtoneBlocked(): boolean {
  return useStore(ringtoneBlockedStore);
}
