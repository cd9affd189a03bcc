import { create } from 'zustand';
import { type PersistStorage, persist, type StorageValue } from 'zustand/middleware';
import { registerSessionReset } from '@/lib/session-reset';
import { storage } from '@/lib/storage';
import type { FriendEntry } from './friends-model';

/**
 * SPEC.md §3 "Browser storage": the persisted friends store. It mirrors what the server last
 * said (the queries and mutations write it); the server stays the source of truth.
 */
export interface FriendsState {
  friends: FriendEntry[];
  blockedUsers: FriendEntry[];
  setFriends: (friends: FriendEntry[]) => void;
  setBlockedUsers: (blocked: FriendEntry[]) => void;
  /** After a remove or a block answered by the server. */
  removeFriend: (userId: string) => void;
  /** After a block answered by the server: out of friends, into blocked. */
  markBlocked: (entry: FriendEntry) => void;
  /** After an unblock answered by the server. */
  removeBlocked: (userId: string) => void;
  reset: () => void;
}

type PersistedFriends = Pick<FriendsState, 'friends' | 'blockedUsers'>;

export const FRIENDS_STORAGE_KEY = 'friends';

const friendsStorage: PersistStorage<PersistedFriends> = {
  getItem(name) {
    return storage.get<StorageValue<PersistedFriends>>(name);
  },
  setItem(name, value) {
    storage.set(name, value);
  },
  removeItem(name) {
    storage.remove(name);
  },
};

export const useFriendsStore = create<FriendsState>()(
  persist(
    (set) => ({
      friends: [],
      blockedUsers: [],
      setFriends: (friends) => set({ friends }),
      setBlockedUsers: (blockedUsers) => set({ blockedUsers }),
      removeFriend: (userId) => set((s) => ({ friends: s.friends.filter((f) => f.friendId !== userId) })),
      markBlocked: (entry) =>
        set((s) => ({
          friends: s.friends.filter((f) => f.friendId !== entry.friendId),
          blockedUsers: [entry, ...s.blockedUsers.filter((b) => b.friendId !== entry.friendId)],
        })),
      removeBlocked: (userId) =>
        set((s) => ({ blockedUsers: s.blockedUsers.filter((b) => b.friendId !== userId) })),
      reset: () => set({ friends: [], blockedUsers: [] }),
    }),
    {
      name: FRIENDS_STORAGE_KEY,
      storage: friendsStorage,
      partialize: (state): PersistedFriends => ({ friends: state.friends, blockedUsers: state.blockedUsers }),
      merge(persisted, current) {
        const value = persisted as Partial<PersistedFriends> | null | undefined;
        if (!value || !Array.isArray(value.friends) || !Array.isArray(value.blockedUsers)) return current;
        return { ...current, friends: value.friends, blockedUsers: value.blockedUsers };
      },
    },
  ),
);

registerSessionReset(() => {
  useFriendsStore.getState().reset();
  storage.remove(FRIENDS_STORAGE_KEY);
});
