import type { ClientUser } from '@/features/auth';
import { useNotificationsLive } from '@/lib/notifications';
import { WithQueries } from '../query-provider';
import { ConversationsMenu } from './conversations-menu';
import { NotificationBell } from './notification-bell';
import { UserMenu } from './user-menu';

/**
 * The top bar's corner for a signed-in user: messages, notifications (kept live from here, toasts
 * included) and the account menu. Its own chunk (deferred-shell.tsx): a visitor never loads it.
 */
export function SignedInCorner({ user }: { user: ClientUser }) {
  return (
    <WithQueries>
      <LiveCorner user={user} />
    </WithQueries>
  );
}

function LiveCorner({ user }: { user: ClientUser }) {
  useNotificationsLive(true);
  return (
    <>
      <ConversationsMenu meId={user.id} />
      <NotificationBell />
      <UserMenu user={user} />
    </>
  );
}
