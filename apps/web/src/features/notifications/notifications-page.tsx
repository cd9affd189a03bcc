import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useAuthStore } from '@/features/auth';

export function NotificationsPage() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  return (
    <>
      <PageHeader
        title="Notifications"
        description="Friend requests, project activity and messages you missed."
      />
      {isAuthenticated ? (
        <EmptyState icon={Bell} title="You're all caught up">
          New notifications will appear here.
        </EmptyState>
      ) : (
        <EmptyState
          icon={Bell}
          title="Sign in to see your notifications"
          action={
            <Link to="/login?redirect=%2Fnotifications" className={buttonClass('primary')}>
              Log in
            </Link>
          }
        />
      )}
    </>
  );
}
