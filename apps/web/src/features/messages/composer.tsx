import { MESSAGE_MAX } from '@create-together/contract';
import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { buttonClass } from '@/components/ui/button';

/** Show how much is left once a message gets this close to the limit. */
const COUNTER_FROM = MESSAGE_MAX - 400;

/** The message box: Enter sends, Shift+Enter starts a new line. */
export function Composer({
  onSend,
  onTyping,
  onStopTyping,
  disabled,
  placeholder,
}: {
  onSend: (content: string) => void;
  onTyping: () => void;
  onStopTyping: () => void;
  disabled?: boolean;
  placeholder: string;
}) {
  const [text, setText] = useState('');
  const content = text.trim();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!content || content.length > MESSAGE_MAX || disabled) return;
    onSend(content);
    onStopTyping();
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-line bg-surface/80 p-3 sm:p-4">
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
            {(MESSAGE_MAX - text.length).toLocaleString('en')} characters left
          </span>
        ) : null}
      </div>
      <button
        type="submit"
        aria-label="Send"
        disabled={!content || disabled}
        className={buttonClass('primary', 'icon', 'size-10 shrink-0')}
      >
        <SendHorizontal aria-hidden className="size-4" />
      </button>
    </form>
  );
}
