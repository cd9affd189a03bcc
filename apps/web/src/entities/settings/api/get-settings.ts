import { type Settings, SettingsAnswer } from '@create-together/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { settingsKeys } from '../settings-keys';

/** GET /api/me/settings: who may send you requests, and which notifications are on. */
export async function fetchSettings(signal?: AbortSignal): Promise<Settings> {
  return (await apiRequest('/api/me/settings', { schema: SettingsAnswer, signal })).settings;
}

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.mine(), queryFn: ({ signal }) => fetchSettings(signal) });

export const useSettings = () => useQuery(settingsQueryOptions());
