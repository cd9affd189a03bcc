import { OkAnswer } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { accountKeys } from '../account-keys';

/** DELETE /api/me/sessions/others: every session but this one. */
export const endOtherSessions = () =>
  apiRequest('/api/me/sessions/others', { method: 'DELETE', schema: OkAnswer });

/** Ends every other session; the list is fetched again. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
