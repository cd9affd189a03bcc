import { CornerDownLeft, FolderKanban, Search, UsersRound } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SearchField } from '@/components/ui/search-field';

const SEARCH_LABEL = 'Search projects and collectives';

function exploreSearchPath(query: string): string {
  const q = query.trim();
  return q ? `/explore?q=${encodeURIComponent(q)}` : '/explore';
}

/**
 * What the dropdown shows: the two sections of SPEC.md §2.4, Projects and Collectives. Nothing
 * is searched from here yet, so it says so plainly and offers the full project search.
 */
function SearchPanel({ query, onNavigate }: { query: string; onNavigate: () => void }) {
  const q = query.trim();
  const sections = [
    {
      title: 'Projects',
      icon: FolderKanban,
      hint: q ? 'No projects found.' : 'Find projects by name.',
    },
    {
      title: 'Collectives',
      icon: UsersRound,
      hint: q ? 'No collectives found.' : 'Find collectives by name.',
    },
  ];
  return (
    <div className="flex flex-col gap-1">
      {sections.map(({ title, icon: Icon, hint }) => (
        <section key={title} aria-label={title} className="rounded-lg px-2 py-2">
          <h2 className="mb-1 flex items-center gap-2 text-[11px] font-semibold tracking-[0.14em] text-ink-faint uppercase">
            <Icon aria-hidden className="size-3.5" />
            {title}
          </h2>
          <p className="pl-5.5 text-sm text-ink-muted">{hint}</p>
        </section>
      ))}
      {q ? (
        <Link
          to={exploreSearchPath(q)}
          onClick={onNavigate}
          className="mt-1 flex items-center justify-between gap-3 rounded-lg border-t border-line px-2 pt-3 pb-2 text-sm text-accent-300 hover:text-accent-200"
        >
          <span className="truncate">Search all projects for “{q}”</span>
          <CornerDownLeft aria-hidden className="size-4 shrink-0" />
        </Link>
      ) : null}
    </div>
  );
}

const panelClass =
  'z-50 rounded-xl border border-line bg-surface-2 p-2 shadow-2xl shadow-black/50 data-[state=open]:animate-pop-in';

/** The top bar's search (desktop): an input with the dropdown under it. */
function DesktopSearch() {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const searchRef = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOpen(false);
    navigate(exploreSearchPath(query));
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Anchor asChild>
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17 and to jsdom */}
        <form ref={searchRef} role="search" onSubmit={submit} className="relative w-full max-w-md">
          <SearchField
            label={SEARCH_LABEL}
            value={query}
            placeholder={SEARCH_LABEL}
            onChange={(value) => {
              setQuery(value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setOpen(false);
            }}
          />
        </form>
      </Popover.Anchor>
      <Popover.Content
        align="start"
        sideOffset={8}
        aria-label="Search results"
        onOpenAutoFocus={(event) => event.preventDefault()}
        onInteractOutside={(event) => {
          if (searchRef.current?.contains(event.target as Node)) event.preventDefault();
        }}
        className={`${panelClass} w-[var(--radix-popper-anchor-width)]`}
      >
        <SearchPanel query={query} onNavigate={() => setOpen(false)} />
      </Popover.Content>
    </Popover.Root>
  );
}

/** The top bar's search on small screens: a button that opens the input and the dropdown. */
function MobileSearch() {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOpen(false);
    navigate(exploreSearchPath(query));
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label="Search"
        className="grid size-10 place-items-center rounded-lg text-ink-muted transition hover:bg-white/5 hover:text-ink"
      >
        <Search aria-hidden className="size-5" />
      </Popover.Trigger>
      <Popover.Content
        align="end"
        sideOffset={10}
        collisionPadding={12}
        aria-label="Search"
        className={`${panelClass} w-[calc(100vw-1.5rem)] max-w-md`}
      >
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17 and to jsdom */}
        <form role="search" onSubmit={submit} className="relative mb-1">
          <SearchField label={SEARCH_LABEL} value={query} placeholder={SEARCH_LABEL} onChange={setQuery} />
        </form>
        <SearchPanel query={query} onNavigate={() => setOpen(false)} />
      </Popover.Content>
    </Popover.Root>
  );
}

export function GlobalSearch() {
  return (
    <>
      <div className="hidden min-w-0 flex-1 justify-center md:flex">
        <DesktopSearch />
      </div>
      <div className="md:hidden">
        <MobileSearch />
      </div>
    </>
  );
}
