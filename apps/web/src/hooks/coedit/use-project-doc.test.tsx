import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { RealtimeConnection } from '@/lib/realtime/connection';
import { docServerSockets, FakeDocServer } from '@/test/fake-doc-server';
import { RealtimeProvider } from '../realtime/realtime-provider';
import { useProjectDoc } from './use-project-doc';

const alice = { userId: 'alice', name: 'alice' };

/** The hook in a signed-in tab whose real connection talks to `server`. */
function renderDoc(server: FakeDocServer, signedIn = true) {
  const sockets = docServerSockets(server, alice);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RealtimeProvider
      userId={signedIn ? alice.userId : null}
      createConnection={() => new RealtimeConnection({ createSocket: sockets.createSocket })}
    >
      {children}
    </RealtimeProvider>
  );
  const hook = renderHook(({ projectId }) => useProjectDoc(projectId), {
    wrapper,
    initialProps: { projectId: 'p1' },
  });
  return { sockets, ...hook };
}

describe('useProjectDoc', () => {
  it('opens the document over the tab’s connection and follows it until let go', () => {
    const server = new FakeDocServer('p1');
    server.change((text) => text.insert(0, 'Our song'));
    const { sockets, result, rerender } = renderDoc(server);
    expect(result.current.status).toBe('connecting');

    act(() => {
      sockets.latest.open();
      server.flush();
    });

    expect(result.current).toMatchObject({
      status: 'live',
      canEdit: true,
      saved: true,
      loaded: true,
      refused: null,
    });
    expect(result.current.text?.toString()).toBe('Our song');

    act(() => {
      result.current.text?.insert(8, ', verse two');
    });
    expect(result.current.saved).toBe(false);
    act(() => server.flush());
    expect(result.current.saved).toBe(true);
    expect(server.text.toString()).toBe('Our song, verse two');

    // Another project's workspace: this document is closed, that one opened.
    rerender({ projectId: 'p2' });
    expect(sockets.latest.frames.slice(-3)).toEqual([
      { type: 'doc_close', projectId: 'p1' },
      { type: 'doc_open', projectId: 'p2' },
      expect.objectContaining({ type: 'doc_sync', projectId: 'p2' }),
    ]);
    expect(result.current.status).toBe('connecting');
  });

  it('has no document while signed out', () => {
    const { result } = renderDoc(new FakeDocServer('p1'), false);
    expect(result.current).toMatchObject({ provider: null, status: 'connecting', text: null });
  });
});
