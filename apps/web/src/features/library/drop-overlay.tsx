import { UploadCloud } from 'lucide-react';

/** What the page shows while files are held over it. */
export function DropOverlay() {
  return (
    <div
      aria-hidden
      className="pointer-events-none fixed inset-0 z-40 grid place-items-center bg-canvas/70 p-4 backdrop-blur-sm animate-fade-in"
    >
      <div className="flex size-full max-h-[36rem] max-w-3xl flex-col items-center justify-center gap-3 rounded-3xl border-2 border-dashed border-accent-400/70 bg-accent-600/10 text-center">
        <span className="grid size-14 place-items-center rounded-2xl bg-accent-600/25 text-accent-200">
          <UploadCloud className="size-7" />
        </span>
        <p className="text-lg font-semibold text-ink">Drop files to upload</p>
        <p className="text-sm text-ink-muted">Audio up to 250 MB a file; video and images up to 50 MB.</p>
      </div>
    </div>
  );
}
