import { randomUUID } from 'node:crypto';
import type { MediaListQuery, MediaVisibility, UpdateMediaBody } from '@create-together/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { EventHub } from '../../events/event-hub';
import { transactionWithEvents } from '../../events/outbox';
import { AppError, notFound, payloadTooLarge } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { gzipTwinOf, mediaAnalyser } from './analyse';
import { formatBytes, MEDIA_FILE_NAME, MEDIA_NOT_FOUND, mediaUrl, UNSUPPORTED_MEDIA } from './constants';
import { decodeMediaCursor, encodeMediaCursor, type MediaList } from './list-cursor';
import { type MediaView, mediaRepository } from './repository';
import { type SniffedType, sniffFile } from './sniff';
import type { MediaStorage, StoredFile } from './storage';

/** An upload received to a temp file, with its form fields (upload-parser.ts). */
export interface ReceivedUpload {
  tempPath: string;
  sizeBytes: number;
  /** Shown only; already cleaned and cut to ORIGINAL_NAME_MAX. */
  originalName: string;
  title: string;
  visibility: MediaVisibility;
}

/** A stored file to serve; the caller reads `stored` or closes it. */
export interface ServedFile {
  etag: string;
  mimeType: string;
  /** Public files may be kept by shared caches; private ones only by their owner's browser. */
  isPublic: boolean;
  /** `gzip`: the stored bytes are the gzip twin of the named file (served with content-encoding). */
  encoding: 'gzip' | null;
  stored: StoredFile;
}

/** An upload sniffed, named for the store (`{id}.{ext}`), still in its local temp file at `path`. */
interface NamedUpload {
  id: string;
  path: string;
  fileName: string;
  type: SniffedType;
}

export interface MediaServiceOptions {
  log: FastifyBaseLogger;
  /** Where a deletion is told (`MediaDeleted`): the projects whose cover it was forget it. */
  events: EventHub;
  /** The largest file of each kind, decided once its bytes are in: audio (stems are long), and the rest. */
  maxBytes: { audio: number; other: number };
}

const unsupportedMedia = () => new AppError(415, 'UNSUPPORTED_MEDIA', UNSUPPORTED_MEDIA);
const mediaNotFound = () => notFound(MEDIA_NOT_FOUND, 'MEDIA_NOT_FOUND');

/** The 413 for a file larger than its kind may be, once the bytes said which kind it is. */
function tooLargeFor(
  kind: SniffedType['kind'],
  sizeBytes: number,
  maxBytes: MediaServiceOptions['maxBytes'],
) {
  const max = kind === 'audio' ? maxBytes.audio : maxBytes.other;
  if (sizeBytes <= max) return null;
  const what = kind === 'audio' ? 'audio files' : 'images and videos';
  return payloadTooLarge(`The file is too large: ${what} can be at most ${formatBytes(max)}.`);
}

/** An audio file's peaks and their gzip twin. */
const peaksFiles = (peaksFileName: string | null) =>
  peaksFileName ? [peaksFileName, gzipTwinOf(peaksFileName)] : [];

