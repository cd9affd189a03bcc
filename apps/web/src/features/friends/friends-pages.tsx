import { Newspaper, UserPlus, UsersRound, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { buttonClass } from '@/components/ui/button';
import { ComingSoon } from '@/components/ui/coming-soon';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

/**
 * The Add Friend button. Friend requests arrive with the friends feature; until then the
 * dialog says so instead of pretending to send anything.
 */
function AddFriendButton() {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={buttonClass('primary')}>
        <UserPlus aria-hidden className="size-4" />
        Add Friend
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface-2 p-6 shadow-2xl focus:outline-none data-[state=open]:animate-pop-in">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-ink">Add Friend</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="-m-1 grid size-8 place-items-center rounded-md text-ink-muted hover:bg-white/5 hover:text-ink"
            >
              <X aria-hidden className="size-4" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm text-ink-muted">
            Friend requests are coming soon. You will be able to add a friend by their email or username.
          </Dialog.Description>
          <div className="mt-6 flex justify-end">
            <Dialog.Close className={buttonClass('secondary')}>Got it</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function FriendsPage() {
  return (
    <>
      <PageHeader
        title="Friends"
        description="The people you make things with."
        actions={<AddFriendButton />}
      />
      <EmptyState icon={UsersRound} title="Your friends will appear here">
        Friends you add, and requests you send or receive, show up on this page.
      </EmptyState>
    </>
  );
}

/** /friends/posts — a placeholder of SPEC.md §2.3. */
export function FriendPostsPage() {
  return (
    <ComingSoon title="Friend Posts" icon={Newspaper} message="Posts from your friends are coming soon." />
  );
}
