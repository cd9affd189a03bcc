import { LogIn, type LucideIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { loginPathFor } from '@/lib/safe-redirect';
import { buttonClass } from './button';
import { EmptyState } from './empty-state';

/** A public route's page for a visitor who is signed out: what signing in shows, and the way there and back. */
export function SignInPrompt({ icon, title }: { icon: LucideIcon; title: string }) {
  const location = useLocation();
  return (
    <EmptyState
      icon={icon}
      title={title}
      action={
        <Link to={loginPathFor(location.pathname, location.search)} className={buttonClass('primary')}>
          Log in
        </Link>
      }
    />
  );
}

/** "Sign in to join" for a visitor: to sign-in, and back to this page after. */
export function SignInToJoin() {
  const location = useLocation();
  return (
    <Link to={loginPathFor(location.pathname, location.search)} className={buttonClass('primary')}>
      <LogIn aria-hidden className="size-4" />
      Sign in to join
    </Link>
  );
}
