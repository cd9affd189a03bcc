import { ImagePlus, RefreshCw, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button';
import { UploadProgress } from '@/components/ui/upload-progress';
import { useImageUpload } from '@/hooks/use-image-upload';
import { cn } from '@/lib/cn';
import { IMAGE_TYPES } from '@/lib/upload';

/**
 * The profile picture: choose an image, watch it upload (a real progress bar) over its preview,
 * replace or remove it. `value` is the uploaded address; `onBusyChange` holds the form's Save.
 */
export function AvatarUpload({
  id,
  name,
  value,
  onChange,
  onBusyChange,
  error,
}: {
  id: string;
  /** Whose picture: its initial shows when there is none. */
  name: string;
  value: string | null;
  onChange: (url: string | null) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string | undefined;
}) {
  const input = useRef<HTMLInputElement>(null);
  const {
    upload,
    error: uploadError,
    clearError,
    percent,
    start,
    cancel,
  } = useImageUpload({
    title: () => 'Profile picture',
    onDone: (media) => onChange(media.url),
    onBusyChange,
  });
  const shownError = uploadError ?? error;

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
      <div className="relative self-start">
        <Avatar
          src={upload?.preview ?? value}
          name={name}
          size="xl"
          className={cn('ring-4 ring-surface', upload && 'opacity-60')}
        />
        {value && !upload ? <span className="sr-only">Current profile picture</span> : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        {upload ? (
          <UploadProgress label="Uploading profile picture" percent={percent} onCancel={cancel} />
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              onClick={() => input.current?.click()}
              className={buttonClass('secondary', 'sm')}
            >
              {value ? (
                <RefreshCw aria-hidden className="size-4" />
              ) : (
                <ImagePlus aria-hidden className="size-4" />
              )}
              {value ? 'Change picture' : 'Upload picture'}
            </button>
            {value ? (
              <button
                type="button"
                onClick={() => {
                  clearError();
                  onChange(null);
                }}
                className={buttonClass('ghost', 'sm')}
              >
                <Trash2 aria-hidden className="size-4" />
                Remove picture
              </button>
            ) : null}
          </div>
        )}
        <label htmlFor={id} className="sr-only">
          Profile picture
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          className="sr-only"
          // The visible button is the keyboard's way in; one tab stop is enough.
          tabIndex={-1}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${id}-error ${id}-hint` : `${id}-hint`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void start(file);
          }}
        />
        <p id={`${id}-hint`} className="text-xs text-ink-faint">
          PNG, JPEG, GIF or WebP, up to 50 MB. Square images look best.
        </p>
        {shownError ? (
          <p id={`${id}-error`} className="text-xs font-medium text-rose-300">
            {shownError}
          </p>
        ) : null}
      </div>
    </div>
  );
}
