import { MESSAGE_DELETED, MESSAGE_MAX, type Media } from '@create-together/contract';
import { AlertCircle, Loader2, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { type KeyboardEvent, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MenuContent, MenuItem } from '@/components/ui/menu';
import { cn } from '@/lib/cn';
import { madeOnFirstUse } from '@/lib/made-on-first-use';
import { formatDateTime } from '@/lib/time';
import { MessageAttachments } from './message-attachments';
import { MESSAGE_TEXT as T } from './messages-constants';

/** One message as the list shows it: the server's copy, or one of yours on its way. */
export interface Row {
  key: string;
  mine: boolean;
  senderId: string;
  /** Above the first of a run of someone else's messages in a group; null otherwise. */
  senderName: string | null;
  /** The first of a run of one sender's messages (a little apart from the one before). */
  runStart: boolean;
  /** The last of a run: its time shows under it. */
  runEnd: boolean;
  content: string;
  attachments: Media[];
  createdAt: string;
  editedAt: string | null;
  deletedAt: string | null;
  /** The server's id; none while it is on its way. */
  messageId?: string;
  pending?: 'sending' | 'failed';
  clientId?: string;
}

/** What you may do to your own messages. */
export interface OwnMessageActions {
  /** Resolves once saved; rejects when it was not (the editor stays open). */
  edit: (messageId: string, content: string) => Promise<unknown>;
  remove: (messageId: string) => void;
}

// Made once, when first used: every message of the list shows its time.
const timeFormat = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' }),
);
const timeOf = (iso: string) => timeFormat().format(new Date(iso));

