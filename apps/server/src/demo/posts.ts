import { CreatePostBody, PostCommentBody } from '@create-together/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { mediaSaves, postComments, postLikes, posts, projectMembers } from '../db/schema';
import { attachOwnMedia } from '../modules/media/attachments';
import type { DemoContext, DemoWorld } from './context';
import type { DemoFile } from './files';
import { artworkImage, PALETTES } from './media-art';
import { renderWav } from './media-audio';
import type { CreatorKey } from './world/creators';
import { type DemoPost, POSTS } from './world/posts';
import { SOUNDS } from './world/sounds';

/** A post's file (a sound or a picture), as uploaded to the author's library a little before the post. */
async function postFile(ctx: DemoContext, post: DemoPost, index: number): Promise<DemoFile> {
  const { time, random } = ctx;
  const uploadedAt = time.later(time.daysAgo(post.daysAgo), -0.3);
  if (post.sound) {
    const bytes = renderWav(SOUNDS[post.sound.name], random.fork(`sound:${post.sound.name}`));
    return { bytes, originalName: `${post.sound.name}.wav`, title: post.sound.title, uploadedAt };
  }
  if (!post.artwork) throw new Error('Demo data: this post has no file.');
  const { style, palette, title } = post.artwork;
  const bytes = await artworkImage(random.fork(`artwork:${index}`), PALETTES[palette], style);
  return { bytes, originalName: `${title.toLowerCase().replace(/\W+/g, '-')}.webp`, title, uploadedAt };
}

/**
 * Posts as POST /api/posts makes them (the attached file made public, the project one the author
 * belongs to), with likes and comments from the people around them; counters are set from the
 * rows at the end of the load (counters.ts). Recent reactions are left for notifications.
 */
export async function insertPosts(ctx: DemoContext, world: DemoWorld): Promise<void> {
  const { tx, time, random } = ctx;
  const withFiles = POSTS.flatMap((post, i) => (post.sound || post.artwork ? [i] : []));
  const stored = await ctx.files.storeAll(
    tx,
    withFiles.map((i) => {
      const post = POSTS[i] as DemoPost;
      return [world.users[post.author], postFile(ctx, post, i)];
    }),
  );
  const fileOf = new Map(withFiles.map((postIndex, i) => [postIndex, stored[i]]));
  for (const [i, post] of POSTS.entries()) {
    const authorId = world.users[post.author];
    const createdAt = time.daysAgo(post.daysAgo);
    const file = fileOf.get(i) ?? null;
    const projectId = post.project ? world.projects[post.project] : null;
    if (projectId && !(await isMember(ctx, projectId, authorId))) {
      throw new Error(`Demo data: ${post.author} posts about "${post.project}" without being a member.`);
    }
    const body = CreatePostBody.parse({ content: post.content, mediaId: file?.row.id ?? null, projectId });
    const mediaId = body.mediaId ? await attachOwnMedia(tx, body.mediaId, authorId) : null;
    const [row] = await tx
      .insert(posts)
      .values({ authorUserId: authorId, content: body.content, mediaId, projectId, createdAt })
      .returning({ id: posts.id });
    if (!row) throw new Error('INSERT … RETURNING gave no row');

    const likes = post.likes.map((who) => {
      if (who === post.author) throw new Error(`Demo data: ${who} likes their own post.`);
      const at = new Date(
        createdAt.getTime() +
          random.fork(`post-like:${i}:${who}`).next() * (time.now.getTime() - 60_000 - createdAt.getTime()),
      );
      return { postId: row.id, userId: world.users[who], createdAt: at, who };
    });
    if (likes.length > 0) await tx.insert(postLikes).values(likes.map(({ who: _, ...like }) => like));
    const comments = (post.comments ?? []).map(([who, hoursAfter, content]) => ({
      postId: row.id,
      authorUserId: world.users[who],
      content: PostCommentBody.parse({ content }).content,
      createdAt: time.later(createdAt, hoursAfter),
      who,
    }));
    if (comments.length > 0)
      await tx.insert(postComments).values(comments.map(({ who: _, ...comment }) => comment));

    for (const like of likes)
      world.pending.push({
        type: 'post_liked',
        postId: row.id,
        author: post.author,
        by: like.who,
        at: like.createdAt,
      });
    for (const c of comments) {
      world.pending.push({
        type: 'post_commented',
        postId: row.id,
        author: post.author,
        by: c.who,
        content: c.content,
        at: c.createdAt,
      });
    }
  }
  await insertLibraryExtras(ctx, world);
}

async function isMember(ctx: DemoContext, projectId: string, userId: string): Promise<boolean> {
  const rows = await ctx.tx
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
  return rows.length > 0;
}

/** A private work in progress in Maya's library, and a few files people saved from others' posts. */
async function insertLibraryExtras(ctx: DemoContext, world: DemoWorld): Promise<void> {
  const { tx, time, random, files } = ctx;
  await files.store(tx, world.users.maya, {
    bytes: renderWav(SOUNDS['late-night-loop'], random.fork('sound:late-night-loop')),
    originalName: 'blue-hour-idea.wav',
    title: 'Blue Hour — loop idea (private)',
    uploadedAt: time.daysAgo(0.6),
  });
  const saves: Array<[CreatorKey, CreatorKey, number]> = [
    ['maya', 'kenji', 0.9],
    ['theo', 'maya', 1.5],
    ['yuki', 'amara', 6],
    ['lena', 'priya', 3.5],
  ];
  for (const [saver, author, daysAgo] of saves) {
    const [post] = await tx
      .select({ mediaId: posts.mediaId })
      .from(posts)
      .where(and(eq(posts.authorUserId, world.users[author]), isNotNull(posts.mediaId)))
      .orderBy(posts.createdAt)
      .limit(1);
    if (!post?.mediaId) throw new Error(`Demo data: ${author} has no post with a file to save.`);
    await tx
      .insert(mediaSaves)
      .values({ userId: world.users[saver], mediaId: post.mediaId, createdAt: time.daysAgo(daysAgo) });
  }
}
