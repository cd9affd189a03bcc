/**
 * The `?redirect=` target after sign-in: only a path of this site ("/x", never "//host" or
 * "/\host"), and never back to the sign-in pages themselves.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if ([...target].some((char) => char.charCodeAt(0) < 32)) return fallback;
  const path = target.split(/[?#]/, 1)[0] ?? '';
  if (path === '/login' || path === '/register') return fallback;
  return target;
}

/** `/login?redirect=<path+search>` for the current location. */
export function loginPathFor(pathname: string, search = ''): string {
  const from = `${pathname}${search}`;
  if (from === '/' || pathname === '/login' || pathname === '/register') return '/login';
  return `/login?redirect=${encodeURIComponent(from)}`;
}
