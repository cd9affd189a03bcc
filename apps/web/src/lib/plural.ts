/** "1 member", "1,204 members": a count with its noun, `many` when the plural is not just `s`. */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString()} ${count === 1 ? one : many}`;
