import { useStore } from 'zustand';
import { type CallSettingsState, callSettingsStore } from '@/lib/calls/call-settings';

/** The device's call preferences (lib/calls/call-settings.ts), as a screen reads them. */
export function useCallSettings<T>(select: (state: CallSettingsState) => T): T {
  return useStore(callSettingsStore, select);
}
