import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userKeys } from '@/entities/users';
import { renderLiveHook } from '@/test/live-hook';
import { friendKeys } from './friend-keys';
import { useFriendsLive } from './use-friends-live';

describe('useFriendsLive', () => {
  it('reads the friends lists and profiles again when they changed elsewhere', async () => {
    const live = await renderLiveHook(useFriendsLive);
    act(() => live.factory.latest.receive({ type: 'friends_changed' }));
    expect(live.readAgain()).toEqual([friendKeys.all, userKeys.all]);
  });

  it('reads them again after a reconnect, when a change may have been missed', async () => {
    const live = await renderLiveHook(useFriendsLive);
    await live.reconnect();
    await vi.waitFor(() => expect(live.readAgain()).toEqual([friendKeys.all, userKeys.all]));
  });
});
