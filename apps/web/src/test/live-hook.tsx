import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { RealtimeProvider } from '@/hooks/realtime';
import { RealtimeConnection } from '@/lib/realtime/connection';
import { fakeSocketFactory } from './fake-socket';

/**
 * Renders a hook that keeps queries live (`useFriendsLive`, `useCollectivesLive`…) under a real
 * connection on a fake socket, signed in as u1. `readAgain()` lists the query keys it invalidated
 * since it was signed in (or since the last `forget()`).
 */
export async function renderLiveHook(useLive: () => void) {
  const factory = fakeSocketFactory();
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  function Live() {
    useLive();
    return null;
  }
  render(
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider
        userId="u1"
        createConnection={() => new RealtimeConnection({ createSocket: factory.createSocket })}
      >
        <Live />
      </RealtimeProvider>
    </QueryClientProvider>,
  );
  await vi.waitFor(() => expect(factory.sockets).toHaveLength(1));
  act(() => factory.latest.accept('u1'));
  invalidate.mockClear();
  return {
    factory,
    readAgain: () =>
      invalidate.mock.calls.map(([filters]) => filters?.queryKey).filter((key) => key !== undefined),
    /** The socket drops and the connection comes back (signed in again). */
    async reconnect() {
      act(() => factory.latest.serverClose());
      await vi.waitFor(() => expect(factory.sockets).toHaveLength(2), { timeout: 5_000 });
      act(() => factory.latest.accept('u1'));
    },
  };
}
