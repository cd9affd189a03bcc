import type { ProfileBody } from '@create-together/contract';
import { useMutation } from '@tanstack/react-query';
import { saveProfile } from '@/entities/account';
import { ApiError } from '@/lib/api-error';
import { useAuthStore } from './auth-store';
import { mapServerUser } from './map-user';

export const PROFILE_MESSAGES = {
  saved: 'Profile updated.',
  failed: 'Failed to update profile.',
} as const;

/** Saves profile fields and puts the answer in the auth store, so the top bar follows. */
export function useSaveProfile() {
  return useMutation({
    mutationFn: async (body: ProfileBody) => mapServerUser(await saveProfile(body)),
    onSuccess: (user) => useAuthStore.setState({ user }),
  });
}

/** The sentence to show for a failed call: the server's, the network's, or `fallback`. */
export function failureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.isNetworkError) return error.message;
  return error.serverMessage ?? fallback;
}
