import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { ProjectDocProvider } from '@/lib/coedit/doc-provider';
import type { DocState } from '@/lib/coedit/doc-provider-types';
import { useRealtimeConnection } from '../realtime/realtime-provider';

/** The project's live document, or nothing yet (signed out, or the connection's code still loading). */
export type ProjectDoc =
  | ({ provider: ProjectDocProvider } & DocState)
  | {
      provider: null;
      status: 'connecting';
      canEdit: false;
      saved: true;
      loaded: false;
      refused: null;
      text: null;
      awareness: null;
    };

const NO_DOC: ProjectDoc = {
  provider: null,
  status: 'connecting',
  canEdit: false,
  saved: true,
  loaded: false,
  refused: null,
  text: null,
  awareness: null,
};
const noop = () => {};

/**
 * Holds the project's main content as a live document while mounted (docs/design/co-editing.md
 * §6.2), over the tab's one connection: opened when the component mounts, closed when it unmounts
 * (its cursor going with it). What it returns changes with the document's status, whether this
 * user may edit, whether everything is saved, and a refusal to show; `provider.reset()` answers a
 * refusal.
 */
export function useProjectDoc(projectId: string): ProjectDoc {
  const connection = useRealtimeConnection();
  const [provider, setProvider] = useState<ProjectDocProvider | null>(null);
  useEffect(() => {
    if (!connection) return undefined;
    const made = new ProjectDocProvider(connection, projectId);
    setProvider(made);
    return () => {
      made.destroy();
      setProvider(null);
    };
  }, [connection, projectId]);

  const subscribe = useCallback((changed: () => void) => provider?.onChange(changed) ?? noop, [provider]);
  const state = useSyncExternalStore(
    subscribe,
    () => provider?.state ?? null,
    () => null,
  );
  return useMemo(() => (provider && state ? { provider, ...state } : NO_DOC), [provider, state]);
}
