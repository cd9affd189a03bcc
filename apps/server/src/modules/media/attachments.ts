import type { Media } from '@create-together/contract';
import { type AnyColumn, and, eq, getTableColumns, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type MediaRow, media, mediaSaves } from '../../db/schema';
import { validationFailed } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { presentMedia } from './presenter';

// Attaching a library file to something others see (a post, a contribution, a project cover, an
// avatar) makes it public: otherwise everyone else would see a broken file. Shared by the posts,
// contributions, projects and users modules.

export const NOT_YOUR_MEDIA = 'mediaId: You can only attach files from your own library.';

/** The media columns to select beside a row that has one attached (left join). */
export const attachedMediaColumns = getTableColumns(media);

/**
 * Join condition for the file attached through `mediaId`, as far as the viewer may see it: public,
 * or their own (its owner may have made it private since it was attached).
 */
export const attachedMediaFor = (mediaId: AnyColumn, viewerId: string | null): SQL | undefined =>
  and(
    eq(media.id, mediaId),
    viewerId === null
      ? eq(media.visibility, 'public')
      : or(eq(media.visibility, 'public'), eq(media.ownerUserId, viewerId)),
  );

/** Whether the viewer saved the joined media item (false for a visitor). */
export const mediaSavedBy = (viewerId: string | null): SQL<boolean> =>
  viewerId === null
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from ${mediaSaves} where ${mediaSaves.userId} = ${viewerId} and ${mediaSaves.mediaId} = ${media.id})`;

/**
 * One statement: the owner's file becomes public; its id, or undefined when there is no such file
 * of theirs (the same answer whether it is someone else's or does not exist, so nothing leaks).
 */
async function publish(tx: Executor, where: SQL | undefined): Promise<string | undefined> {
  const [row] = await tx
    .update(media)
    .set({ visibility: 'public', updatedAt: sql`now()` })
    .where(where)
    .returning({ id: media.id });
  return row?.id;
}

/** The author's own media item, made public; 400 for anyone else's (or none). Answers its id. */
export async function attachOwnMedia(tx: Executor, mediaId: string, ownerUserId: string): Promise<string> {
  const id = isUuid(mediaId)
    ? await publish(tx, and(eq(media.id, mediaId.toLowerCase()), eq(media.ownerUserId, ownerUserId)))
    : undefined;
  if (!id) throw validationFailed(NOT_YOUR_MEDIA);
  return id;
}

/** `/media/{file}` (or its thumbnail), as a cover or an avatar holds it; null for any other address. */
export function mediaFileName(address: string | null | undefined): string | null {
  const match = address ? /^\/media\/([\w.-]+)$/.exec(address.split(/[?#]/, 1)[0] ?? '') : null;
  return match?.[1] ?? null;
}

/**
 * When `address` is one of the owner's own files, that file becomes public (a cover or avatar is
 * shown to everyone); answers the file's row then. Any other address (someone else's file, another
 * site) is left alone: null.
 */
export async function publishOwnMediaAt(
  tx: Executor,
  address: string | null | undefined,
  ownerUserId: string,
): Promise<Pick<MediaRow, 'fileName' | 'thumbnailFileName' | 'mimeType'> | null> {
  const fileName = mediaFileName(address);
  if (fileName === null) return null;
  const [row] = await tx
    .update(media)
    .set({ visibility: 'public', updatedAt: sql`now()` })
    .where(
      and(
        eq(media.ownerUserId, ownerUserId),
        or(eq(media.fileName, fileName), eq(media.thumbnailFileName, fileName)),
      ),
    )
    .returning({
      fileName: media.fileName,
      thumbnailFileName: media.thumbnailFileName,
      mimeType: media.mimeType,
    });
  return row ?? null;
}

/**
 * An avatar set to `address`: one of the owner's own images becomes public, and the avatar is its
 * thumbnail — an avatar is shown a few dozen pixels wide in every list, and the picture as uploaded
 * (a 4,000-pixel photo, a 256-pixel PNG) is many times the bytes. An animated GIF keeps its frames
 * (its thumbnail is one still; an animated WebP shows its first frame, as its thumbnail); any other
 * address is kept as it is.
 */
export async function publishOwnAvatarAt(
  tx: Executor,
  address: string | null,
  ownerUserId: string,
): Promise<string | null> {
  const file = await publishOwnMediaAt(tx, address, ownerUserId);
  if (!file?.thumbnailFileName || file.mimeType === 'image/gif') return address;
  return `/media/${file.thumbnailFileName}`;
}

/** The attached file as the contract's Media, or null when there is none (or the viewer may not see it). */
export function presentAttachedMedia(row: MediaRow | null, savedByMe: boolean): Media | null {
  return row === null ? null : presentMedia({ ...row, savedByMe });
}
