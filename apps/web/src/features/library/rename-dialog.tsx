import { MEDIA_TITLE_MAX, type Media } from '@create-together/contract';
import { Dialog } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-parts';
import { LIBRARY_MESSAGES } from './library-constants';

/** A new title for a file; `onRename` gets it trimmed, and only when it changed. */
export function RenameDialog({
  media,
  open,
  onOpenChange,
  onRename,
}: {
  media: Media;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRename: (title: string) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface-2 p-6 shadow-2xl focus:outline-none data-[state=open]:animate-pop-in">
          <Dialog.Title className="text-lg font-semibold text-ink">Rename</Dialog.Title>
          <Dialog.Description className="mt-1 truncate text-sm text-ink-muted">
            {media.originalName}
          </Dialog.Description>
          <RenameForm
            media={media}
            onCancel={() => onOpenChange(false)}
            onRename={(title) => {
              onOpenChange(false);
              if (title !== media.title) onRename(title);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Mounted each time the dialog opens, so it starts from the current title. */
function RenameForm({
  media,
  onCancel,
  onRename,
}: {
  media: Media;
  onCancel: () => void;
  onRename: (title: string) => void;
}) {
  const id = useId();
  const [title, setTitle] = useState(media.title);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) {
      setError(LIBRARY_MESSAGES.titleRequired);
      return;
    }
    onRename(trimmed);
  };

  return (
    <form onSubmit={submit} className="mt-5 flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Title
      </label>
      <input
        id={id}
        value={title}
        maxLength={MEDIA_TITLE_MAX}
        onChange={(event) => {
          setTitle(event.target.value);
          setError(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${inputClass} h-10`}
        // biome-ignore lint/a11y/noAutofocus: the dialog exists to edit this one field
        autoFocus
        onFocus={(event) => event.currentTarget.select()}
      />
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-rose-300">
          {error}
        </p>
      ) : null}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonClass('secondary')}>
          Cancel
        </button>
        <button type="submit" className={buttonClass('primary')}>
          Save
        </button>
      </div>
    </form>
  );
}
