import {
  type NotificationType,
  type Settings,
  SettingsAnswer,
  type UpdateSettingsBody,
} from '@create-together/contract';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { settingsKeys } from '../settings-keys';

/** PUT /api/me/settings with only what changes; the server answers the whole settings. */
export async function putSettings(change: UpdateSettingsBody): Promise<Settings> {
  const answer = await apiRequest('/api/me/settings', {
    method: 'PUT',
    body: change,
    schema: SettingsAnswer,
  });
  return answer.settings;
}

const changedTypes = (change: UpdateSettingsBody) =>
  Object.keys(change.notifications ?? {}) as NotificationType[];

/** `settings` with `change` applied. */
function applyChange(settings: Settings, change: UpdateSettingsBody): Settings {
  return {
    friendRequestsFrom: change.friendRequestsFrom ?? settings.friendRequestsFrom,
    notifications: { ...settings.notifications, ...change.notifications },
  };
}

/** `current` with only what `change` touched put back as it was in `before`. */
function undoChange(current: Settings, before: Settings, change: UpdateSettingsBody): Settings {
  const notifications = { ...current.notifications };
  for (const type of changedTypes(change)) notifications[type] = before.notifications[type];
  return {
    friendRequestsFrom: change.friendRequestsFrom ? before.friendRequestsFrom : current.friendRequestsFrom,
    notifications,
  };
}

interface QueuedChange {
  change: UpdateSettingsBody;
  /** The settings shown right before this change was applied on screen. */
  before: Settings | undefined;
}

/**
 * A change shows at once (in the same event, before anything is sent) and is undone (only what it
 * touched), saying `failedMessage`, if the server refuses it. Changes run one after another (one
 * scope), so quick toggles reach the server in the order they were made, and an answer is shown
 * only when no later change is still on its way.
 */
export function useUpdateSettings(failedMessage: string) {
  const queryClient = useQueryClient();
  const key = settingsKeys.mine();
  const mutation = useMutation({
    mutationKey: settingsKeys.all,
    mutationFn: ({ change }: QueuedChange) => putSettings(change),
    scope: { id: 'settings' },
    meta: { feedback: { error: failedMessage } },
    // Here, not in mutate(): a call's own callbacks are dropped when a later call follows it.
    onError: (_error, { change, before }) => {
      if (before)
        queryClient.setQueryData<Settings>(key, (current) => undoChange(current ?? before, before, change));
    },
    onSuccess: (saved) => {
      // This one is still counted as pending; any other is a later change the answer predates.
      if (queryClient.isMutating({ mutationKey: settingsKeys.all }) <= 1)
        queryClient.setQueryData(key, saved);
    },
  });
  return {
    mutate(change: UpdateSettingsBody) {
      // A read still on its way would put the old settings back over this change.
      void queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Settings>(key);
      if (before) queryClient.setQueryData(key, applyChange(before, change));
      mutation.mutate({ change, before });
    },
  };
}

/** The changes still on their way to the server (for "Saving…" and busy switches). */
export function usePendingSettingsChanges(): UpdateSettingsBody[] {
  return useMutationState({
    filters: { mutationKey: settingsKeys.all, status: 'pending' },
    select: (mutation) => (mutation.state.variables as QueuedChange).change,
  });
}

export const touchesType = (change: UpdateSettingsBody, type: NotificationType) =>
  change.notifications?.[type] !== undefined;
