import type { PasswordBody } from '@create-together/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

/** PUT /api/me/password: `{success}`, and every other session of the user ends. */
export const changePassword = (body: PasswordBody) => apiRequest('/api/me/password', { method: 'PUT', body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
