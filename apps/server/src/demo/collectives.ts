import { and, eq } from 'drizzle-orm';
import { collectiveMembers, collectives, projects } from '../db/schema';
import { insertCollective } from '../modules/collectives/repository';
import { publishOwnAvatarAt } from '../modules/media/attachments';
import type { DemoContext, DemoWorld } from './context';
import { avatarImage, PALETTES } from './media-art';
import { DEMO_PROJECTS } from './projects';
import { COLLECTIVES } from './world/collectives';

/**
 * The collectives, made by the collectives module's own `insertCollective` (founder, members and
 * the exact `members_count` together), then dated; their projects are put in them as the
 * projects' owners would (each owner is a member).
 */
export async function insertCollectives(ctx: DemoContext, world: DemoWorld): Promise<void> {
  const { tx, time, random, files } = ctx;
  const avatars = await Promise.all(
    COLLECTIVES.map((c) => avatarImage(random.fork(`collective:${c.name}`), PALETTES[c.palette])),
  );
  for (const [i, c] of COLLECTIVES.entries()) {
    const founderId = world.users[c.founder];
    const createdAt = time.daysAgo(c.createdDaysAgo);
    const avatar = await files.store(tx, founderId, {
      bytes: avatars[i] as Buffer,
      originalName: 'collective-logo.png',
      title: `${c.name} logo`,
      uploadedAt: time.later(createdAt, -0.1),
    });
    const avatarUrl = await publishOwnAvatarAt(tx, avatar.url, founderId);
    const collectiveId = await insertCollective(tx, {
      name: c.name,
      description: c.description,
      avatarUrl,
      tags: c.tags,
      founderUserId: founderId,
      memberUserIds: c.members.map(([member]) => world.users[member]),
    });
    await tx
      .update(collectives)
      .set({ createdAt, updatedAt: createdAt })
      .where(eq(collectives.id, collectiveId));
    for (const [member, joinedDaysAgo] of [[c.founder, c.createdDaysAgo] as const, ...c.members]) {
      await tx
        .update(collectiveMembers)
        .set({ joinedAt: time.daysAgo(joinedDaysAgo) })
        .where(
          and(
            eq(collectiveMembers.collectiveId, collectiveId),
            eq(collectiveMembers.userId, world.users[member]),
          ),
        );
    }
    for (const key of c.projects) {
      const owner = DEMO_PROJECTS.find((p) => p.key === key)?.owner;
      const projectId = world.projects[key];
      if (!owner || !projectId || (owner !== c.founder && !c.members.some(([m]) => m === owner))) {
        throw new Error(`Demo data: "${key}" cannot be in ${c.name}: its owner is not a member.`);
      }
      await tx.update(projects).set({ collectiveId }).where(eq(projects.id, projectId));
    }
  }
}
