import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { media, projects, type StoredSong } from '../../db/schema';
import { conflict } from '../../lib/errors';
import type { ProjectAccess } from '../../policies/projects';
import type { VersionsService } from '../documents/versions-service';
import type { MediaStorage } from '../media/storage';
import { songsRepository } from './repository';
import { type StemEntry, type StemsArchive, stemsZip, zipDownloadName } from './stems-zip';

export const NO_TRACKS = 'This song has no tracks to download.';

export interface StemsServiceOptions {
  access: ProjectAccess;
  /** A version's song, read as its history's readers may (members). */
  versions: Pick<VersionsService, 'get'>;
  storage: MediaStorage;
}

/** An archive ready to send, and the name it downloads as. */
export interface StemsDownload extends StemsArchive {
  contentDisposition: string;
}

/**
 * The stems of the song, or of any version of it, as one ZIP streamed from the files as uploaded
 * (docs/design/music-tracks.md §8): for the project's members. A file deleted since is listed in
 * the archive's README, not in it.
 */
export function stemsService(db: Database, { access, versions, storage }: StemsServiceOptions) {
  async function build(
    projectName: string,
    song: StoredSong,
    version: number | null,
    at: Date,
  ): Promise<StemsDownload> {
    const mediaIds = song.tracks.flatMap((track) => (track.mediaId ? [track.mediaId] : []));
    const files =
      mediaIds.length === 0
        ? []
        : await db
            .select({ id: media.id, fileName: media.fileName, sizeBytes: media.sizeBytes })
            .from(media)
            .where(inArray(media.id, mediaIds));
    const fileOf = new Map(files.map((file) => [file.id, file]));
    const entries: StemEntry[] = song.tracks.map((track) => {
      const file = track.mediaId ? fileOf.get(track.mediaId) : undefined;
      return {
        ...track,
        file: file
          ? {
              extension: file.fileName.slice(file.fileName.lastIndexOf('.') + 1),
              sizeBytes: file.sizeBytes,
              open: async () => {
                const opened = await storage.open(file.fileName);
                if (!opened) throw new Error(`The file ${file.fileName} is not in the media store`);
                return opened.read();
              },
            }
          : null,
      };
    });
    const archive = await stemsZip({
      projectName,
      version,
      songAt: at,
      tempoBpm: song.tempoBpm,
      beatsPerBar: song.beatsPerBar,
      entries,
    });
    return { ...archive, contentDisposition: zipDownloadName(projectName, version).contentDisposition };
  }

  async function projectName(projectId: string): Promise<string> {
    const [row] = await db.select({ name: projects.name }).from(projects).where(eq(projects.id, projectId));
    return row?.name ?? '';
  }

  return {
    /** The song as it is now. */
    async current(projectId: string, userId: string) {
      const project = await access.requireAllowed(projectId, userId, 'downloadStems');
      const song = await songsRepository(db).snapshot(project.projectId);
      if (!song || song.tracks.length === 0) throw conflict(NO_TRACKS, 'NO_TRACKS');
      return build(await projectName(project.projectId), song, null, new Date());
    },

    /** The song as a version keeps it. */
    async ofVersion(projectId: string, versionId: string, userId: string) {
      const project = await access.requireAllowed(projectId, userId, 'downloadStems');
      const { version } = await versions.get(project.projectId, versionId, userId);
      if (!version.song || version.song.tracks.length === 0) throw conflict(NO_TRACKS, 'NO_TRACKS');
      return build(await projectName(project.projectId), version.song, version.number, version.createdAt);
    },
  };
}

export type StemsService = ReturnType<typeof stemsService>;
