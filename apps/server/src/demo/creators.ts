import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { publishOwnAvatarAt } from '../modules/media/attachments';
import { hashPassword } from '../modules/users/passwords';
import type { DemoContext } from './context';
import type { StoredFile } from './files';
import { avatarImage, PALETTES } from './media-art';
import { CREATOR_KEYS, CREATORS, type CreatorKey, demoEmail } from './world/creators';

/** Every demo creator's password (README.md): the demo is for looking around, not for keeping secrets. */
export const DEMO_PASSWORD = 'create-together';

const byKey = <T>(values: T[]) =>
  Object.fromEntries(CREATOR_KEYS.map((key, i) => [key, values[i] as T])) as Record<CreatorKey, T>;

/**
 * The creators, each with a password hashed as registration hashes it (its own salt) and an
 * avatar from their library, set as a profile edit sets it (the file becomes public).
 */
export async function insertCreators(
  ctx: DemoContext,
): Promise<{ users: Record<CreatorKey, string>; usernames: Record<CreatorKey, string> }> {
  const { tx, time, random, files } = ctx;
  const [hashes, avatars] = await Promise.all([
    Promise.all(CREATOR_KEYS.map(() => hashPassword(DEMO_PASSWORD))),
    Promise.all(
      CREATOR_KEYS.map((key) => avatarImage(random.fork(`avatar:${key}`), PALETTES[CREATORS[key].palette])),
    ),
  ]);
  const rows = await tx
    .insert(users)
    .values(
      CREATOR_KEYS.map((key, i) => {
        const c = CREATORS[key];
        const joined = time.daysAgo(c.joinedDaysAgo);
        return {
          username: c.username,
          email: demoEmail(key),
          passwordHash: hashes[i] as string,
          fullName: c.fullName,
          bio: c.bio,
          skills: c.skills,
          interests: c.interests,
          createdAt: joined,
          updatedAt: joined,
          lastActiveAt: time.daysAgo(c.lastActiveDaysAgo),
        };
      }),
    )
    .returning({ id: users.id, username: users.username });
  const ids = byKey(
    CREATOR_KEYS.map((key) => rows.find((r) => r.username === CREATORS[key].username)?.id ?? ''),
  );

  const stored = await files.storeAll(
    tx,
    CREATOR_KEYS.map((key, i) => [
      ids[key],
      {
        bytes: avatars[i] as Buffer,
        originalName: 'avatar.png',
        title: 'Profile picture',
        uploadedAt: time.later(time.daysAgo(CREATORS[key].joinedDaysAgo), 0.5),
      },
    ]),
  );
  for (const [i, key] of CREATOR_KEYS.entries()) {
    const avatarUrl = await publishOwnAvatarAt(tx, (stored[i] as StoredFile).url, ids[key]);
    await tx.update(users).set({ avatarUrl }).where(eq(users.id, ids[key]));
  }
  return { users: ids, usernames: byKey(CREATOR_KEYS.map((key) => CREATORS[key].username)) };
}
