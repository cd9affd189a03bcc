import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuthStore } from '@/features/auth';
import { rememberSignOutOn } from './sign-out-origin';

/** Sign out: POST /api/user/logout, clear the stores and the query cache, land on /login. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const { key } = useLocation();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    rememberSignOutOn(key);
    await navigate('/login', { replace: true });
    await useAuthStore.getState().logout();
    queryClient.clear();
  }, [key, navigate, queryClient]);
}
