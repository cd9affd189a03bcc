import { ContributionBody } from '@create-together/contract';
import { contributions, contributionVotes } from '../db/schema';
import { appendContribution } from '../modules/contributions/merge-text';
import { attachOwnMedia } from '../modules/media/attachments';
import type { DemoContext, DemoWorld } from './context';
import { renderWav } from './media-audio';
import type { CreatorKey } from './world/creators';
import type { DemoProject } from './world/project-types';
import { SOUNDS } from './world/sounds';

/** When each member joined the project (the owner when it was made). */
export type Membership = Map<CreatorKey, Date>;

/** A demo date that breaks the product's own order of things is a mistake in the data: say which. */
function requireMember(project: DemoProject, members: Membership, who: CreatorKey, at: Date, doing: string) {
  const joined = members.get(who);
  if (!joined || joined > at) {
    throw new Error(`Demo data: ${who} ${doing} "${project.name}" without being a member at the time.`);
  }
}

/**
 * A project's contributions as the workspace makes them: proposed by members (an attached stem is
 * made public, as `propose` does), voted on by members while open, and the merged ones appended to
 * the main content under their heading in merge order (contributions/merge-text.ts). Answers the
 * main content and the time of the last merge.
 */
export async function insertContributions(
  ctx: DemoContext,
  world: DemoWorld,
  project: DemoProject,
  projectId: string,
  members: Membership,
): Promise<{ mainContent: string; lastMergedAt: Date | null }> {
  const { tx, time, random, files } = ctx;
  const merged: Array<{ authorUsername: string; content: string; mergedAt: Date }> = [];
  for (const [index, c] of (project.contributions ?? []).entries()) {
    const createdAt = time.daysAgo(c.daysAgo);
    const mergedAt = c.mergedDaysAgo === undefined ? null : time.daysAgo(c.mergedDaysAgo);
    requireMember(project, members, c.author, createdAt, 'proposed to');
    const authorId = world.users[c.author];
    let mediaId: string | null = null;
    if (c.sound) {
      const file = await files.store(tx, authorId, {
        bytes: renderWav(SOUNDS[c.sound], random.fork(`sound:${c.sound}`)),
        originalName: `${c.sound}.wav`,
        title: `${project.name} — ${c.sound.replace(/-/g, ' ')}`,
        uploadedAt: time.later(createdAt, -0.5),
      });
      mediaId = await attachOwnMedia(tx, file.row.id, authorId);
    }
    const body = ContributionBody.parse({ content: c.content, mediaId });
    const [row] = await tx
      .insert(contributions)
      .values({
        projectId,
        authorUserId: authorId,
        content: body.content,
        mediaId,
        status: mergedAt ? 'merged' : 'open',
        mergedAt,
        createdAt,
        updatedAt: mergedAt ?? createdAt,
      })
      .returning({ id: contributions.id });
    if (!row) throw new Error('INSERT … RETURNING gave no row');

    // Votes come in while it is open, from members only, never its author; `votes` is their sum (counters.ts).
    const closes = mergedAt ?? time.now;
    const votes = Object.entries(c.votes ?? {}) as Array<[CreatorKey, 1 | -1]>;
    if (votes.length > 0) {
      await tx.insert(contributionVotes).values(
        votes.map(([voter, value]) => {
          const joined = members.get(voter);
          const from = Math.max(createdAt.getTime(), joined?.getTime() ?? Number.POSITIVE_INFINITY);
          const at = new Date(
            from + random.fork(`vote:${project.key}:${index}:${voter}`).next() * (closes.getTime() - from),
          );
          requireMember(project, members, voter, at, 'voted in');
          if (voter === c.author)
            throw new Error(`${voter} votes on their own contribution to ${project.key}`);
          return { contributionId: row.id, userId: world.users[voter], value, createdAt: at };
        }),
      );
    }
    if (mergedAt) merged.push({ authorUsername: world.usernames[c.author], content: body.content, mergedAt });
    else
      world.pending.push({
        type: 'contribution_proposed',
        projectId,
        author: c.author,
        content: body.content,
        at: createdAt,
      });
  }

  merged.sort((a, b) => a.mergedAt.getTime() - b.mergedAt.getTime());
  const mainContent = merged.reduce(appendContribution, project.mainContent);
  return { mainContent, lastMergedAt: merged.at(-1)?.mergedAt ?? null };
}
