import type { WorkspaceBody } from '@create-together/contract';
import type { Executor } from '../../db/client';
import type { Outbox } from '../../events/outbox';
import type { AppError } from '../../lib/errors';

/** The main content as the workspace answers it. */
export interface WorkspaceText {
  mainContent: string;
  workspaceUpdatedAt: Date;
}

/** A merged contribution, as it goes into the main content. */
export interface MergeIntoMainContent {
  contributionId: string;
  authorUsername: string;
  content: string;
  mergedAt: Date;
  mergerId: string;
  /** The refusal when the merged text would be too long. */
  tooLong(): AppError;
  /** The merge's takes into the song, after the text changed and before the version keeps both. */
  bringTakesIn?: () => Promise<void>;
}

/**
 * How this module changes the main content (the documents module, given by app.ts): as changes of
 * the live document everyone may have open, inside the caller's transaction.
 */
export interface MainContentChanges {
  /** The merge's heading and content at the end of the text. */
  appendMerge(
    tx: Executor,
    outbox: Outbox,
    projectId: string,
    merge: MergeIntoMainContent,
  ): Promise<WorkspaceText>;
  /** PUT /workspace: the whole text, refused (409 STALE_WORKSPACE) unless `baseUpdatedAt` is current. */
  replace(
    tx: Executor,
    outbox: Outbox,
    projectId: string,
    userId: string,
    body: WorkspaceBody,
  ): Promise<WorkspaceText>;
}
