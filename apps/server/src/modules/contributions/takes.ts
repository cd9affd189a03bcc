import type { ContributionSong, Take, TakeBody } from '@create-together/contract';
import type { Executor } from '../../db/client';
import type { Outbox } from '../../events/outbox';

/** A contribution's takes and the song it was proposed against, as its card shows them. */
export interface TakesOfContribution {
  takes: Take[];
  song: ContributionSong | null;
}

/**
 * What this module asks of the song (the tracks module, given by app.ts; docs/design/music-tracks.md
 * §2.4): the song's rules stay with the song, inside this module's transactions.
 */
export interface ContributionTakes {
  /**
   * A proposal's takes, checked against the song as it is (every rule before any write): their files
   * become the project's to play, and they are stored with the song they were proposed against.
   */
  propose(
    tx: Executor,
    projectId: string,
    contributionId: string,
    authorId: string,
    takes: readonly TakeBody[],
  ): Promise<void>;
  /**
   * Its author's new takes replace all of them (none: it becomes text alone), checked as a proposal's
   * against the song as it is now, which they are then proposed against.
   */
  revise(
    tx: Executor,
    projectId: string,
    contributionId: string,
    authorId: string,
    takes: readonly TakeBody[],
  ): Promise<void>;
  /** The takes of these contributions, and for open ones what changed in the song since. */
  describe(
    db: Executor,
    projectId: string,
    contributionIds: readonly string[],
  ): Promise<Map<string, TakesOfContribution>>;
  /**
   * A merge brings its takes into the song, in the merge's transaction, after its text and before its
   * version: checked again against the song as it is now (it may have moved on), or refused (409).
   */
  merge(
    tx: Executor,
    outbox: Outbox,
    projectId: string,
    contributionId: string,
    mergerId: string,
  ): Promise<void>;
}

/** What this module asks of review threads (the comments module, given by app.ts). */
export interface ContributionThreads {
  /** How many unresolved threads each of these contributions has, on it or on its takes (absent: none). */
  openCounts(db: Executor, contributionIds: readonly string[]): Promise<Map<string, number>>;
}
