import { BPM_TOLERANCE } from '@create-together/contract';

/** A waiting entry as matching sees it. */
export interface Waiter {
  id: string;
  userId: string;
  bpm: number;
  createdAt: Date;
}

/** Oldest first: the owner, then the others. */
export type Team = [owner: Waiter, ...others: Waiter[]];

/** Oldest first; the id breaks ties, so every process orders a team alike. */
export const byAge = (a: Waiter, b: Waiter) =>
  a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The team `newcomer` completes, oldest first (the first becomes the owner), or null when too few
 * wait. `candidates` are the other waiters of its bucket whose tempo is within `tolerance` of its
 * own, oldest first. Compatibility holds between every two members, so all tempos must fit in one
 * window `[lo, lo + tolerance]` that holds the newcomer's; of the windows that hold enough, the one
 * whose team's newest member came first wins — those who waited longest go first.
 */
export function pickTeam(
  newcomer: Waiter,
  candidates: readonly Waiter[],
  size: number,
  tolerance = BPM_TOLERANCE,
): Team | null {
  let best: Waiter[] | null = null;
  let bestLast = Number.POSITIVE_INFINITY;
  for (let lo = newcomer.bpm - tolerance; lo <= newcomer.bpm; lo++) {
    const picked: Waiter[] = [];
    let last = -1;
    for (let i = 0; i < candidates.length && picked.length < size - 1; i++) {
      const candidate = candidates[i] as Waiter;
      if (candidate.bpm >= lo && candidate.bpm <= lo + tolerance) {
        picked.push(candidate);
        last = i;
      }
    }
    if (picked.length === size - 1 && last < bestLast) {
      best = picked;
      bestLast = last;
    }
  }
  // Never empty: it holds the newcomer.
  return best && ([newcomer, ...best].sort(byAge) as Team);
}
