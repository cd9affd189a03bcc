import type { ProfileBody } from '@create-together/contract';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest } from '@/lib/api';
import { useAuthStore } from './auth-store';
import { type ClientUser, mapServerUser } from './map-user';

/** PUT /api/me/profile (API.md "Users and sessions"): only the fields sent change. */
export const PROFILE_PATH = '/api/me/profile';

export const PROFILE_MESSAGES = {
  saved: 'Profile updated.',
  failed: 'Failed to update profile.',
} as const;

// Read leniently: mapServerUser is the one place that knows a server user's shape.
const ProfileAnswer = z.object({ success: z.boolean().optional(), user: z.unknown() });

export async function saveProfile(body: ProfileBody): Promise<ClientUser> {
  const answer = await apiRequest(PROFILE_PATH, { method: 'PUT', body, schema: ProfileAnswer });
  return mapServerUser(answer.user);
}

/** Saves profile fields and puts the answer in the auth store, so the top bar follows. */
export function useSaveProfile() {
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (user) => useAuthStore.setState({ user }),
  });
}

/** The sentence to show for a failed call: the server's, the network's, or `fallback`. */
export function failureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.isNetworkError) return error.message;
  return error.serverMessage ?? fallback;
}
