import { useInfiniteQuery } from '@tanstack/react-query';
import { Bell, BellOff, CheckCheck } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { LoadMore } from '@/components/ui/load-more';
import { PageHeader } from '@/components/ui/page-header';
import { SignInPrompt } from '@/components/ui/sign-in-prompt';
import { Spinner } from '@/components/ui/spinner';
import {
  flattenNotifications,
  NOTIFICATION_MESSAGES,
  notificationsQuery,
  useMarkNotificationsRead,
  useUnreadNotifications,
} from '@/entities/notifications';
import { useAuthStore } from '@/features/auth';
import { NotificationItem } from './notification-item';

const DESCRIPTION = 'Friend requests, project activity and messages you missed.';

/** /notifications (public route, SPEC.md §2.1): the signed-in user's notifications, newest first. */
export function NotificationsPage() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  if (isAuthenticated) return <SignedInNotifications />;
  return (
    <>
      <PageHeader title="Notifications" description={DESCRIPTION} />
      <SignInPrompt icon={Bell} title="Sign in to see your notifications" />
    </>
  );
}

function SignedInNotifications() {
  const query = useInfiniteQuery(notificationsQuery());
  const unreadCount = useUnreadNotifications((state) => state.unreadCount);
  const markRead = useMarkNotificationsRead();
  const notifications = flattenNotifications(query.data);
  const anyUnread = unreadCount > 0 || notifications.some((n) => !n.read);

  return (
    <>
      <PageHeader
        title="Notifications"
        description={unreadCount > 0 ? `${unreadCount} unread. ${DESCRIPTION}` : DESCRIPTION}
        actions={
          notifications.length > 0 ? (
            <button
              type="button"
              onClick={() => markRead.mutate(undefined)}
              disabled={!anyUnread}
              className={buttonClass('secondary', 'sm')}
            >
              <CheckCheck aria-hidden className="size-4" />
              Mark all as read
            </button>
          ) : null
        }
      />
      {query.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading notifications..." showLabel />
        </div>
      ) : query.isError && !query.data ? (
        <LoadError
          title={NOTIFICATION_MESSAGES.loadFailed}
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : notifications.length === 0 ? (
        <EmptyState icon={BellOff} title="No notifications yet">
          Friend requests, people joining your projects, contributions and messages you missed will show up
          here.
        </EmptyState>
      ) : (
        <>
          <ul aria-label="Notifications" className="flex flex-col gap-2">
            {notifications.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onRead={(id) => markRead.mutate([id])}
              />
            ))}
          </ul>
          <LoadMore
            className="mt-6"
            query={query}
            failed="Older notifications could not be loaded"
            end="You've reached the first notification."
          />
        </>
      )}
    </>
  );
}
