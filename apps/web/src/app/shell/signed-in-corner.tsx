import { useLocation } from 'react-router';
import { toast } from '@/components/toast/toast-store';
import { useCollectivesLive } from '@/entities/collectives';
import { useFriendsLive } from '@/entities/friends';
import { useNotificationsLive } from '@/entities/notifications';
import type { ClientUser } from '@/features/auth';
import { WithQueries } from '../query-provider';
import { ConversationsMenu } from './conversations-menu';
import { NotificationBell } from './notification-bell';
import { UserMenu } from './user-menu';

/**
 * The top bar's corner for a signed-in user: messages, notifications (kept live from here, toasts
 * included) and the account menu. The friends lists are kept live from here too. Its own chunk (deferred-shell.tsx): a visitor never loads it.
 */
export function SignedInCorner({ user }: { user: ClientUser }) {
  return (
    <WithQueries>
      <LiveCorner user={user} />
    </WithQueries>
  );
}

function LiveCorner({ user }: { user: ClientUser }) {
  const { pathname } = useLocation();
  // On /notifications a new one appears at the top of the list already; elsewhere it is a toast.
  useNotificationsLive(true, (notification) => {
    if (pathname !== '/notifications') toast.info(notification.title);
  });
  useFriendsLive();
  useCollectivesLive();
  return (
    <>
      <ConversationsMenu meId={user.id} />
      <NotificationBell />
      <UserMenu user={user} />
    </>
  );
}
