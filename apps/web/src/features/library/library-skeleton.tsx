/** Where rows and cards will be, while the first page loads. */
export function LibrarySkeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-8">
      <ul className="flex flex-col gap-2.5">
        {[0, 1, 2].map((row) => (
          <li key={row} className="flex items-center gap-3.5 rounded-2xl border border-line bg-surface p-4">
            <div className="size-11 shrink-0 animate-pulse rounded-full bg-surface-3" />
            <div className="flex-1 space-y-2.5">
              <div className="h-3.5 w-1/3 animate-pulse rounded bg-surface-3" />
              <div className="h-8 animate-pulse rounded bg-surface-2" />
            </div>
          </li>
        ))}
      </ul>
      <ul className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
        {[0, 1, 2].map((card) => (
          <li key={card} className="overflow-hidden rounded-2xl border border-line bg-surface p-2">
            <div className="aspect-[4/3] animate-pulse rounded-xl bg-surface-2" />
            <div className="space-y-2 p-1 pt-3">
              <div className="h-3.5 w-2/3 animate-pulse rounded bg-surface-3" />
              <div className="h-3 w-1/2 animate-pulse rounded bg-surface-2" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
