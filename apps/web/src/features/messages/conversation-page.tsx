import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, MessageSquareOff } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { CallButtons } from '@/components/calls';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { SignInPrompt } from '@/components/ui/sign-in-prompt';
import { Spinner } from '@/components/ui/spinner';
import { type ChatConversation, conversationQuery, otherParticipants } from '@/entities/messages';
import { useCurrentUser } from '@/features/auth';
import { ApiError } from '@/lib/api-error';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { useChat } from './use-chat';
import { useTypingSender, useTypingUsers } from './use-typing';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The chat column fills the viewport under the top bar (and the page's own padding). */
const panel =
  'flex h-[calc(100dvh-8rem)] min-h-[26rem] flex-col overflow-hidden rounded-2xl border border-line bg-surface lg:h-[calc(100dvh-9rem)]';

function ChatHeader({ conversation, meId }: { conversation: ChatConversation; meId: string }) {
  const [other] = otherParticipants(conversation, meId);
  const typing = useTypingUsers(conversation.id);
  const name = other ? other.fullName.trim() || other.username : 'Conversation';
  return (
    <header className="flex items-center gap-3 border-b border-line px-3 py-3 sm:px-5">
      <Link to="/friends" aria-label="Back to friends" className={buttonClass('ghost', 'icon', 'size-9')}>
        <ArrowLeft aria-hidden className="size-4" />
      </Link>
      <Avatar src={other?.avatarUrl} name={name} />
      <div className="min-w-0">
        <h1 className="truncate text-base font-semibold text-ink">
          {other ? (
            <Link to={`/profile/${encodeURIComponent(other.userId)}`} className="hover:underline">
              {name}
            </Link>
          ) : (
            name
          )}
        </h1>
        <p aria-live="polite" className="truncate text-xs text-ink-faint">
          {typing.length > 0
            ? `${typing.join(', ')} ${typing.length > 1 ? 'are' : 'is'} typing…`
            : `@${other?.username ?? ''}`}
        </p>
      </div>
      {other && (
        <CallButtons
          className="ml-auto"
          peer={{ userId: other.userId, username: other.username }}
          conversationId={conversation.id}
          buttonClassName={buttonClass('ghost', 'icon', 'size-9')}
        />
      )}
    </header>
  );
}

function Chat({ conversation, meId }: { conversation: ChatConversation; meId: string }) {
  const chat = useChat(conversation.id, meId);
  const typing = useTypingSender(conversation.id);
  const { history } = chat;
  const [other] = otherParticipants(conversation, meId);

  let list: React.ReactNode;
  if (history.isPending) list = <Spinner label="Loading messages..." showLabel className="m-auto" />;
  else if (history.isError)
    list = (
      <div className="m-auto p-4">
        <LoadError
          message="Could not load the messages."
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      </div>
    );
  else
    list = (
      <MessageList
        messages={chat.messages}
        pending={chat.pending}
        meId={meId}
        hasOlder={history.hasNextPage}
        loadingOlder={history.isFetchingNextPage}
        onLoadOlder={() => void history.fetchNextPage()}
        onRetry={chat.retry}
      />
    );

  return (
    <section aria-label="Conversation" className={panel}>
      <ChatHeader conversation={conversation} meId={meId} />
      {list}
      <Composer
        onSend={chat.send}
        onTyping={typing.typed}
        onStopTyping={typing.stop}
        disabled={history.isPending}
        placeholder={`Message ${other?.username ?? ''}`.trim()}
      />
    </section>
  );
}

/** /messages/{id}: one conversation — history, live messages, typing, and the composer. */
export function ConversationPage() {
  const { id = '' } = useParams();
  const me = useCurrentUser();
  const conversation = useQuery({ ...conversationQuery(id), enabled: me !== null });

  if (!me) return <SignInPrompt icon={MessageSquareOff} title="Sign in to read your messages" />;
  if (conversation.isPending) return <Spinner label="Loading conversation..." showLabel className="py-10" />;
  if (conversation.isError)
    return isNotFound(conversation.error) ? (
      <EmptyState
        icon={MessageSquareOff}
        title="Conversation not found"
        action={
          <Link to="/friends" className={buttonClass('secondary')}>
            Your friends
          </Link>
        }
      >
        It does not exist, or you are not part of it.
      </EmptyState>
    ) : (
      <LoadError
        message="Could not load this conversation."
        onRetry={() => void conversation.refetch()}
        retrying={conversation.isFetching}
      />
    );
  return <Chat key={id} conversation={conversation.data} meId={me.id} />;
}
