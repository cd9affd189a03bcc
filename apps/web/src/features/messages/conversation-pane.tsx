import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageSquareOff } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/components/toast/toast-store';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageTitle } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import {
  type ChatConversation,
  conversationQuery,
  conversationTitle,
  isGroupLike,
  leaveKey,
  otherParticipants,
  seenLine,
  useConversationLive,
  useDeleteMessage,
  useEditMessage,
} from '@/entities/messages';
import { ApiError } from '@/lib/api-error';
import { Composer } from './composer';
import { ConversationHeader } from './conversation-header';
import type { OwnMessageActions } from './message-bubble';
import { MessageList } from './message-list';
import { INBOX_TEXT } from './messages-constants';
import { useChat } from './use-chat';
import { useTypingSender } from './use-typing';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

function Chat({
  conversation,
  meId,
  alone,
}: {
  conversation: ChatConversation;
  meId: string;
  /** The page's only pane (a phone): it has the way back to the list, and the page's h1. */
  alone: boolean;
}) {
  const chat = useChat(conversation.id, meId);
  const typing = useTypingSender(conversation.id);
  const edit = useEditMessage(conversation.id);
  const remove = useDeleteMessage(conversation.id);
  const { history } = chat;
  const group = isGroupLike(conversation);
  const seen = useMemo(
    () => seenLine(chat.messages, conversation.participants, conversation.readMarkers, meId),
    [chat.messages, conversation.participants, conversation.readMarkers, meId],
  );
  const actions: OwnMessageActions = {
    edit: (messageId, content) => edit.mutateAsync({ messageId, content }),
    remove: (messageId) => remove.mutate(messageId),
  };
  const placeholder =
    conversation.kind === 'direct'
      ? `Message ${otherParticipants(conversation, meId)[0]?.username ?? ''}`.trim()
      : conversation.kind === 'group'
        ? 'Message the group'
        : 'Message the chat';

  let list: React.ReactNode;
  if (history.isPending) list = <Spinner label="Loading messages..." showLabel className="m-auto" />;
  else if (history.isError && !history.data)
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
        participants={conversation.participants}
        group={group}
        seen={seen}
        actions={actions}
        hasOlder={history.hasNextPage}
        loadingOlder={history.isFetchingNextPage}
        onLoadOlder={() => void history.fetchNextPage()}
        onRetry={chat.retry}
      />
    );

  return (
    <>
      <ConversationHeader conversation={conversation} meId={meId} level={alone ? 1 : 2} back={alone} />
      {list}
      {conversation.policies.canSend ? (
        <Composer
          onSend={chat.send}
          onTyping={typing.typed}
          onStopTyping={typing.stop}
          disabled={history.isPending}
          placeholder={placeholder}
        />
      ) : (
        <p className="border-t border-line px-4 py-4 text-center text-sm text-ink-muted">
          You can no longer send messages here.
        </p>
      )}
    </>
  );
}

/** One conversation in its pane: loading, not found, or the chat. */
export function ConversationPane({ id, meId, alone }: { id: string; meId: string; alone: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const conversation = useQuery(conversationQuery(id));
  useConversationLive(id, () => {
    // Removed by someone else, or the conversation is gone; one who is leaving it knows.
    if (queryClient.isMutating({ mutationKey: leaveKey(id) }) === 0) toast.info(INBOX_TEXT.closed);
    navigate('/messages', { replace: true });
  });

  if (conversation.isPending)
    return <Spinner label="Loading conversation..." showLabel className="m-auto py-10" />;
  if (conversation.isError)
    return (
      <div className="m-auto w-full max-w-lg p-4">
        {isNotFound(conversation.error) ? (
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
        )}
      </div>
    );
  return (
    <>
      <PageTitle title={conversationTitle(conversation.data, meId)} />
      <Chat key={id} conversation={conversation.data} meId={meId} alone={alone} />
    </>
  );
}
