import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderLiveHook } from '@/test/live-hook';
import { collectiveKeys } from './collective-keys';
import { useCollectivesLive } from './use-collectives-live';

describe('useCollectivesLive', () => {
  it('reads a collective and the lists again when its members or projects changed', async () => {
    const live = await renderLiveHook(useCollectivesLive);
    act(() => live.factory.latest.receive({ type: 'collective_changed', collectiveId: 'c1', userId: 'u2' }));
    expect(live.readAgain()).toEqual([collectiveKeys.detail('c1'), collectiveKeys.lists()]);
  });

  it('reads every collective again after a reconnect, when a change may have been missed', async () => {
    const live = await renderLiveHook(useCollectivesLive);
    await live.reconnect();
    await vi.waitFor(() => expect(live.readAgain()).toEqual([collectiveKeys.all]));
  });
});
