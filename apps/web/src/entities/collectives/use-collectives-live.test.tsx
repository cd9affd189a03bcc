import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeProvider } from '@/hooks/realtime';
import { RealtimeConnection } from '@/lib/realtime/connection';
import { fakeSocketFactory } from '@/test/fake-socket';
import { collectiveKeys } from './collective-keys';
import { useCollectivesLive } from './use-collectives-live';

let factory: ReturnType<typeof fakeSocketFactory>;

function Live() {
  useCollectivesLive();
  return null;
}

function renderLive() {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
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
  const readAgain = () =>
    invalidate.mock.calls.map(([filters]) => filters?.queryKey).filter((key) => key !== undefined);
  return { invalidate, readAgain };
}

describe('useCollectivesLive', () => {
  beforeEach(() => {
    factory = fakeSocketFactory();
  });

  it('reads a collective and the lists again when its members or projects changed', async () => {
    const { invalidate, readAgain } = renderLive();
    await vi.waitFor(() => expect(factory.sockets).toHaveLength(1));
    act(() => factory.latest.accept('u1'));
    invalidate.mockClear();
    act(() => factory.latest.receive({ type: 'collective_changed', collectiveId: 'c1', userId: 'u2' }));
    expect(readAgain()).toEqual([collectiveKeys.detail('c1'), collectiveKeys.lists()]);
  });

  it('reads every collective again after a reconnect, when a change may have been missed', async () => {
    const { invalidate, readAgain } = renderLive();
    await vi.waitFor(() => expect(factory.sockets).toHaveLength(1));
    act(() => factory.latest.accept('u1'));
    invalidate.mockClear();
    act(() => factory.latest.serverClose());
    await vi.waitFor(() => expect(factory.sockets).toHaveLength(2), { timeout: 5_000 });
    act(() => factory.latest.accept('u1'));
    await vi.waitFor(() => expect(readAgain()).toEqual([collectiveKeys.all]));
  });
});
