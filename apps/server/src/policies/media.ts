import { eq, or, type SQL, sql } from 'drizzle-orm';
import { media, projectMedia, projectMembers, projects } from '../db/schema';

/**
 * A file in the song of a project the viewer can see (public, or theirs as a member): a project's
 * grant lets its band hear a member's private stem without making it public (music-tracks.md §1.4).
 */
export const inSongOfVisibleProject = (mediaId: SQL | string, viewerId: string | null): SQL => sql`exists (
  select 1 from ${projectMedia} join ${projects} on ${projects.id} = ${projectMedia.projectId}
   where ${projectMedia.mediaId} = ${mediaId}
     and (${projects.isPublic}${
       viewerId
         ? sql` or exists (select 1 from ${projectMembers} where ${projectMembers.projectId} = ${projects.id} and ${projectMembers.userId} = ${viewerId})`
         : sql``
     }))`;

/**
 * Where-condition on `media` rows: what `viewerId` may see and hear — public files, their own, and
 * files heard in the song of a project they can see (null: a visitor).
 */
export const visibleMedia = (viewerId: string | null): SQL =>
  viewerId
    ? (or(
        eq(media.visibility, 'public'),
        eq(media.ownerUserId, viewerId),
        inSongOfVisibleProject(sql`${media.id}`, viewerId),
      ) as SQL)
    : (or(eq(media.visibility, 'public'), inSongOfVisibleProject(sql`${media.id}`, null)) as SQL);
