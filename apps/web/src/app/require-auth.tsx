import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullSpinner } from '@/components/ui/spinner';
import { isSessionCheckFresh, useAuthStore } from '@/features/auth';
import { loginPathFor } from '@/lib/safe-redirect';
import { signedOutOn } from './sign-out-origin';

/**
 * The guard of SPEC.md §2.2: every time a guarded page is opened the session is verified
 * ("Loading..." meanwhile); a visitor who is not signed in goes to /login?redirect=<path>,
 * replacing history.
 */
export function RequireAuth() {
  const location = useLocation();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const verify = useAuthStore((state) => state.verify);
  // The location key for which the check has finished (or was skipped by the 2 s throttle).
  const [checkedKey, setCheckedKey] = useState<string | null>(() =>
    isSessionCheckFresh() ? location.key : null,
  );

  useEffect(() => {
    let current = true;
    const key = location.key;
    void verify().then(() => {
      if (current) setCheckedKey(key);
    });
    return () => {
      current = false;
    };
  }, [location.key, verify]);

  const checked = checkedKey === location.key || isSessionCheckFresh();
  if (!checked) return <FullSpinner label="Loading..." />;
  if (!isAuthenticated) {
    const to = signedOutOn(location.key) ? '/login' : loginPathFor(location.pathname, location.search);
    return <Navigate to={to} replace />;
  }
  return <Outlet />;
}
