import { z } from 'zod';
import { EpochSeconds } from './common';
import { Workspace } from './contributions';
import { ProjectParams, ProjectPerson } from './projects';
import { Song, SongChange } from './songs';
import { VersionCause } from './version-cause';

// A project's versions (docs/design/co-editing.md §4): the main content's full text, kept each time
// it changes in a way worth going back to — an editing burst ending, a merge, a whole-text save, a
// restore, the first live open. Nothing changes or deletes a version; a restore makes a new one.

export { VERSION_CAUSES, VersionCause } from './version-cause';

/** Someone a version names (who made it, who edited in it): a project member's usual shape. */
export const UserRef = ProjectPerson;
export type UserRef = ProjectPerson;

/** The most versions one page of GET /api/projects/{id}/versions holds, and its default. */
export const VERSIONS_PAGE_MAX = 50;

/** 404 of GET …/versions/{versionId} and its restore, for a version of another project or no id at all. */
export const VERSION_NOT_FOUND = 'Version not found.';
export const VERSION_NOT_FOUND_CODE = 'VERSION_NOT_FOUND';

const versionNumber = z.number().int().positive();

/** A version without its text, as the history lists it. */
export const VersionSummary = z.object({
  id: z.string(),
  /** 1, 2, 3… per project, in the order the versions were made. */
  number: versionNumber,
  cause: VersionCause,
  /** When the text became this version's: an edit's last change, or the moment of the merge, save or restore. */
  createdAt: EpochSeconds,
  /** An edit's first change; `createdAt` again for every other cause. */
  startedAt: EpochSeconds,
  /**
   * Who made it: the merger, the saver (`replace`) or the restorer; null for an edit and an import
   * (nobody in particular), and for an account deleted since.
   */
  actor: UserRef.nullable(),
  /** Everyone whose live edits are in an `edit` version, in the order they first edited; empty otherwise. */
  editors: z.array(UserRef),
  /** The merged contribution, for a `merge`; null otherwise. */
  contribution: z.object({ id: z.string(), authorUsername: z.string() }).nullable(),
  /** The version a `restore` made current again; null otherwise. */
  restoredFrom: z.object({ id: z.string(), number: versionNumber }).nullable(),
  /** The text's length in characters (UTF-16 units, as `MAIN_CONTENT_MAX` counts them). */
  length: z.number().int().nonnegative(),
  /** How the song changed since the version before (empty: it did not, or there is no song). */
  songChanges: z.array(SongChange),
  /** The song's tracks at this version; null for a version kept before songs existed. */
  trackCount: z.number().int().nonnegative().nullable(),
});
export type VersionSummary = z.infer<typeof VersionSummary>;

/** A version with its text and its song. */
export const Version = VersionSummary.extend({
  /** The whole main content as it was: Markdown. */
  content: z.string(),
  /** The whole song as it was, to listen to and restore; null for a version kept before songs existed. */
  song: Song.nullable(),
});
export type Version = z.infer<typeof Version>;

/**
 * The `{id}/versions/{versionId}` of a version's paths. Any text is taken: one that is no version
 * of this project (not an id at all, too) answers 404 `VERSION_NOT_FOUND`, as a contribution's does.
 */
export const VersionParams = ProjectParams.extend({ versionId: z.string().max(100) });
export type VersionParams = z.infer<typeof VersionParams>;

/** GET /api/projects/{id}/versions — newest first, a page at a time. */
export const VersionsQuery = z.object({
  /** Only versions numbered below this one: the previous page's `nextBefore`; absent for the newest. */
  before: z.coerce
    .number({ error: 'before must be a version number.' })
    .int('before must be a whole number.')
    .min(1, 'before must be at least 1.')
    .optional(),
  /** How many versions, 1–50 (default 50). */
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int('limit must be a whole number.')
    .min(1, 'limit must be at least 1.')
    .max(VERSIONS_PAGE_MAX, `limit must be at most ${VERSIONS_PAGE_MAX}.`)
    .default(VERSIONS_PAGE_MAX),
});
export type VersionsQuery = z.infer<typeof VersionsQuery>;

export const VersionsAnswer = z.object({
  success: z.literal(true),
  /** Newest (highest number) first. */
  versions: z.array(VersionSummary),
  /** `before` of the next page (the lowest number on this one), or null when this page ends the history. */
  nextBefore: versionNumber.nullable(),
});
export type VersionsAnswer = z.infer<typeof VersionsAnswer>;

/** GET /api/projects/{id}/versions/{versionId} */
export const VersionAnswer = z.object({ success: z.literal(true), version: Version });
export type VersionAnswer = z.infer<typeof VersionAnswer>;

/**
 * POST /api/projects/{id}/versions/{versionId}/restore (owner and editors): the new `restore`
 * version it made, and the workspace as PUT /workspace answers it.
 */
export const RestoreVersionAnswer = z.object({
  success: z.literal(true),
  version: VersionSummary,
  workspace: Workspace,
});
export type RestoreVersionAnswer = z.infer<typeof RestoreVersionAnswer>;
