import { MESSAGE_ATTACHMENTS_MAX, MESSAGE_MAX, type Media } from '@create-together/contract';
import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { useUploadQueue } from '@/entities/media';
import { formatCount } from '@/lib/plural';
import { AttachButton, AttachmentChips, UploadChips } from './composer-attachments';
import { ATTACH_TEXT } from './messages-constants';

/** Show how much is left once a message gets this close to the limit. */
const COUNTER_FROM = MESSAGE_MAX - 400;

/**
 * The message box: Enter sends, Shift+Enter starts a new line. Attach adds files (up to
 * MESSAGE_ATTACHMENTS_MAX) from your library or uploaded on the spot, shown as chips until sent;
 * a message may be files alone.
 */
export function Composer({
  onSend,
  onTyping,
  onStopTyping,
  disabled,
  placeholder,
}: {
  onSend: (content: string, attachments: Media[]) => void;
  onTyping: () => void;
  onStopTyping: () => void;
  disabled?: boolean;
  placeholder: string;
}) {
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<Media[]>([]);
  const [note, setNote] = useState<string | null>(null);
  const content = text.trim();

  // The Attach button is off once the message is full, so this cap is only a last guard.
  const attach = (media: Media) =>
    setAttachments((list) =>
      list.some((m) => m.mediaId === media.mediaId) || list.length >= MESSAGE_ATTACHMENTS_MAX
        ? list
        : [...list, media],
    );
  const uploads = useUploadQueue({ onUploaded: attach });
  const uploading = uploads.items.filter((item) => item.status === 'waiting' || item.status === 'uploading');
  const room = MESSAGE_ATTACHMENTS_MAX - attachments.length - uploading.length;

  const upload = (files: File[]) => {
    setNote(files.length > room ? ATTACH_TEXT.tooMany : null);
    if (room > 0) uploads.add(files.slice(0, room));
  };

  const ready = (content.length > 0 || attachments.length > 0) && !uploads.busy && !disabled;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!ready || content.length > MESSAGE_MAX) return;
    onSend(content, attachments);
    onStopTyping();
    setText('');
    setAttachments([]);
    setNote(null);
    uploads.clearFinished();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2 border-t border-line bg-surface/80 p-3 sm:p-4">
      <AttachmentChips
        attachments={attachments}
        onRemove={(id) => {
          setAttachments((list) => list.filter((m) => m.mediaId !== id));
          setNote(null);
        }}
      />
      <UploadChips queue={uploads} />
      {note ? (
        <p role="status" className="px-1 text-xs text-amber-200">
          {note}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        <AttachButton
          disabled={disabled || room <= 0}
          onPick={(media) => {
            setNote(null);
            attach(media);
          }}
          onUpload={upload}
        />
        <div className="flex min-w-0 flex-1 flex-col">
          <label htmlFor="message-input" className="sr-only">
            Message
          </label>
          <textarea
            id="message-input"
            rows={1}
            value={text}
            maxLength={MESSAGE_MAX}
            disabled={disabled}
            placeholder={placeholder}
            onChange={(event) => {
              setText(event.target.value);
              if (event.target.value.trim()) onTyping();
              else onStopTyping();
            }}
            onKeyDown={onKeyDown}
            onBlur={onStopTyping}
            className="field-sizing-content max-h-40 min-h-10 w-full resize-none rounded-xl border border-line bg-surface-2 px-3.5 py-2.5 text-sm text-ink placeholder:text-ink-faint focus:border-accent-500 focus:outline-none disabled:opacity-60"
          />
          {text.length >= COUNTER_FROM ? (
            <span className="mt-1 self-end text-[11px] text-ink-faint">
              {formatCount(MESSAGE_MAX - text.length)} characters left
            </span>
          ) : null}
        </div>
        <button
          type="submit"
          aria-label="Send"
          disabled={!ready}
          className={buttonClass('primary', 'icon', 'size-10 shrink-0')}
        >
          <SendHorizontal aria-hidden className="size-4" />
        </button>
      </div>
    </form>
  );
}
