import { Menu, Search } from 'lucide-react';
import { type ComponentProps, type ComponentType, useEffect, useState, useSyncExternalStore } from 'react';
import { ToastRegion } from '@/components/toast/toast-region';
import { useToastStore } from '@/components/toast/toast-store';
import { SearchField } from '@/components/ui/search-field';
import { useAfterFirstInteraction } from '@/hooks/use-after-first-interaction';
import type { MobileNav as MobileNavType } from './mobile-nav';
import type { NavTree as NavTreeType } from './nav-tree';
import { MENU_BUTTON_CLASS, SEARCH_BUTTON_CLASS, SEARCH_LABEL } from './shell-buttons';
import type { SignedInCorner as SignedInCornerType } from './signed-in-corner';

// The top bar's menus, search and account corner use Radix and the API's schemas, the toasts their
// icons: their code is fetched once the visitor first touches, clicks or types anywhere on the page
// (the account corner at once, for a signed-in user), never on the critical path — a visitor who
// only reads never downloads it. Until it arrives, a look-alike stands in and hands over what the
// visitor did meanwhile.

/** Components whose code has arrived, by loader: later mounts render them at once. */
const loaded = new Map<() => Promise<unknown>, unknown>();

async function loadOnce<P>(load: () => Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  const component = await load();
  loaded.set(load, component);
  return component;
}

/**
 * The component `load` gives, once `wanted` and loaded (or at once if it was loaded before); null
 * until then. Not React.lazy: the swap happens only when the code is here, so nothing suspends (no
 * blank fallback, no navigation waiting on it) and the stand-in stays in use until that moment.
 */
function useDeferredComponent<P>(load: () => Promise<ComponentType<P>>, wanted: boolean) {
  const [component, setComponent] = useState(() => loaded.get(load) as ComponentType<P> | undefined);
  useEffect(() => {
    if (!wanted || component) return;
    let mounted = true;
    // A failed load leaves the stand-in; the next time it is wanted, it is asked for again.
    loadOnce(load).then(
      (loadedComponent) => mounted && setComponent(() => loadedComponent),
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, [wanted, component, load]);
  return component ?? null;
}

const loadMobileNav = () => import('./mobile-nav').then((module) => module.MobileNav);
const loadSearch = () => import('./global-search').then((module) => module.GlobalSearch);
const loadSignedInCorner = () => import('./signed-in-corner').then((module) => module.SignedInCorner);
const loadToastList = () => import('@/components/toast/toast-list').then((module) => module.ToastList);
const loadNavTree = () => import('./nav-tree').then((module) => module.NavTree);

/** Loads every deferred part now (tests that are about the parts, not about when they load). */
export async function loadDeferredShell(): Promise<void> {
  await Promise.all([
    loadOnce(loadMobileNav),
    loadOnce(loadSearch),
    loadOnce(loadSignedInCorner),
    loadOnce(loadToastList),
    loadOnce(loadNavTree),
  ]);
}

/** The mobile menu's button, then the menu; a press before its code came opens it on arrival. */
export function DeferredMobileNav(props: Omit<ComponentProps<typeof MobileNavType>, 'defaultOpen'>) {
  const ready = useAfterFirstInteraction();
  const [pressed, setPressed] = useState(false);
  const standIn = (
    <button
      type="button"
      aria-label="Open menu"
      className={MENU_BUTTON_CLASS}
      onClick={() => setPressed(true)}
    >
      <Menu aria-hidden className="size-5" />
    </button>
  );
  const MobileNav = useDeferredComponent(loadMobileNav, ready || pressed);
  return MobileNav ? <MobileNav {...props} defaultOpen={pressed} /> : standIn;
}

/**
 * The global search: an input (desktop) or a button (small screens) at once, the dropdown's code
 * from the first interaction with the page (focusing the input, or pressing the button, is one).
 */
export function DeferredGlobalSearch() {
  const ready = useAfterFirstInteraction();
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const [openMobile, setOpenMobile] = useState(false);
  const standIn = (
    <>
      <div className="hidden min-w-0 flex-1 justify-center md:flex">
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17 and to jsdom */}
        <form role="search" onSubmit={(event) => event.preventDefault()} className="relative w-full max-w-md">
          <SearchField
            label={SEARCH_LABEL}
            value={query}
            placeholder={SEARCH_LABEL}
            onChange={setQuery}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
          />
        </form>
      </div>
      <div className="md:hidden">
        <button
          type="button"
          aria-label="Search"
          className={SEARCH_BUTTON_CLASS}
          onClick={() => setOpenMobile(true)}
        >
          <Search aria-hidden className="size-5" />
        </button>
      </div>
    </>
  );
  const GlobalSearch = useDeferredComponent(loadSearch, ready || focused || openMobile);
  return GlobalSearch ? <GlobalSearch handoff={{ query, focused, openMobile }} /> : standIn;
}

/** Messages, notifications and the account menu of a signed-in user; same-sized blanks meanwhile. */
export function DeferredSignedInCorner({ user }: ComponentProps<typeof SignedInCornerType>) {
  const SignedInCorner = useDeferredComponent(loadSignedInCorner, true);
  if (SignedInCorner) return <SignedInCorner user={user} />;
  return (
    <>
      <span aria-hidden className="size-10" />
      <span aria-hidden className="size-10" />
      <span aria-hidden className="size-10 rounded-full bg-surface-2" />
    </>
  );
}

/** The toasts' live region at once; the toasts themselves from the first interaction, or with the first toast. */
export function DeferredToaster() {
  const ready = useAfterFirstInteraction();
  const hasToasts = useToastStore((state) => state.toasts.length > 0);
  const ToastList = useDeferredComponent(loadToastList, ready || hasToasts);
  return <ToastRegion>{ToastList ? <ToastList /> : null}</ToastRegion>;
}

/** Where the side menu's rail shows (Tailwind's `md`, as side-menu.tsx's `hidden md:block`). */
const RAIL_QUERY = '(min-width: 48rem)';
const railQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(RAIL_QUERY) : null);
const onRailChange = (changed: () => void) => {
  const query = railQuery();
  query?.addEventListener('change', changed);
  return () => query?.removeEventListener('change', changed);
};
/** Whether the rail shows; true where the screen cannot say (no matchMedia). */
const railShows = () => railQuery()?.matches ?? true;

/**
 * The side menu's entries and their icons, loaded as soon as its rail shows (a screen at least
 * 768 px wide): the rail is drawn at once, its links fill it when their code is here. A phone, where
 * the rail is hidden, never loads them with the page; its slide-over brings them when opened.
 */
export function DeferredNavTree(props: ComponentProps<typeof NavTreeType>) {
  const shows = useSyncExternalStore(onRailChange, railShows, () => true);
  const NavTree = useDeferredComponent(loadNavTree, shows);
  return NavTree ? <NavTree {...props} /> : null;
}
