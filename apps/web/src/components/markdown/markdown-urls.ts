/**
 * Which addresses user-written markdown may use. The URL parser does the work, so tricks like
 * `java\tscript:` or upper-case schemes resolve to what a browser would actually open.
 */

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
const IMAGE_PROTOCOLS = new Set(['http:', 'https:']);

function base(): string {
  return typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
}

function parse(value: string): URL | null {
  try {
    return new URL(value.trim(), base());
  } catch {
    return null;
  }
}

/** A link target that is safe to follow (http(s), mailto, or relative), else null. */
export function safeLinkHref(value: string): string | null {
  const url = parse(value);
  return url && LINK_PROTOCOLS.has(url.protocol) ? value.trim() : null;
}

/** An image address from http(s) or this site (relative paths), else null — no data:, blob: or others. */
export function safeImageSrc(value: string): string | null {
  if (value.trim() === '') return null;
  const url = parse(value);
  return url && IMAGE_PROTOCOLS.has(url.protocol) ? value.trim() : null;
}

/** Whether a (safe) link leaves this site, and so opens in a new tab. */
export function isExternalHref(value: string): boolean {
  const url = parse(value);
  if (!url) return false;
  if (url.protocol === 'mailto:') return false;
  return typeof window === 'undefined' || url.origin !== window.location.origin;
}

/** react-markdown's `urlTransform`: an address that is not allowed becomes '' and renders inert. */
export function markdownUrlTransform(value: string, key: string): string {
  const safe = key === 'src' ? safeImageSrc(value) : safeLinkHref(value);
  return safe ?? '';
}
