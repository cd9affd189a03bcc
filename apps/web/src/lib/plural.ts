import { madeOnFirstUse } from './made-on-first-use';

const grouped = madeOnFirstUse(() => new Intl.NumberFormat('en'));

/**
 * "7", "1,204": a count as the product writes numbers. A whole number under a thousand needs no
 * grouping and is written without Intl: a page's first number format loads ICU's number data
 * (tens of milliseconds on a phone), which a card's "3 likes" need not wait for.
 */
export function formatCount(count: number): string {
  return Number.isInteger(count) && Math.abs(count) < 1000 ? String(count) : grouped().format(count);
}

/** "1 member", "1,204 members": a count with its noun, `many` when the plural is not just `s`. */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;
