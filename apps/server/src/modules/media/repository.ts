import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type MediaRow, media } from '../../db/schema';

export type NewMedia = Pick<
  MediaRow,
  'id' | 'ownerUserId' | 'kind' | 'mimeType' | 'fileName' | 'originalName' | 'title' | 'sizeBytes'
>;

export function mediaRepository(db: Executor) {
  return {
    async insert(values: NewMedia): Promise<MediaRow> {
      const [row] = await db.insert(media).values(values).returning();
      if (!row) throw new Error('INSERT … RETURNING gave no row');
      return row;
    },

    async findByFileName(fileName: string): Promise<Pick<MediaRow, 'id' | 'mimeType'> | undefined> {
      const [row] = await db
        .select({ id: media.id, mimeType: media.mimeType })
        .from(media)
        .where(eq(media.fileName, fileName))
        .limit(1);
      return row;
    },
  };
}
