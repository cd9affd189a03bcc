// The shell's layout rules by route. The side menu's entries (with their icons) are in
// nav-sections.ts: every page's first load needs these rules, not the menu.

/** Routes that use the narrower layout (SPEC.md §2.4). */
export function usesNarrowLayout(pathname: string): boolean {
  return (
    ['/projects/new', '/settings', '/settings/profile', '/beta-testing', '/profile'].includes(pathname) ||
    pathname === '/messages' ||
    pathname.startsWith('/messages/')
  );
}

/** Whether `pathname` is `to` or below it. */
export function isWithin(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
