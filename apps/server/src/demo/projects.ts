import { CommentBody, CreateProjectBody } from '@create-together/contract';
import { and, eq } from 'drizzle-orm';
import { projectComments, projectLikes, projectMembers, projects } from '../db/schema';
import { insertOwnedProject } from '../modules/projects/new-project';
import type { DemoContext, DemoWorld } from './context';
import { insertContributions, type Membership } from './contributions';
import type { StoredFile } from './files';
import { coverImage, PALETTES } from './media-art';
import type { CreatorKey } from './world/creators';
import type { DemoProject } from './world/project-types';
import { MORE_PROJECTS } from './world/projects-more';
import { MUSIC_PROJECTS } from './world/projects-music';
import { VISUAL_PROJECTS } from './world/projects-visual';

/** Every project of the demo: all the contract's project types, music most of all. */
export const DEMO_PROJECTS: DemoProject[] = [...MUSIC_PROJECTS, ...VISUAL_PROJECTS, ...MORE_PROJECTS];

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The projects, each made as POST /api/projects makes one (insertOwnedProject: the owner member,
 * the cover from the owner's library made public), then dated, filled with members, contributions,
 * likes and comments. Counters are set from the rows at the end of the load (counters.ts).
 */
export async function insertProjects(ctx: DemoContext, world: DemoWorld): Promise<void> {
  const { tx, time, random, files } = ctx;
  // Drawn and stored side by side: sharp and the thumbnails run on libuv's threads meanwhile.
  const covers = await files.storeAll(
    tx,
    DEMO_PROJECTS.map((p) => [
      world.users[p.owner],
      coverImage(random.fork(`cover:${p.key}`), PALETTES[p.palette], p.type).then((bytes) => ({
        bytes,
        originalName: `${p.key}-cover.webp`,
        title: `${p.name} cover`,
        uploadedAt: time.later(time.daysAgo(p.createdDaysAgo), -0.2),
      })),
    ]),
  );
  for (const [i, p] of DEMO_PROJECTS.entries()) {
    const ownerId = world.users[p.owner];
    const createdAt = time.daysAgo(p.createdDaysAgo);
    const cover = covers[i] as StoredFile;
    const body = CreateProjectBody.parse({
      name: p.name,
      description: p.description,
      projectType: p.type,
      isPublic: p.isPublic,
      coverImageUrl: cover.url,
      startDate: p.schedule ? epochSeconds(time.daysAgo(p.schedule.startDaysAgo)) : null,
      endDate: p.schedule
        ? epochSeconds(new Date(time.now.getTime() - p.schedule.endDaysAgo * 86_400_000))
        : null,
      contributionCycleDays: p.contributionCycleDays ?? null,
      goals: p.goals,
      requiredSkills: p.requiredSkills,
    });
    const projectId = await insertOwnedProject(tx, ownerId, body);
    world.projects[p.key] = projectId;
    await tx
      .update(projectMembers)
      .set({ joinedAt: createdAt })
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, ownerId)));

    const members: Membership = new Map([[p.owner, createdAt]]);
    for (const [member, daysAgo] of p.members) members.set(member, time.daysAgo(daysAgo));
    if (p.members.length > 0) {
      await tx.insert(projectMembers).values(
        p.members.map(([member, daysAgo]) => ({
          projectId,
          userId: world.users[member],
          role: 'contributor',
          joinedAt: time.daysAgo(daysAgo),
        })),
      );
    }

    const { mainContent, lastMergedAt } = await insertContributions(ctx, world, p, projectId, members);
    await insertReactions(ctx, world, p, projectId, members);

    // What the product's own writes leave: a merge rewrites the workspace (and `updated_at`), and
    // completing a project is an edit made when it ended.
    const ended = p.status !== 'active' && p.schedule ? time.daysAgo(p.schedule.endDaysAgo) : null;
    const lastChange = [createdAt, lastMergedAt, ended].reduce<Date>(
      (latest, d) => (d && d > latest ? d : latest),
      createdAt,
    );
    await tx
      .update(projects)
      .set({
        status: p.status,
        mainContent,
        workspaceUpdatedAt: lastMergedAt ?? createdAt,
        viewsCount: p.views,
        createdAt,
        updatedAt: lastChange,
      })
      .where(eq(projects.id, projectId));
  }
}

/** Likes and comments: from anyone who can see the project (only members see a private one). */
async function insertReactions(
  ctx: DemoContext,
  world: DemoWorld,
  p: DemoProject,
  projectId: string,
  members: Membership,
): Promise<void> {
  const { tx, time, random } = ctx;
  const mustSee = (who: CreatorKey) => {
    if (!p.isPublic && !members.has(who)) {
      throw new Error(`Demo data: ${who} cannot see the private project "${p.name}".`);
    }
  };
  const created = time.daysAgo(p.createdDaysAgo).getTime();
  const likes = p.likes.map((who) => {
    mustSee(who);
    const from = Math.max(created, members.get(who)?.getTime() ?? created);
    const at = new Date(
      from + random.fork(`like:${p.key}:${who}`).next() * (time.now.getTime() - 60_000 - from),
    );
    return { projectId, userId: world.users[who], createdAt: at };
  });
  if (likes.length > 0) await tx.insert(projectLikes).values(likes);
  const comments = p.comments.map(([who, daysAgo, content]) => {
    mustSee(who);
    const at = time.daysAgo(daysAgo);
    if (at.getTime() < created) throw new Error(`Demo data: a comment on "${p.name}" predates it.`);
    return {
      projectId,
      authorUserId: world.users[who],
      content: CommentBody.parse({ content }).content,
      createdAt: at,
    };
  });
  if (comments.length > 0) await tx.insert(projectComments).values(comments);
}
