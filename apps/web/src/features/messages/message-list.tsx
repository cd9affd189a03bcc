import type { ConversationParticipant } from '@create-together/contract';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { type ChatMessage, personName, type SeenLine } from '@/entities/messages';
import { formatDate } from '@/lib/time';
import { Bubble, type OwnMessageActions, type Row } from './message-bubble';
import { seenText } from './messages-constants';
import type { PendingMessage } from './use-chat';

/** Within this distance of the bottom, new messages keep the view pinned to the newest. */
const PINNED_PX = 120;
/** A sender's messages further apart than this start a new run (their name shows again). */
const RUN_GAP_MS = 5 * 60_000;

const dayOf = (iso: string) => new Date(iso).toDateString();

function dayLabel(iso: string): string {
  const today = new Date();
  const yesterday = new Date(today.getTime() - 86_400_000);
  if (dayOf(iso) === today.toDateString()) return 'Today';
  if (dayOf(iso) === yesterday.toDateString()) return 'Yesterday';
  return formatDate(iso);
}

/**
 * The rows in order, grouped by sender: a run is one person's messages in a row on one day, close
 * together in time; in a group, someone else's run starts with their name, and a run's time is
 * under its last message.
 */
export function toRows(
  messages: ChatMessage[],
  pending: PendingMessage[],
  meId: string,
  names: ReadonlyMap<string, string> | null,
): Row[] {
  const rows: Omit<Row, 'runStart' | 'runEnd' | 'senderName'>[] = [
    ...messages.map((m) => ({
      key: m.id,
      mine: m.senderId === meId,
      senderId: m.senderId,
      content: m.content,
      attachments: m.attachments,
      createdAt: m.createdAt,
      editedAt: m.editedAt,
      deletedAt: m.deletedAt,
      messageId: m.id,
    })),
    ...pending.map((p) => ({
      key: p.clientId,
      mine: true,
      senderId: meId,
      content: p.content,
      attachments: p.attachments,
      createdAt: p.createdAt,
      editedAt: null,
      deletedAt: null,
      pending: p.status,
      clientId: p.clientId,
    })),
  ];
  const usernames = new Map(messages.map((m) => [m.senderId, m.senderUsername]));
  const starts = rows.map((row, i) => {
    const before = rows[i - 1];
    return (
      !before ||
      before.senderId !== row.senderId ||
      dayOf(before.createdAt) !== dayOf(row.createdAt) ||
      Date.parse(row.createdAt) - Date.parse(before.createdAt) > RUN_GAP_MS
    );
  });
  return rows.map((row, i) => {
    const runStart = starts[i] ?? true;
    const senderName =
      names && runStart && !row.mine
        ? (names.get(row.senderId) ?? usernames.get(row.senderId) ?? null)
        : null;
    return { ...row, runStart, runEnd: starts[i + 1] ?? true, senderName };
  });
}

/**
 * The history, oldest at the top: reaching the top loads older messages (the view keeps its place);
 * new ones keep the view at the bottom when it was there, and your own always do.
 */
export function MessageList({
  messages,
  pending,
  meId,
  participants,
  group,
  seen,
  actions,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onRetry,
}: {
  messages: ChatMessage[];
  pending: PendingMessage[];
  meId: string;
  participants: ConversationParticipant[];
  /** Several people: their names head their runs, and "Seen" names who. */
  group: boolean;
  seen: SeenLine | null;
  actions: OwnMessageActions;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const previous = useRef({ firstId: '', count: 0, height: 0, pinned: true });

  const names = group ? new Map(participants.map((p) => [p.userId, personName(p)])) : null;
  const rows = toRows(messages, pending, meId, names);
  const seenLabel = seen
    ? seenText(
        seen.readers.map((p) => p.username),
        !group,
      )
    : undefined;

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
        <ol className="flex flex-col gap-1">
          {rows.map((row, i) => {
            const newDay = i === 0 || dayOf(rows[i - 1]?.createdAt ?? '') !== dayOf(row.createdAt);
            return (
              <RowWithDay
                key={row.key}
                row={row}
                newDay={newDay}
                onRetry={onRetry}
                actions={actions}
                seen={seen && row.messageId === seen.messageId ? seenLabel : undefined}
              />
            );
          })}
        </ol>
      </div>
    </div>
  );
}

function RowWithDay({
  row,
  newDay,
  onRetry,
  actions,
  seen,
}: {
  row: Row;
  newDay: boolean;
  onRetry: (id: string) => void;
  actions: OwnMessageActions;
  seen: string | undefined;
}) {
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
      <Bubble row={row} onRetry={onRetry} actions={actions} seen={seen} />
    </>
  );
}
