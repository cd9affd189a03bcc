import { Outlet, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { usesNarrowLayout, widensOnDesktop } from './nav-config';
import { SideMenu } from './side-menu';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

/**
 * The main shell (SPEC.md §2.4): dark background, top bar, side menu, and the page — in the
 * narrower layout for the routes that ask for it (the inbox widens again on a desktop, for its two
 * panes). Home lays out its own full-width hero.
 */
export function MainShell() {
  const { pathname } = useLocation();
  const isHome = pathname === '/';
  const narrow = usesNarrowLayout(pathname);
  const widens = narrow && widensOnDesktop(pathname);

  return (
    <div className="relative flex min-h-dvh flex-col bg-canvas">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[80] focus:rounded-lg focus:bg-accent-600 focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-white"
      >
        Skip to content
      </a>
      <TopBar />
      <SideMenu />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 focus:outline-none md:pl-[68px]">
        <div
          data-layout={isHome ? 'full' : narrow ? 'narrow' : 'wide'}
          data-desktop-layout={widens ? 'wide' : undefined}
          className={cn(
            !isHome && 'mx-auto w-full px-4 py-8 sm:px-6 lg:px-10 lg:py-10',
            !isHome && (narrow ? 'max-w-3xl' : 'max-w-6xl'),
            widens && 'lg:max-w-7xl',
          )}
        >
          <Outlet />
        </div>
      </main>
      {/* Above the home page's fixed liquid background. */}
      <div className="relative z-[1] bg-canvas md:pl-[68px]">
        <SiteFooter />
      </div>
    </div>
  );
}
