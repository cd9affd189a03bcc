// The shell's layout rules by route. The side menu's entries (with their icons) are in
// nav-sections.ts: every page's first load needs these rules, not the menu.

/** Routes that use the narrower layout (SPEC.md §2.4). */
export function usesNarrowLayout(pathname: string): boolean {
  return (
    ['/projects/new', '/settings', '/settings/profile', '/beta-testing', '/profile'].includes(pathname) ||
    isWithin(pathname, '/messages')
  );
}

/**
 * Narrow routes that widen from the `lg` breakpoint: the inbox shows its list and a conversation
 * side by side there, and stays narrow on a phone (docs/decisions/0019-inbox-two-panes.md).
 */
export function widensOnDesktop(pathname: string): boolean {
  return isWithin(pathname, '/messages');
}

/** Whether `pathname` is `to` or below it. */
export function isWithin(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
