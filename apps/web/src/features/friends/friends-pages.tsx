import { Newspaper } from 'lucide-react';
import { ComingSoon } from '@/components/ui/coming-soon';
import { PageHeader } from '@/components/ui/page-header';
import { useFriendActions } from '@/entities/friends';
import { useCurrentUser } from '@/features/auth';
import { AddFriendButton } from './add-friend-dialog';
import { BlockedSection, FriendsListSection } from './friend-list-sections';
import { RequestSections } from './request-sections';

/** /friends (sign-in required): requests, friends and blocked users. */
export function FriendsPage() {
  const user = useCurrentUser();
  const actions = useFriendActions(user?.id ?? null);
  return (
    <>
      <PageHeader
        title="Friends"
        description="The people you make things with."
        actions={<AddFriendButton />}
      />
      {user ? (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="flex min-w-0 flex-col gap-8">
            <FriendsListSection meId={user.id} actions={actions} />
          </div>
          <div className="flex min-w-0 flex-col gap-8">
            <RequestSections actions={actions} />
            <BlockedSection meId={user.id} actions={actions} />
          </div>
        </div>
      ) : null}
    </>
  );
}

/** /friends/posts — a placeholder of SPEC.md §2.3. */
export function FriendPostsPage() {
  return (
    <ComingSoon title="Friend Posts" icon={Newspaper} message="Posts from your friends are coming soon." />
  );
}
