import { type PersistStorage, persist, type StorageValue } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { storage } from '@/lib/storage';

/**
 * The device's call preferences (SPEC.md §9 "Calls": all sound effects on by default). A
 * preference of this browser, not of the signed-in user: it never expires and survives sign-out.
 */
export interface CallSettingsState {
  /** Ringtone, connect, end and reject sounds. */
  soundsEnabled: boolean;
  setSoundsEnabled: (enabled: boolean) => void;
}

type PersistedCallSettings = Pick<CallSettingsState, 'soundsEnabled'>;

export const CALL_SETTINGS_STORAGE_KEY = 'call-settings';

/** zustand's persist, through our storage helper (prefix, version), without the default expiry. */
const callSettingsStorage: PersistStorage<PersistedCallSettings> = {
  getItem(name) {
    return storage.get<StorageValue<PersistedCallSettings>>(name);
  },
  setItem(name, value) {
    storage.set(name, value, { ttlMs: null });
  },
  removeItem(name) {
    storage.remove(name);
  },
};

/**
 * The settings themselves, read by the call sounds as they play; screens read them with
 * `useCallSettings` (hooks/calls/use-call-settings.ts).
 */
export const callSettingsStore = createStore<CallSettingsState>()(
  persist(
    (set) => ({
      soundsEnabled: true,
      setSoundsEnabled: (soundsEnabled) => set({ soundsEnabled }),
    }),
    {
      name: CALL_SETTINGS_STORAGE_KEY,
      storage: callSettingsStorage,
      partialize: (state): PersistedCallSettings => ({ soundsEnabled: state.soundsEnabled }),
      merge(persisted, current) {
        const value = persisted as Partial<PersistedCallSettings> | null | undefined;
        if (typeof value?.soundsEnabled !== 'boolean') return current;
        return { ...current, soundsEnabled: value.soundsEnabled };
      },
    },
  ),
);
