import { z } from 'zod';

// Apart from versions.ts so that the room's `version_created` (socket/rooms.ts, loaded on every
// signed-in page) takes the causes without the versions' schemas and what they import.

/**
 * What made a version: `edit` (a burst of live edits ended), `merge` (a contribution went in),
 * `replace` (PUT /workspace saved a whole text), `restore` (an older version made current again),
 * `import` (the text as it was before the project's first live edit), `tracks` (a track of the song
 * added, given a new file, or removed).
 */
export const VERSION_CAUSES = ['edit', 'merge', 'replace', 'restore', 'import', 'tracks'] as const;
export const VersionCause = z.enum(VERSION_CAUSES);
export type VersionCause = z.infer<typeof VersionCause>;
