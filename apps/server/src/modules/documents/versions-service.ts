import {
  type ProjectStatus,
  VERSION_NOT_FOUND,
  VERSION_NOT_FOUND_CODE,
  type VersionsQuery,
} from '@create-together/contract';
import type { Database } from '../../db/client';
import type { EventHub } from '../../events/event-hub';
import { transactionWithEvents } from '../../events/outbox';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { authorize, PROJECT_NOT_FOUND, type ProjectAccess, subjectOf } from '../../policies/projects';
import type { WorkspaceText } from '../contributions/main-content';
import { workspaceRepository } from '../contributions/repository';
import type { mainContentChanges } from './server-change';
import type { SongSnapshots } from './song-versions';
import { type VersionRecord, versionsRepository } from './versions-repository';

const versionNotFound = () => notFound(VERSION_NOT_FOUND, VERSION_NOT_FOUND_CODE);

export interface VersionsServiceOptions {
  access: ProjectAccess;
  events: EventHub;
  mainContent: Pick<ReturnType<typeof mainContentChanges>, 'restore'>;
  /** A version's song, as its viewer hears it. */
  songs: Pick<SongSnapshots, 'present'>;
}

/**
 * The main content's history (co-editing.md §4): every member reads it; the owner and editors
 * restore a version, which is a new change and a new version — nothing is ever overwritten.
 */
export function versionsService(
  db: Database,
  { access, events, mainContent, songs }: VersionsServiceOptions,
) {
  const versions = versionsRepository(db);

  /** The project, when the caller may read its history: 404 when they cannot see it, 403 for a non-member. */
  async function requireHistory(projectId: string, viewerId: string | null) {
    const project = await access.requireVisible(projectId, viewerId);
    authorize(subjectOf(project, viewerId), 'viewHistory');
    return project;
  }

  return {
    /** Newest first, a page at a time; `nextBefore` continues below the page's lowest number. */
    async list(
      projectId: string,
      viewerId: string | null,
      query: VersionsQuery,
    ): Promise<{ versions: VersionRecord[]; nextBefore: number | null }> {
      const project = await requireHistory(projectId, viewerId);
      const rows = await versions.list(project.projectId, query.before, query.limit + 1);
      const page = rows.slice(0, query.limit);
      return { versions: page, nextBefore: rows.length > query.limit ? (page.at(-1)?.number ?? null) : null };
    },

    async get(projectId: string, versionId: string, viewerId: string | null) {
      const project = await requireHistory(projectId, viewerId);
      if (!isUuid(versionId)) throw versionNotFound();
      const version = await versions.find(project.projectId, versionId);
      if (!version) throw versionNotFound();
      const song = version.song ? await songs.present(db, version.song, version.createdAt) : null;
      return { version, song };
    },

    /** Makes a version's text current again, as a change everyone with the document open sees. */
    async restore(
      projectId: string,
      versionId: string,
      userId: string,
    ): Promise<{ version: VersionRecord; workspace: WorkspaceText }> {
      const project = await access.requireAllowed(projectId, userId, 'editMainContent');
      if (!isUuid(versionId)) throw versionNotFound();
      const restored = await versions.find(project.projectId, versionId);
      if (!restored) throw versionNotFound();
      const change = await transactionWithEvents(db, events, async (tx, outbox) => {
        const current = await workspaceRepository(tx).lock(project.projectId);
        if (!current) throw notFound(PROJECT_NOT_FOUND, 'PROJECT_NOT_FOUND'); // deleted since the access check
        // Archived or completed since the check above: asked again under the lock.
        authorize(
          { ...subjectOf(project, userId), status: current.status as ProjectStatus },
          'editMainContent',
        );
        const made = await mainContent.restore(tx, outbox, project.projectId, userId, restored);
        outbox.emit('WorkspaceChanged', { projectId: project.projectId, userId });
        return made;
      });
      const version = await versions.find(project.projectId, change.version.id);
      if (!version) throw new Error('A version just kept is not there');
      return { version, workspace: change };
    },
  };
}

export type VersionsService = ReturnType<typeof versionsService>;