/** The words of your message, changed in place: Enter saves, Shift+Enter a new line, Esc cancels. */
function InlineEditor({
  initial,
  onSave,
  onCancel,
}: {
  initial: string;
  onSave: (content: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [text, setText] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    const content = text.trim();
    if (!content) {
      setError('Message cannot be empty.');
      return;
    }
    if (content === initial.trim()) {
      onCancel();
      return;
    }
    setSaving(true);
    try {
      await onSave(content);
      onCancel();
    } catch {
      // The change's own feedback says why; the words stay to try again.
      setSaving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void save();
    }
  };

  return (
    <div className="flex w-72 max-w-full flex-col gap-1 sm:w-96">
      <textarea
        aria-label={T.editLabel}
        // biome-ignore lint/a11y/noAutofocus: the editor opens on the user's own Edit
        autoFocus
        value={text}
        maxLength={MESSAGE_MAX}
        disabled={saving}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        onFocus={(event) => event.currentTarget.setSelectionRange(text.length, text.length)}
        className="field-sizing-content max-h-48 min-h-10 w-full resize-none rounded-xl border border-accent-500/70 bg-surface-2 px-3 py-2 text-sm text-ink focus:outline-none disabled:opacity-60"
      />
      <div className="flex items-center justify-between gap-2 px-1 text-[11px] text-ink-faint">
        {error ? (
          <span role="alert" className="text-rose-300">
            {error}
          </span>
        ) : (
          <span>{saving ? 'Saving…' : T.editHint}</span>
        )}
        <span className="flex gap-1">
          <button type="button" onClick={onCancel} className={buttonClass('ghost', 'sm', 'h-7 px-2')}>
            Cancel
          </button>
          <button
            type="button"
            onClick={() => void save()}
            disabled={saving}
            className={buttonClass('primary', 'sm', 'h-7 px-2')}
          >
            Save
          </button>
        </span>
      </div>
    </div>
  );
}

/** Edit and Delete for one of your messages (Delete asks first). */
function OwnMessageMenu({
  canEdit,
  onEdit,
  onDelete,
}: {
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          aria-label={T.options}
          className="grid size-7 shrink-0 place-items-center self-center rounded-md text-ink-faint opacity-0 transition-opacity group-hover:opacity-100 hover:bg-white/5 hover:text-ink focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-accent-400 data-[state=open]:opacity-100 [@media(hover:none)]:opacity-100"
        >
          <MoreHorizontal aria-hidden className="size-4" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <MenuContent align="end" sideOffset={4} className="min-w-36">
            {canEdit ? (
              <MenuItem icon={<Pencil />} onSelect={onEdit}>
                {T.edit}
              </MenuItem>
            ) : null}
            <MenuItem icon={<Trash2 />} onSelect={() => setConfirming(true)} danger>
              {T.delete}
            </MenuItem>
          </MenuContent>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={T.deleteTitle}
        description={T.deleteDescription}
        confirmLabel={T.delete}
        onConfirm={onDelete}
        danger
      />
    </>
  );
}

function Meta({ row, onRetry }: { row: Row; onRetry: (clientId: string) => void }) {
  if (row.pending === 'sending')
    return (
      <span className="inline-flex items-center gap-1">
        <Loader2 aria-hidden className="size-3 animate-spin" /> Sending…
      </span>
    );
  if (row.pending === 'failed')
    return (
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
    );
  return (
    <>
      <time dateTime={row.createdAt} title={formatDateTime(row.createdAt)}>
        {timeOf(row.createdAt)}
      </time>
      {row.editedAt && !row.deletedAt ? (
        <span title={`Edited ${formatDateTime(row.editedAt)}`}> · {T.edited}</span>
      ) : null}
    </>
  );
}

/**
 * One message: its files, its words in a bubble (yours on the right), its time or its state on the
 * way; your own sent ones have a menu to edit them in place or delete them; `seen` under it.
 */
export function Bubble({
  row,
  onRetry,
  actions,
  seen,
}: {
  row: Row;
  onRetry: (clientId: string) => void;
  actions?: OwnMessageActions;
  seen?: string;
}) {
  const [editing, setEditing] = useState(false);
  const deleted = row.deletedAt !== null;
  const { messageId } = row;
  const own = row.mine && messageId && !deleted && actions ? { messageId, actions } : null;
  const hasWords = row.content.trim().length > 0;

  return (
    <li
      className={cn('group flex flex-col', row.mine ? 'items-end' : 'items-start', row.runStart && 'mt-2.5')}
    >
      {row.senderName ? (
        <span className="mb-1 px-1 text-xs font-medium text-ink-muted">{row.senderName}</span>
      ) : null}
      <div className={cn('flex max-w-[85%] items-end gap-1 sm:max-w-[70%]', row.mine && 'flex-row-reverse')}>
        <div className={cn('flex min-w-0 flex-col gap-1.5', row.mine ? 'items-end' : 'items-start')}>
          {deleted ? (
            <div className="rounded-2xl border border-dashed border-line px-3.5 py-2 text-sm text-ink-faint italic">
              {MESSAGE_DELETED}
            </div>
          ) : editing && own ? (
            <InlineEditor
              initial={row.content}
              onSave={(content) => own.actions.edit(own.messageId, content)}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <>
              <MessageAttachments attachments={row.attachments} />
              {hasWords ? (
                <div
                  className={cn(
                    'rounded-2xl px-3.5 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap',
                    row.mine
                      ? 'rounded-br-md bg-accent-600 text-white'
                      : 'rounded-bl-md bg-surface-3 text-ink',
                    row.pending === 'sending' && 'opacity-70',
                    row.pending === 'failed' && 'bg-rose-900/60 ring-1 ring-rose-500/60',
                  )}
                >
                  {row.content}
                </div>
              ) : null}
            </>
          )}
        </div>
        {own && !editing ? (
          <OwnMessageMenu
            canEdit={hasWords}
            onEdit={() => setEditing(true)}
            onDelete={() => own.actions.remove(own.messageId)}
          />
        ) : null}
      </div>
      {editing || !(row.runEnd || row.pending || (row.editedAt && !deleted)) ? null : (
        <span className="mt-1 px-1 text-[11px] text-ink-faint">
          <Meta row={row} onRetry={onRetry} />
        </span>
      )}
      {seen ? <span className="mt-0.5 px-1 text-[11px] font-medium text-ink-muted">{seen}</span> : null}
    </li>
  );
}
