// Whose request is this: the origin rules the HTTP routes (plugins/security.ts) and the socket's
// upgrade (modules/realtime/upgrade.ts) share.

export function originOf(value: string): string | null {
  try {
    return new URL(value).origin; // drops default ports, lower-cases the host; "null" throws
  } catch {
    return null;
  }
}

/**
 * Whether a browser's `Origin` is ours: one of `allowed`, or, when that is null, the origin the
 * request was addressed to. Shared with the socket gateway's upgrade check.
 */
export function isAllowedOrigin(
  origin: string,
  allowed: ReadonlySet<string> | null,
  ownOrigin: () => string | null,
): boolean {
  const normalized = originOf(origin);
  return normalized !== null && (allowed ? allowed.has(normalized) : normalized === ownOrigin());
}
