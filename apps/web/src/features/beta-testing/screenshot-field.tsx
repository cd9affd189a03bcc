import type { Media } from '@create-together/contract';
import { ImagePlus, Images, X } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { MediaPicker } from '@/components/media';
import { buttonClass } from '@/components/ui/button';
import { FieldGroup } from '@/components/ui/form-parts';
import { UploadProgress } from '@/components/ui/upload-progress';
import { IMAGE_TYPES } from '@/lib/upload';
import type { FeedbackFormValues } from './feedback-form-model';
import { useScreenshotUpload } from './use-screenshot-upload';

type Screenshot = NonNullable<FeedbackFormValues['screenshot']>;

const PRIVATE_NOTE = 'It stays private: only you can open it, and it is never shown to other creators.';

const pick = ({ mediaId, url, thumbnailUrl, title }: Media): Screenshot => ({
  mediaId,
  url,
  thumbnailUrl,
  title,
});

function Preview({ src, children }: { src: string | null; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-3 rounded-xl border border-line bg-surface-2/60 p-2">
      <span className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-lg bg-surface-3">
        {src ? <img src={src} alt="" className="size-full object-cover" /> : null}
      </span>
      {children}
    </div>
  );
}

/**
 * An optional screenshot: uploaded here (private) or chosen among your library's images, shown
 * with a preview, and removable before sending. `error` is the form's (or the server's) word on it.
 */
export function ScreenshotField({
  id,
  value,
  onChange,
  onBusyChange,
  error,
}: {
  id: string;
  value: Screenshot | null;
  onChange: (screenshot: Screenshot | null) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string | undefined;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [picking, setPicking] = useState(false);
  const upload = useScreenshotUpload({ onDone: (media) => onChange(pick(media)), onBusyChange });
  const shownError = upload.error ?? error;

  let body: ReactNode;
  if (upload.upload)
    body = (
      <Preview src={upload.upload.preview}>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="truncate text-sm text-ink">{upload.upload.name}</p>
          <UploadProgress label="Uploading screenshot" percent={upload.percent} onCancel={upload.cancel} />
        </div>
      </Preview>
    );
  else if (value)
    body = (
      <Preview src={value.thumbnailUrl ?? value.url}>
        <p className="min-w-0 flex-1 truncate text-sm text-ink">
          <span className="sr-only">Screenshot: </span>
          {value.title}
        </p>
        <button
          type="button"
          onClick={() => onChange(null)}
          aria-label="Remove screenshot"
          className={buttonClass('ghost', 'sm', 'size-8 px-0')}
        >
          <X aria-hidden className="size-4" />
        </button>
      </Preview>
    );
  else
    body = (
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => input.current?.click()}
          className={buttonClass('secondary', 'sm')}
        >
          <ImagePlus aria-hidden className="size-4" />
          Upload a screenshot
        </button>
        <button type="button" onClick={() => setPicking(true)} className={buttonClass('ghost', 'sm')}>
          <Images aria-hidden className="size-4" />
          Choose from library
        </button>
      </div>
    );

  return (
    <FieldGroup
      id={id}
      legend="Screenshot (optional)"
      hint={`PNG, JPEG, GIF or WebP, up to 50 MB. ${PRIVATE_NOTE}`}
      error={shownError}
    >
      {body}
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        aria-label="Screenshot file"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          upload.clearError();
          if (file) void upload.start(file);
        }}
      />
      <MediaPicker
        open={picking}
        onOpenChange={setPicking}
        kind="image"
        title="Choose a screenshot"
        description={PRIVATE_NOTE}
        onPick={(media) => {
          upload.clearError();
          onChange(pick(media));
        }}
      />
    </FieldGroup>
  );
}
