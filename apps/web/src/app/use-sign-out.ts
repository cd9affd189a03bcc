import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuthStore } from '@/features/auth';

/** Sign out: POST /api/user/logout, clear the stores and the query cache, land on /login. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await useAuthStore.getState().logout();
    queryClient.clear();
    navigate('/login', { replace: true });
  }, [navigate, queryClient]);
}
