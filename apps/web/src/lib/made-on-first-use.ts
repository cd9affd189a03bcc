/**
 * A value made the first time it is asked for, then kept. For what is costly to make and may not
 * be needed at all: a page's module is evaluated before its first paint, and Chromium's first
 * `Intl.DateTimeFormat` takes 60–100 ms on a desktop (ICU loads its date patterns), several times
 * that on a phone — made at a module's top, it blocked /explore, which formats no date
 * (bench/RESULTS.md "Lighthouse under Chromium 156").
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
