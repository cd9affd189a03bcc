import { type DeleteAccountBody, OkAnswer } from '@create-together/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

/** DELETE /api/me: the account goes, and with it every session of it. */
export const deleteAccount = (body: DeleteAccountBody) =>
  apiRequest('/api/me', { method: 'DELETE', body, schema: OkAnswer });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
