import { MessageSquareOff, MessagesSquare } from 'lucide-react';
import { PageTitle } from '@/components/ui/page-header';
import { SignInPrompt } from '@/components/ui/sign-in-prompt';
import { useCurrentUser } from '@/features/auth';
import { cn } from '@/lib/cn';
import { ConversationList } from './conversation-list';
import { ConversationPane } from './conversation-pane';
import { INBOX_TEXT, MESSAGES_TITLE } from './messages-constants';
import { NewGroupButton } from './new-group-dialog';
import { useTwoPanes } from './use-two-panes';

/** A pane fills the viewport under the top bar (and the page's own padding). */
const paneHeight = 'h-[calc(100dvh-8rem)] min-h-[26rem] lg:h-[calc(100dvh-9rem)]';
const pane = 'flex flex-col overflow-hidden rounded-2xl border border-line bg-surface';

function ChooseConversation() {
  return (
    <div className="m-auto flex flex-col items-center px-6 text-center">
      <span className="mb-4 grid size-12 place-items-center rounded-xl border border-line bg-surface-2 text-accent-300">
        <MessagesSquare aria-hidden className="size-5" />
      </span>
      <h2 className="text-base font-semibold text-ink">{INBOX_TEXT.choose}</h2>
      <p className="mt-1.5 max-w-xs text-sm text-ink-muted">{INBOX_TEXT.chooseHint}</p>
    </div>
  );
}

/**
 * The inbox: from `lg`, the list on the left and the chosen conversation (or "Choose a
 * conversation") on the right, the address naming the conversation; on a phone one at a time —
 * the list at /messages, the conversation at /messages/{id} with its way back.
 */
export function Inbox({ selectedId }: { selectedId: string | null }) {
  const me = useCurrentUser();
  const twoPanes = useTwoPanes();
  if (!me)
    return (
      <>
        <PageTitle title={MESSAGES_TITLE} />
        <h1 className="mb-6 text-2xl font-semibold tracking-tight text-ink sm:text-3xl">{MESSAGES_TITLE}</h1>
        <SignInPrompt icon={MessageSquareOff} title={INBOX_TEXT.signIn} />
      </>
    );

  const showList = twoPanes || selectedId === null;
  const showConversation = twoPanes || selectedId !== null;
  return (
    <div
      data-panes={twoPanes ? 'two' : 'one'}
      className={cn(
        twoPanes && 'grid grid-cols-[20rem_minmax(0,1fr)] gap-4 xl:grid-cols-[24rem_minmax(0,1fr)]',
        paneHeight,
      )}
    >
      {selectedId === null ? <PageTitle title={MESSAGES_TITLE} /> : null}
      {showList ? (
        <div className={cn(pane, 'h-full')}>
          <ConversationList meId={me.id} selectedId={selectedId} actions={<NewGroupButton meId={me.id} />} />
        </div>
      ) : null}
      {showConversation ? (
        <section aria-label="Conversation" className={cn(pane, 'h-full')}>
          {selectedId ? (
            <ConversationPane key={selectedId} id={selectedId} meId={me.id} alone={!twoPanes} />
          ) : (
            <ChooseConversation />
          )}
        </section>
      ) : null}
    </div>
  );
}