/** The library's rules (API.md "Media, uploads, library"): who sees, changes and saves what. */
export function mediaService(db: Database, storage: MediaStorage, options: MediaServiceOptions) {
  const media = mediaRepository(db);
  const analyse = mediaAnalyser(storage, options.log);

  /** The row if `viewerId` may see it (public, theirs, or in a song they hear); 404 otherwise, as for an unknown id. */
  async function findVisible(id: string, viewerId: string | null): Promise<MediaView> {
    const row = isUuid(id) ? await media.findVisible(id, viewerId) : undefined;
    if (!row) throw mediaNotFound();
    return row;
  }

  /**
   * Analyses an upload from its temp file, keeps it in the store and records it; on failure
   * nothing of it stays.
   */
  async function record(named: NamedUpload, ownerUserId: string, upload: ReceivedUpload): Promise<MediaView> {
    const { id, fileName, type } = named;
    const made: Array<string | null> = [];
    try {
      const analysis = await analyse(id, named, type);
      made.push(analysis.thumbnailFileName, ...peaksFiles(analysis.peaksFileName));
      await storage.keep(named.path, fileName, { contentType: type.mimeType });
      const row = await media.insert({
        id,
        ownerUserId,
        fileName,
        originalName: upload.originalName,
        title: upload.title,
        sizeBytes: upload.sizeBytes,
        visibility: upload.visibility,
        ...analysis,
      });
      return { ...row, savedByMe: false };
    } catch (err) {
      await storage.remove(fileName, ...made);
      throw err;
    }
  }

  return {
    /**
     * Keeps an upload: its type comes from its bytes (sniff.ts), it is analysed once (analyse.ts),
     * stored as `{id}.{ext}` and recorded. The temp file never outlives the call.
     */
    async upload(ownerUserId: string, upload: ReceivedUpload): Promise<MediaView> {
      let path = upload.tempPath;
      try {
        const type = await sniffFile((offset, length) => storage.readAt(path, offset, length));
        if (!type) throw unsupportedMedia();
        const tooLarge = tooLargeFor(type.kind, upload.sizeBytes, options.maxBytes);
        if (tooLarge) throw tooLarge;
        path = await storage.nameTemp(path, type.ext);
        const id = randomUUID();
        return await record({ id, path, fileName: `${id}.${type.ext}`, type }, ownerUserId, upload);
      } finally {
        await storage.removeTemp(path);
      }
    },

    /** The row as `viewerId` sees it; its owner also learns which songs it is a track of. */
    async get(id: string, viewerId: string | null): Promise<MediaView> {
      const row = await findVisible(id, viewerId);
      if (row.ownerUserId !== viewerId) return row;
      return { ...row, usedIn: (await media.usedIn([row.id])).get(row.id) ?? [] };
    },

    /** One page of the user's own uploads, or of what they saved and may still see. */
    async list(userId: string, query: MediaListQuery) {
      const list: MediaList = query.saved ? 'saved' : 'own';
      const filter = {
        kind: query.kind,
        q: query.q,
        cursor: query.cursor ? decodeMediaCursor(query.cursor, list) : null,
        take: query.limit + 1,
      };
      const rows =
        list === 'saved' ? await media.listSaved(userId, filter) : await media.listOwn(userId, filter);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const more = rows.length > query.limit && last;
      // The owner's own files say which songs they are a track of.
      const used = list === 'own' ? await media.usedIn(page.map((row) => row.id)) : new Map();
      return {
        page: list === 'own' ? page.map((row) => ({ ...row, usedIn: used.get(row.id) ?? [] })) : page,
        nextCursor: more ? encodeMediaCursor({ list, id: last.id, time: last.cursorTime }) : null,
      };
    },

    /** The owner renames it or changes who sees it; 404 for everyone else, as if it did not exist. */
    async update(id: string, ownerId: string, changes: UpdateMediaBody): Promise<MediaView> {
      if (!isUuid(id) || !(await media.updateOwned(id, ownerId, changes))) throw mediaNotFound();
      return findVisible(id, ownerId);
    },

    /**
     * The owner deletes it: the row (and everyone's saves of it), covers and avatars pointing at it
     * in the same transaction, then its files.
     */
    async remove(id: string, ownerId: string): Promise<void> {
      if (!isUuid(id)) throw mediaNotFound();
      const deleted = await transactionWithEvents(db, options.events, async (tx, outbox) => {
        const repo = mediaRepository(tx);
        // Read before the deletion clears them: the songs that play it turn its tracks silent.
        const songProjectIds = await repo.songsUsing(id);
        const files = await repo.deleteOwned(id, ownerId);
        if (!files) return null;
        const names = [files.fileName, files.thumbnailFileName, ...peaksFiles(files.peaksFileName)].filter(
          (name) => name !== null,
        );
        const projectIds = await repo.clearPointersTo(
          [files.fileName, files.thumbnailFileName].filter((name) => name !== null).map(mediaUrl),
        );
        outbox.emit('MediaDeleted', { mediaId: id, ownerId, projectIds, songProjectIds });
        return { names };
      });
      if (!deleted) throw mediaNotFound();
      await storage.remove(...deleted.names);
    },

    /** Saving what one may see; saving twice is saving once. */
    async save(id: string, userId: string): Promise<void> {
      await findVisible(id, userId);
      await media.saveIfVisible(userId, id);
    },

    /** Unsaving what one may see (a save of what has since become private stays out of lists). */
    async unsave(id: string, userId: string): Promise<void> {
      await findVisible(id, userId);
      await media.unsave(userId, id);
    },

    /**
     * A stored file or thumbnail to serve, or null, as for a name that is not there. Only names of
     * the upload pattern are looked at, and only files with a row are served, with the type decided
     * at upload. A private file is served to its owner, and to those who hear it in the song of a
     * project they can see (never cached by others: `isPublic` is false): `viewerId` (which reads the session)
     * is asked for private files alone, so a public file's answer never depends on, or refreshes,
     * a session cookie.
     */
    async open(
      fileName: string,
      viewerId: () => Promise<string | null>,
      acceptsGzip = false,
    ): Promise<ServedFile | null> {
      const id = MEDIA_FILE_NAME.exec(fileName)?.[1];
      const row = id ? await media.findFiles(id) : undefined;
      if (!row) return null;
      const served = servedAs(row, fileName);
      if (!served) return null;
      const isPublic = row.visibility === 'public';
      if (!isPublic) {
        const viewer = await viewerId();
        // A private file is its owner's, its band's when it is in their song, and a conversation's
        // when it was shared in it.
        if (row.ownerUserId !== viewer && !(await media.grantedTo(row.id, viewer))) return null;
      }
      // Peaks have a gzip twin: a third of the bytes, for a client that takes it.
      const twin = served.gzipTwin && acceptsGzip ? await storage.open(gzipTwinOf(fileName)) : null;
      const file = twin ?? (await storage.open(fileName));
      if (!file) return null;
      const etag = twin ? `${served.etag.slice(0, -1)}.gz"` : served.etag;
      return { etag, mimeType: served.mimeType, isPublic, encoding: twin ? 'gzip' : null, stored: file };
    },
  };
}

/** How a stored name of a row is served: the upload itself, its thumbnail, or its peaks; null for none of them. */
function servedAs(
  row: {
    id: string;
    mimeType: string;
    fileName: string;
    thumbnailFileName: string | null;
    peaksFileName: string | null;
  },
  fileName: string,
): { etag: string; mimeType: string; gzipTwin: boolean } | null {
  if (fileName === row.fileName) return { etag: `"${row.id}"`, mimeType: row.mimeType, gzipTwin: false };
  if (fileName === row.thumbnailFileName)
    return { etag: `"${row.id}.thumb"`, mimeType: 'image/webp', gzipTwin: false };
  if (fileName === row.peaksFileName)
    return { etag: `"${row.id}.peaks"`, mimeType: 'application/octet-stream', gzipTwin: true };
  return null;
}

export type MediaService = ReturnType<typeof mediaService>;
