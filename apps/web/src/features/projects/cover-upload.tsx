import { ImagePlus, Library, RefreshCw, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { MediaPicker } from '@/components/media';
import { buttonClass } from '@/components/ui/button';
import { UploadProgress } from '@/components/ui/upload-progress';
import { titleFromFileName } from '@/entities/media';
import { useImageUpload } from '@/hooks/use-image-upload';
import { cn } from '@/lib/cn';
import { IMAGE_TYPES } from '@/lib/upload';

/**
 * The cover image: choose a file, watch it upload (a real progress bar), or choose an image already
 * in the library; see it, replace or remove it. `value` is the image's address; `onBusyChange`
 * tells the form an upload is under way.
 */
export function CoverUpload({
  id,
  value,
  onChange,
  onBusyChange,
  error,
}: {
  id: string;
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
    title: (file) => titleFromFileName(file.name),
    onDone: (media) => onChange(media.url),
    onBusyChange,
  });
  const [dragging, setDragging] = useState(false);
  const [picking, setPicking] = useState(false);
  const shownError = uploadError ?? error;
  const shown = upload?.preview ?? value;

  return (
    <div className="flex flex-col gap-3">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a pointer shortcut; the "Upload image" button is the accessible way in. */}
      <div
        onDragOver={(event) => {
          if (upload) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          const file = event.dataTransfer.files[0];
          if (file && !upload) void start(file);
        }}
        className={cn(
          'relative grid aspect-[16/7] place-items-center overflow-hidden rounded-xl border border-dashed bg-surface-2 transition-colors',
          dragging
            ? 'border-accent-400 bg-accent-600/10'
            : shownError
              ? 'border-rose-400/60'
              : 'border-line-strong',
        )}
      >
        {shown ? (
          <img
            src={shown}
            alt={upload ? `Preview of ${upload.name}` : 'Cover preview'}
            className={cn('size-full object-cover', upload && 'opacity-60')}
          />
        ) : (
          // The empty zone is one big target for the file picker (the button below says the same).
          <button
            type="button"
            tabIndex={-1}
            aria-hidden
            onClick={() => input.current?.click()}
            className="flex size-full flex-col items-center justify-center gap-2 px-4 text-center text-sm text-ink-muted transition-colors hover:bg-white/[0.03] hover:text-ink"
          >
            <ImagePlus aria-hidden className="size-6 text-accent-300" />
            <span>Drop an image here, or choose one.</span>
            <span className="text-xs text-ink-faint">
              PNG, JPEG, GIF or WebP, up to 50 MB. Wide images look best.
            </span>
          </button>
        )}
        {upload ? (
          <UploadProgress
            label="Uploading cover image"
            percent={percent}
            onCancel={cancel}
            className="absolute inset-x-0 bottom-0  bg-canvas/80 px-4 py-3 backdrop-blur"
          />
        ) : null}
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="sr-only">
          Cover image
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          className="sr-only"
          // The visible button below is the keyboard's way in; one tab stop is enough.
          tabIndex={-1}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${id}-error` : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void start(file);
          }}
        />
        <button
          type="button"
          disabled={Boolean(upload)}
          onClick={() => input.current?.click()}
          className={buttonClass('secondary', 'sm')}
        >
          {value ? (
            <RefreshCw aria-hidden className="size-4" />
          ) : (
            <ImagePlus aria-hidden className="size-4" />
          )}
          {value ? 'Replace image' : 'Upload image'}
        </button>
        <button
          type="button"
          disabled={Boolean(upload)}
          onClick={() => setPicking(true)}
          className={buttonClass('secondary', 'sm')}
        >
          <Library aria-hidden className="size-4" />
          Choose from library
        </button>
        {value && !upload ? (
          <button
            type="button"
            onClick={() => {
              clearError();
              onChange(null);
            }}
            className={buttonClass('ghost', 'sm')}
          >
            <Trash2 aria-hidden className="size-4" />
            Remove cover
          </button>
        ) : null}
      </div>
      {shownError ? (
        <p id={`${id}-error`} className="text-xs font-medium text-rose-300">
          {shownError}
        </p>
      ) : null}
      <MediaPicker
        open={picking}
        onOpenChange={setPicking}
        kind="image"
        title="Choose a cover image"
        description="An image from your library. The cover is shown to everyone who can see the project, so the image becomes public."
        onPick={(media) => {
          clearError();
          onChange(media.url);
        }}
      />
    </div>
  );
}
