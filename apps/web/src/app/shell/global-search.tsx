import { Search } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchField } from '@/components/ui/search-field';
import { WithQueries } from '../query-provider';
import { exploreSearchPath, SearchPanel } from './search-results';
import { SEARCH_BUTTON_CLASS, SEARCH_LABEL } from './shell-buttons';

const panelClass =
  'z-50 rounded-xl border border-line bg-surface-2 p-2 shadow-2xl shadow-black/50 data-[state=open]:animate-pop-in';

/** What was typed, or pressed, in the top bar before the search's code arrived (deferred-shell.tsx). */
export interface SearchHandoff {
  query: string;
  /** The desktop input had the focus. */
  focused: boolean;
  /** The small screens' search button was pressed. */
  openMobile: boolean;
}

/** The top bar's search (desktop): an input with the dropdown under it. */
function DesktopSearch({ handoff }: { handoff?: SearchHandoff }) {
  const [query, setQuery] = useState(handoff?.query ?? '');
  const [open, setOpen] = useState(Boolean(handoff?.focused && handoff.query));
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
            autoFocus={handoff?.focused}
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
function MobileSearch({ handoff }: { handoff?: SearchHandoff }) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(handoff?.openMobile ?? false);
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOpen(false);
    navigate(exploreSearchPath(query));
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger aria-label="Search" className={SEARCH_BUTTON_CLASS}>
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

export function GlobalSearch({ handoff }: { handoff?: SearchHandoff }) {
  return (
    <WithQueries>
      <div className="hidden min-w-0 flex-1 justify-center md:flex">
        <DesktopSearch handoff={handoff} />
      </div>
      <div className="md:hidden">
        <MobileSearch handoff={handoff} />
      </div>
    </WithQueries>
  );
}
