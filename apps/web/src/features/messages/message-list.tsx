import { AlertCircle, Loader2 } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ChatMessage } from '@/entities/messages';
import { cn } from '@/lib/cn';
import { formatDate, formatDateTime } from '@/lib/time';
import type { PendingMessage } from './use-chat';

/** Within this distance of the bottom, new messages keep the view pinned to the newest. */
const PINNED_PX = 120;

interface Row {
  key: string;
  mine: boolean;
  content: string;
  createdAt: string;
  pending?: PendingMessage['status'];
  clientId?: string;
}

// Made once: every message of the list shows its time.
const timeFormat = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' });
const timeOf = (iso: string) => timeFormat.format(new Date(iso));
const dayOf = (iso: string) => new Date(iso).toDateString();

function dayLabel(iso: string): string {
  const today = new Date();
  const yesterday = new Date(today.getTime() - 86_400_000);
  if (dayOf(iso) === today.toDateString()) return 'Today';
  if (dayOf(iso) === yesterday.toDateString()) return 'Yesterday';
  return formatDate(iso);
}

function Bubble({ row, onRetry }: { row: Row; onRetry: (clientId: string) => void }) {
  return (
    <li className={cn('flex flex-col', row.mine ? 'items-end' : 'items-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap sm:max-w-[70%]',
          row.mine ? 'rounded-br-md bg-accent-600 text-white' : 'rounded-bl-md bg-surface-3 text-ink',
          row.pending === 'sending' && 'opacity-70',
          row.pending === 'failed' && 'bg-rose-900/60 ring-1 ring-rose-500/60',
        )}
      >
        {row.content}
      </div>
      <span className="mt-1 px-1 text-[11px] text-ink-faint">
        {row.pending === 'sending' ? (
          <span className="inline-flex items-center gap-1">
            <Loader2 aria-hidden className="size-3 animate-spin" /> Sending…
          </span>
        ) : row.pending === 'failed' ? (
          <span className="inline-flex items-center gap-1.5 text-rose-300">
            <AlertCircle aria-hidden className="size-3" /> Not sent.
            <button
              type="button"
              className="font-medium text-rose-200 underline underline-offset-2 hover:text-white"
              onClick={() => row.clientId && onRetry(row.clientId)}
            >
              Retry
            </button>
          </span>
        ) : (
          <time dateTime={row.createdAt} title={formatDateTime(row.createdAt)}>
            {timeOf(row.createdAt)}
          </time>
        )}
      </span>
    </li>
  );
}

/**
 * The history, oldest at the top: reaching the top loads older messages (the view keeps its place);
 * new ones keep the view at the bottom when it was there, and your own always do.
 */
export function MessageList({
  messages,
  pending,
  meId,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onRetry,
}: {
  messages: ChatMessage[];
  pending: PendingMessage[];
  meId: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const previous = useRef({ firstId: '', count: 0, height: 0, pinned: true });

  const rows: Row[] = [
    ...messages.map((m) => ({
      key: m.id,
      mine: m.senderId === meId,
      content: m.content,
      createdAt: m.createdAt,
    })),
    ...pending.map((p) => ({
      key: p.clientId,
      mine: true,
      content: p.content,
      createdAt: p.createdAt,
      pending: p.status,
      clientId: p.clientId,
    })),
  ];

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = previous.current;
    const firstId = rows[0]?.key ?? '';
    const olderLoaded = before.firstId !== '' && firstId !== before.firstId && rows.length > before.count;
    const ownAdded = pending.length > 0 && rows.at(-1)?.mine;
    if (olderLoaded && !ownAdded) el.scrollTop += el.scrollHeight - before.height;
    else if (before.pinned || ownAdded) el.scrollTop = el.scrollHeight;
    previous.current = {
      firstId,
      count: rows.length,
      height: el.scrollHeight,
      pinned: previous.current.pinned,
    };
  });

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasOlder) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !loadingOlder) onLoadOlder();
      },
      { root: scroller.current, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasOlder, loadingOlder, onLoadOlder]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    previous.current.pinned = el.scrollHeight - el.scrollTop - el.clientHeight < PINNED_PX;
    previous.current.height = el.scrollHeight;
  };

  return (
    <div ref={scroller} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto px-3 py-4 sm:px-5">
      <div ref={sentinel} />
      {loadingOlder ? (
        <p role="status" className="py-2 text-center text-xs text-ink-faint">
          Loading earlier messages…
        </p>
      ) : !hasOlder && rows.length > 0 ? (
        <p className="py-2 text-center text-xs text-ink-faint">This is the beginning of your conversation.</p>
      ) : null}
      {/* The log is a wrapper: a role on the <ol> itself would stop it being a list for its items. */}
      <div role="log" aria-label="Messages" aria-live="polite">
        <ol className="flex flex-col gap-2">
          {rows.map((row, i) => {
            const newDay = i === 0 || dayOf(rows[i - 1]?.createdAt ?? '') !== dayOf(row.createdAt);
            return <RowWithDay key={row.key} row={row} newDay={newDay} onRetry={onRetry} />;
          })}
        </ol>
      </div>
    </div>
  );
}

function RowWithDay({ row, newDay, onRetry }: { row: Row; newDay: boolean; onRetry: (id: string) => void }) {
  return (
    <>
      {newDay ? (
        <li
          aria-hidden
          className="my-2 text-center text-[11px] font-medium tracking-wide text-ink-faint uppercase"
        >
          {dayLabel(row.createdAt)}
        </li>
      ) : null}
      <Bubble row={row} onRetry={onRetry} />
    </>
  );
}
