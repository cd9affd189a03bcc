import { useCallback, useState } from 'react';
import { storage } from '@/lib/storage';

/**
 * What one listener chose for one project's song, kept in this browser only and never sent
 * (docs/design/music-tracks.md §6.4): mutes and solos are how I listen, not the band's mix.
 */
export interface ListenerPrefs {
  muted: string[];
  soloed: string[];
  /** Pixels a second; null: the whole song fits. */
  pxPerSec: number | null;
  loop: { start: number; end: number } | null;
  loopOn: boolean;
}

const EMPTY: ListenerPrefs = { muted: [], soloed: [], pxPerSec: null, loop: null, loopOn: false };
/** Kept a month: a band comes back to a song for weeks. */
const PREFS_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const keyOf = (projectId: string) => `mixer:${projectId}`;

/** The listener's choices as kept now (a bounce of "only what I hear" reads them when it starts). */
export function readListenerPrefs(projectId: string): ListenerPrefs {
  const stored = storage.get<Partial<ListenerPrefs>>(keyOf(projectId));
  return { ...EMPTY, ...stored };
}

/** Whether a track sounds for this listener: any solo means only soloed tracks; else all but the muted. */
export function audible(prefs: Pick<ListenerPrefs, 'muted' | 'soloed'>, trackId: string): boolean {
  if (prefs.soloed.length > 0) return prefs.soloed.includes(trackId);
  return !prefs.muted.includes(trackId);
}

/** The listener's choices for a project's song, read once and written on every change. */
export function useListenerPrefs(projectId: string) {
  const [prefs, setPrefs] = useState(() => readListenerPrefs(projectId));

  const update = useCallback(
    (change: (prefs: ListenerPrefs) => ListenerPrefs) => {
      setPrefs((current) => {
        const next = change(current);
        storage.set(keyOf(projectId), next, { ttlMs: PREFS_TTL_MS });
        return next;
      });
    },
    [projectId],
  );

  const toggle = useCallback(
    (list: 'muted' | 'soloed', trackId: string) =>
      update((current) => ({
        ...current,
        [list]: current[list].includes(trackId)
          ? current[list].filter((id) => id !== trackId)
          : [...current[list], trackId],
      })),
    [update],
  );

  return { prefs, update, toggle };
}
