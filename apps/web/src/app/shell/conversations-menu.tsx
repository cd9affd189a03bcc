import { useQuery } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConversationAvatar } from '@/components/messages/conversation-avatar';
import {
  type ChatConversation,
  conversationsQuery,
  conversationTitle,
  lastMessageLine,
  useConversationsLive,
} from '@/entities/messages';
import { timeAgo } from '@/lib/time';
import { CountBadge, unreadLabel } from './notification-bell';

const RECENT = 8;

function ConversationRow({
  conversation,
  meId,
  onOpen,
}: {
  conversation: ChatConversation;
  meId: string;
  onOpen: () => void;
}) {
  const name = conversationTitle(conversation, meId);
  const unread = conversation.unreadCount > 0;
  return (
    <li>
      <Link
        to={`/messages/${encodeURIComponent(conversation.id)}`}
        onClick={onOpen}
        className="flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-white/5"
      >
        <ConversationAvatar conversation={conversation} meId={meId} size="sm" />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span
              className={unread ? 'truncate text-sm font-semibold text-ink' : 'truncate text-sm text-ink'}
            >
              {name}
            </span>
            <time dateTime={conversation.updatedAt} className="shrink-0 text-[11px] text-ink-faint">
              {timeAgo(conversation.updatedAt)}
            </time>
          </span>
          <span className="flex items-center justify-between gap-2">
            <span className={unread ? 'truncate text-xs text-ink' : 'truncate text-xs text-ink-faint'}>
              {lastMessageLine(conversation, meId)}
            </span>
            {unread ? (
              <span className="shrink-0 rounded-full bg-accent-600 px-1.5 text-[10px] font-bold text-white">
                {conversation.unreadCount > 9 ? '9+' : conversation.unreadCount}
                <span className="sr-only"> unread</span>
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** The top bar's way to recent conversations, and to the inbox with all of them. */
export function ConversationsMenu({ meId }: { meId: string }) {
  const [open, setOpen] = useState(false);
  const query = useQuery({ ...conversationsQuery(), staleTime: 30_000 });
  useConversationsLive(meId);

  const conversations = (query.data ?? []).slice(0, RECENT);
  const unread = (query.data ?? []).reduce((sum, c) => sum + c.unreadCount, 0);

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={unreadLabel('Messages', unread)}
        className="relative grid size-10 place-items-center rounded-lg text-ink-muted transition hover:bg-white/5 hover:text-ink data-[state=open]:bg-white/5 data-[state=open]:text-ink"
      >
        <MessagesSquare aria-hidden className="size-5" />
        <CountBadge count={unread} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label="Recent conversations"
          className="z-50 w-[min(22rem,calc(100vw-1.5rem))] rounded-xl border border-line bg-surface-2 p-2 shadow-2xl shadow-black/50 data-[state=open]:animate-pop-in"
        >
          <h2 className="px-2 pt-1 pb-2 text-[11px] font-semibold tracking-[0.14em] text-ink-faint uppercase">
            Messages
          </h2>
          {query.isPending ? (
            <p className="px-2 py-3 text-sm text-ink-muted">Loading…</p>
          ) : query.isError ? (
            <p className="px-2 py-3 text-sm text-ink-muted">Conversations could not be loaded just now.</p>
          ) : conversations.length === 0 ? (
            <p className="px-2 py-3 text-sm text-ink-muted">
              No conversations yet. Open one with Message on a friend.
            </p>
          ) : (
            <ul className="flex flex-col">
              {conversations.map((conversation) => (
                <ConversationRow
                  key={conversation.id}
                  conversation={conversation}
                  meId={meId}
                  onOpen={() => setOpen(false)}
                />
              ))}
            </ul>
          )}
          <div className="mt-1 flex items-center justify-between gap-2 border-t border-line px-2 pt-3 pb-2 text-sm">
            <Link
              to="/messages"
              onClick={() => setOpen(false)}
              className="text-accent-300 hover:text-accent-200"
            >
              All messages
            </Link>
            <Link to="/friends" onClick={() => setOpen(false)} className="text-ink-muted hover:text-ink">
              Message a friend
            </Link>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
