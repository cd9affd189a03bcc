import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MessagesSquare, SearchX, X } from 'lucide-react';
import { Link } from 'react-router';
import { create } from 'zustand';
import { ConversationAvatar } from '@/components/messages/conversation-avatar';
import { buttonClass } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { SearchField } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import {
  type ChatConversation,
  conversationsQuery,
  conversationTitle,
  lastMessageLine,
  useConversationsLive,
} from '@/entities/messages';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/lib/cn';
import { formatDateTime, timeAgo } from '@/lib/time';
import { INBOX_SEARCH_DEBOUNCE_MS, INBOX_TEXT as T } from './messages-constants';

/** The search typed in the inbox: it stays while one goes from the list to a conversation and back. */
export const useInboxSearch = create<{ text: string; setText: (text: string) => void }>((set) => ({
  text: '',
  setText: (text) => set({ text }),
}));

const unreadText = (count: number) => (count > 99 ? '99+' : String(count));

function ConversationRow({
  conversation,
  meId,
  selected,
}: {
  conversation: ChatConversation;
  meId: string;
  selected: boolean;
}) {
  const title = conversationTitle(conversation, meId);
  // The open one is being read: its count is about to go, so it is not shown meanwhile.
  const unread = conversation.unreadCount > 0 && !selected;
  return (
    <li>
      <Link
        to={`/messages/${encodeURIComponent(conversation.id)}`}
        aria-current={selected ? 'page' : undefined}
        className={cn(
          'flex items-center gap-3 rounded-xl px-3 py-2.5 transition-colors hover:bg-white/[0.04] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-400',
          selected && 'bg-accent-600/15 hover:bg-accent-600/20',
        )}
      >
        <ConversationAvatar conversation={conversation} meId={meId} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className={cn('truncate text-sm text-ink', unread && 'font-semibold')}>{title}</span>
            <time
              dateTime={conversation.updatedAt}
              title={formatDateTime(conversation.updatedAt)}
              className="shrink-0 text-[11px] text-ink-faint"
            >
              {timeAgo(conversation.updatedAt)}
            </time>
          </span>
          <span className="mt-0.5 flex items-center justify-between gap-2">
            <span className={cn('truncate text-xs', unread ? 'text-ink' : 'text-ink-faint')}>
              {lastMessageLine(conversation, meId)}
            </span>
            {unread ? (
              <span className="min-w-5 shrink-0 rounded-full bg-accent-600 px-1.5 text-center text-[11px] leading-5 font-semibold text-white tabular-nums">
                {unreadText(conversation.unreadCount)}
                <span className="sr-only"> unread</span>
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}

/**
 * The inbox's list: your conversations, the most recent first, each with its picture, name, last
 * message, time and unread count; searched by name and by words (debounced), live.
 */
export function ConversationList({
  meId,
  selectedId,
  actions,
}: {
  meId: string;
  selectedId: string | null;
  /** Beside the title (New group). */
  actions?: React.ReactNode;
}) {
  const { text, setText } = useInboxSearch();
  const q = useDebouncedValue(text.trim(), INBOX_SEARCH_DEBOUNCE_MS);
  // While a search is on its way, the last results stay rather than a spinner under each keystroke.
  const query = useQuery({ ...conversationsQuery(q), placeholderData: keepPreviousData });
  useConversationsLive(meId);

  let body: React.ReactNode;
  if (query.isPending) body = <Spinner label="Loading conversations..." showLabel className="py-10" />;
  else if (query.isError)
    body = (
      <div className="p-3">
        <LoadError message={T.loadFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </div>
    );
  else if (query.data.length === 0)
    body = q ? (
      <div className="flex flex-col items-center px-6 py-12 text-center">
        <SearchX aria-hidden className="mb-3 size-6 text-ink-faint" />
        <p className="text-sm text-ink-muted">{T.noMatches(q)}</p>
        <button type="button" onClick={() => setText('')} className={buttonClass('ghost', 'sm', 'mt-3')}>
          {T.clearSearch}
        </button>
      </div>
    ) : (
      <div className="flex flex-col items-center px-6 py-12 text-center">
        <MessagesSquare aria-hidden className="mb-3 size-6 text-accent-300" />
        <p className="text-sm font-medium text-ink">{T.empty}</p>
        <p className="mt-1 text-sm text-ink-muted">{T.emptyHint}</p>
        <Link to="/friends" className={buttonClass('secondary', 'sm', 'mt-4')}>
          Your friends
        </Link>
      </div>
    );
  else
    body = (
      <ul aria-label="Conversations" className="flex flex-col gap-0.5 p-2">
        {query.data.map((conversation) => (
          <ConversationRow
            key={conversation.id}
            conversation={conversation}
            meId={meId}
            selected={conversation.id === selectedId}
          />
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="inbox-title" className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-col gap-3 border-b border-line p-3 sm:p-4">
        <div className="flex items-center justify-between gap-3">
          <h1 id="inbox-title" className="text-xl font-semibold tracking-tight text-ink">
            Messages
          </h1>
          {actions}
        </div>
        <div className="relative">
          <SearchField
            label={T.searchLabel}
            placeholder={T.searchPlaceholder}
            value={text}
            onChange={setText}
            maxLength={100}
            className="[&_input]:pr-9 [&_input::-webkit-search-cancel-button]:hidden"
          />
          {text ? (
            <button
              type="button"
              aria-label={T.clearSearch}
              onClick={() => setText('')}
              className="absolute top-1/2 right-1.5 grid size-7 -translate-y-1/2 place-items-center rounded-md text-ink-faint hover:bg-white/5 hover:text-ink focus-visible:outline-2 focus-visible:outline-accent-400"
            >
              <X aria-hidden className="size-4" />
            </button>
          ) : null}
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto" aria-busy={query.isPlaceholderData || undefined}>
        {body}
      </div>
    </section>
  );
}
