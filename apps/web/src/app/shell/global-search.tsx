import { Search } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchField } from '@/components/ui/search-field';
import { exploreSearchPath, SearchPanel } from './search-results';

const SEARCH_LABEL = 'Search people, projects and collectives';

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
