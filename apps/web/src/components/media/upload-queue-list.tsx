import {
  AlertCircle,
  CheckCircle2,
  FileAudio,
  File as FileIcon,
  FileImage,
  FileVideo,
  RotateCw,
  X,
} from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { formatBytes, type UploadItem, type UploadQueue } from '@/entities/media';
import { cn } from '@/lib/cn';

const iconButton =
  'grid shrink-0 place-items-center rounded-md text-ink-muted transition-colors hover:bg-white/5 hover:text-ink focus-visible:outline-2 focus-visible:outline-accent-400 disabled:opacity-50 size-8';

/** The files being uploaded: each with its progress and Cancel, its error and Try again. */
export function UploadQueueList({ queue, className }: { queue: UploadQueue; className?: string }) {
  const { items } = queue;
  if (items.length === 0) return null;
  const done = items.filter((item) => item.status === 'done').length;
  return (
    <section
      aria-label="Uploads"
      className={cn('rounded-2xl border border-line bg-surface/80 p-3 sm:p-4', className)}
    >
      <div className="mb-2 flex items-center justify-between gap-3 px-1">
        <h2 className="text-sm font-semibold text-ink">
          Uploads{' '}
          <span className="font-normal text-ink-faint">
            · {done} of {items.length} done
          </span>
        </h2>
        {done > 0 ? (
          <button type="button" onClick={queue.clearFinished} className={buttonClass('ghost', 'sm')}>
            Clear finished
          </button>
        ) : null}
      </div>
      <ul className="flex flex-col gap-1.5">
        {items.map((item) => (
          <UploadRow key={item.id} item={item} queue={queue} />
        ))}
      </ul>
    </section>
  );
}

function FileKindIcon({ type }: { type: string }) {
  const Icon = type.startsWith('audio/')
    ? FileAudio
    : type.startsWith('video/')
      ? FileVideo
      : type.startsWith('image/')
        ? FileImage
        : FileIcon;
  return <Icon aria-hidden className="size-4 shrink-0 text-ink-faint" />;
}

function UploadRow({ item, queue }: { item: UploadItem; queue: UploadQueue }) {
  const { name, size, type } = item.file;
  const percent = item.fraction === null ? null : Math.round(item.fraction * 100);
  const active = item.status === 'waiting' || item.status === 'uploading';
  return (
    <li className="rounded-xl bg-surface-2/70 px-3 py-2.5">
      <div className="flex items-center gap-3">
        <FileKindIcon type={type} />
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-3">
            <p className="truncate text-sm text-ink" title={name}>
              {name}
            </p>
            <p className="shrink-0 text-xs text-ink-faint tabular-nums">
              {item.status === 'uploading' && percent !== null ? `${percent}% · ` : null}
              {formatBytes(size)}
            </p>
          </div>
          {active ? (
            <div
              role="progressbar"
              aria-label={`Uploading ${name}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={item.status === 'uploading' ? (percent ?? undefined) : undefined}
              aria-valuetext={item.status === 'waiting' ? 'Waiting' : undefined}
              className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-surface-3"
            >
              <div
                className="h-full rounded-full bg-accent-500 transition-[width] duration-150"
                style={{ width: `${percent ?? 0}%` }}
              />
            </div>
          ) : item.status === 'done' ? (
            <p className="mt-0.5 flex items-center gap-1.5 text-xs text-emerald-300">
              <CheckCircle2 aria-hidden className="size-3.5" />
              Uploaded
            </p>
          ) : (
            <p role="alert" className="mt-0.5 flex items-start gap-1.5 text-xs text-rose-300">
              <AlertCircle aria-hidden className="mt-px size-3.5 shrink-0" />
              {item.error}
            </p>
          )}
        </div>
        <div className="flex shrink-0 items-center">
          {item.status === 'failed' && item.canRetry ? (
            <button
              type="button"
              onClick={() => queue.retry(item.id)}
              aria-label={`Try ${name} again`}
              className={iconButton}
            >
              <RotateCw aria-hidden className="size-4" />
            </button>
          ) : null}
          <button
            type="button"
            onClick={() => (active ? queue.cancel(item.id) : queue.dismiss(item.id))}
            aria-label={active ? `Cancel upload of ${name}` : `Dismiss ${name}`}
            className={iconButton}
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      </div>
    </li>
  );
}
