import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/components/toast/toast-store';
import { AUTH_MESSAGES, useAuthStore } from '@/features/auth';
import { AUTH_401_EVENT, AUTH_401_THROTTLE_MS } from '@/lib/auth-events';
import { loginPathFor } from '@/lib/safe-redirect';
import { createThrottleGate } from '@/lib/throttle';

/**
 * Handles the app-wide `app:auth-401` event (SPEC.md §4), at most once per 2 s: forget the
 * session, toast "Session expired. Please log in again." and go to /login (with the way back).
 */
export function useAuth401Handler(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const locationRef = useRef(location);
  locationRef.current = location;

  useEffect(() => {
    const gate = createThrottleGate(AUTH_401_THROTTLE_MS);
    const onAuth401 = () => {
      if (!gate.tryPass()) return;
      const auth = useAuthStore.getState();
      if (auth.isAuthenticated) auth.clearSession(auth.error);
      toast.error(AUTH_MESSAGES.sessionExpiredToast);
      const { pathname, search } = locationRef.current;
      if (pathname !== '/login' && pathname !== '/register') navigate(loginPathFor(pathname, search));
    };
    window.addEventListener(AUTH_401_EVENT, onAuth401);
    return () => window.removeEventListener(AUTH_401_EVENT, onAuth401);
  }, [navigate]);
}
