import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { ROUTE_CHANGE_SPINNER_MS } from './navigation-constants';

/**
 * The brief spinner of each route change (SPEC.md §2.4): up for ~200 ms after the path
 * changes, and for as long as a page's code is still loading. Decorative: the page's own
 * heading is what assistive technology hears. It has no text and no image (a bar and a ring
 * drawn with gradients and borders), so the browser never takes it for the page's contentful
 * paint — keep it so.
 */
export function RouteChangeSpinner() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const [brief, setBrief] = useState(false);
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    setBrief(true);
    const timer = setTimeout(() => setBrief(false), ROUTE_CHANGE_SPINNER_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  if (!brief && navigation.state !== 'loading') return null;
  return (
    <div
      aria-hidden
      data-testid="route-change-spinner"
      className="pointer-events-none fixed inset-x-0 top-0 z-[70]"
    >
      <div className="h-0.5 w-full overflow-hidden bg-accent-900/40">
        <div className="h-full w-2/5 animate-route-progress bg-gradient-to-r from-transparent via-accent-400 to-transparent" />
      </div>
      <span className="absolute top-[4.5rem] right-4 size-4 animate-spin rounded-full border-2 border-accent-400/25 border-t-accent-400" />
    </div>
  );
}
