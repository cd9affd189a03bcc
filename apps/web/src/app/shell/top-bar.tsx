import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { LogoMark } from '@/components/ui/logo';
import { useAuthStore } from '@/features/auth';
import { DeferredGlobalSearch, DeferredMobileNav, DeferredSignedInCorner } from './deferred-shell';

/** The top bar of SPEC.md §2.4: logo to /, the global search, and the account corner. */
export function TopBar() {
  const user = useAuthStore((state) => state.user);
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-line bg-canvas/80 backdrop-blur-xl">
      <div className="flex h-full items-center gap-1 px-3 min-[400px]:gap-2 sm:gap-4 sm:px-5">
        <DeferredMobileNav
          footer={(close) =>
            isAuthenticated ? null : (
              <Link to="/register" onClick={close} className={buttonClass('primary', 'md', 'w-full')}>
                Sign up free
              </Link>
            )
          }
        />
        <Link
          to="/"
          aria-label="Create Together home"
          className="flex shrink-0 items-center gap-2 rounded-md font-semibold tracking-tight text-ink"
        >
          <LogoMark />
          <span className="hidden sm:inline">Create Together</span>
        </Link>

        <div className="flex min-w-0 flex-1 items-center justify-end gap-1 sm:gap-2 md:justify-center">
          <DeferredGlobalSearch />
        </div>

        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          {isAuthenticated && user ? (
            <DeferredSignedInCorner user={user} />
          ) : (
            <>
              <Link to="/login" className={buttonClass('ghost', 'sm', 'text-ink')}>
                <LogIn aria-hidden className="size-4" />
                Sign In
              </Link>
              <Link to="/register" className={buttonClass('primary', 'sm', 'hidden sm:inline-flex')}>
                Sign up
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
