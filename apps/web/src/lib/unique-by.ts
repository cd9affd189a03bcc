/**
 * The items with the first of each key kept: pages of a keyset list can overlap when rows change
 * between requests (a post arrives, a count moves), and each thing is shown once.
 */
export function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
