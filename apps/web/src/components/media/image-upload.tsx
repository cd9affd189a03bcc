import { ImagePlus, Library, RefreshCw, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { UploadProgress } from '@/components/ui/upload-progress';
import { titleFromFileName } from '@/entities/media';
import { useImageUpload } from '@/hooks/use-image-upload';
import { cn } from '@/lib/cn';
import { IMAGE_TYPES } from '@/lib/upload';
import { MediaPicker } from './media-picker';

/** What the field is called: a project's or a collective's cover, a collective's avatar. */
export interface ImageUploadWords {
  /** The field's name, e.g. "Cover image" (its upload is "Uploading cover image"). */
  label: string;
  /** What the picture is, e.g. "cover": "Cover preview", "Remove cover". */
  noun: string;
  /** The library picker's title and what choosing there does. */
  pickerTitle: string;
  pickerDescription: string;
  /** The formats, and which shape looks best. */
  hint: string;
}

export const COVER_WORDS: ImageUploadWords = {
  label: 'Cover image',
  noun: 'cover',
  pickerTitle: 'Choose a cover image',
  pickerDescription:
    'An image from your library. The cover is shown to everyone who can see the project, so the image becomes public.',
  hint: 'PNG, JPEG, GIF or WebP, up to 50 MB. Wide images look best.',
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * An image field: choose a file, watch it upload (a real progress bar), or choose an image already
 * in the library; see it, replace or remove it. `value` is the image's address; `onBusyChange`
 * tells the form an upload is under way. `shape` is a wide cover or a square picture.
 */
export function ImageUpload({
  id,
  value,
  onChange,
  onBusyChange,
  error,
  words = COVER_WORDS,
  shape = 'wide',
}: {
  id: string;
  value: string | null;
  onChange: (url: string | null) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string | undefined;
  words?: ImageUploadWords;
  shape?: 'wide' | 'square';
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
  const square = shape === 'square';

  return (
    <div className={cn('flex gap-3', square ? 'flex-row items-center gap-4 sm:gap-5' : 'flex-col')}>
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
          'relative grid shrink-0 place-items-center overflow-hidden border border-dashed bg-surface-2 transition-colors',
          square ? 'size-24 rounded-2xl sm:size-28' : 'aspect-[16/7] rounded-xl',
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
            alt={upload ? `Preview of ${upload.name}` : `${capitalized(words.noun)} preview`}
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
            {square ? null : (
              <>
                <span>Drop an image here, or choose one.</span>
                <span className="text-xs text-ink-faint">{words.hint}</span>
              </>
            )}
          </button>
        )}
        {upload && !square ? (
          <UploadProgress
            label={`Uploading ${words.label.toLowerCase()}`}
            percent={percent}
            onCancel={cancel}
            className="absolute inset-x-0 bottom-0 bg-canvas/80 px-4 py-3 backdrop-blur"
          />
        ) : null}
      </div>

      <div className="flex min-w-0 flex-1 flex-col gap-2">
        {upload && square ? (
          <UploadProgress
            label={`Uploading ${words.label.toLowerCase()}`}
            percent={percent}
            onCancel={cancel}
          />
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={id} className="sr-only">
            {words.label}
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
              Remove {words.noun}
            </button>
          ) : null}
        </div>
        {square ? <p className="text-xs text-ink-faint">{words.hint}</p> : null}
        {shownError ? (
          <p id={`${id}-error`} className="text-xs font-medium text-rose-300">
            {shownError}
          </p>
        ) : null}
      </div>
      <MediaPicker
        open={picking}
        onOpenChange={setPicking}
        kind="image"
        title={words.pickerTitle}
        description={words.pickerDescription}
        onPick={(media) => {
          clearError();
          onChange(media.url);
        }}
      />
    </div>
  );
}
