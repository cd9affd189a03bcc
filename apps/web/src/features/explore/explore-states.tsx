/** Where cards will be, while the first page loads. */
export function ProjectGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul aria-hidden className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <li key={index} className="overflow-hidden rounded-2xl border border-line bg-surface">
          <div className="aspect-[16/9] animate-pulse bg-surface-2" />
          <div className="space-y-3 p-4">
            <div className="h-4 w-20 animate-pulse rounded-full bg-surface-3" />
            <div className="h-5 w-3/4 animate-pulse rounded bg-surface-3" />
            <div className="h-3.5 w-full animate-pulse rounded bg-surface-2" />
            <div className="h-3.5 w-2/3 animate-pulse rounded bg-surface-2" />
          </div>
        </li>
      ))}
    </ul>
  );
}
