import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import type { MediaStorage } from '../modules/media/storage';
import { insertCollectives } from './collectives';
import type { DemoContext, DemoWorld } from './context';
import { setCounters } from './counters';
import { DEMO_PASSWORD, insertCreators } from './creators';
import { demoFiles } from './files';
import { insertNotifications } from './notifications';
import { insertPosts } from './posts';
import { insertProjects } from './projects';
import { seededRandom } from './random';
import { insertConversations, insertFriends } from './social';
import { insertSongs } from './songs';
import { timeline } from './timeline';
import { demoEmail } from './world/creators';

export { DEMO_PASSWORD } from './creators';

/** One seed, one world: every load draws the same pictures and plays the same notes. */
const DEMO_SEED = 20_260_101;
// Any fixed 64-bit number: two processes loading at once (DEMO_DATA with several servers) take turns.
const DEMO_LOCK = 7_424_270_020;

export const ALREADY_HAS_USERS =
  'The database already has users; demo data is only loaded into an empty database.';

/** The line printed after a load: who to sign in as. */
export const DEMO_SIGN_IN = `Sign in as ${demoEmail('maya')} (or any demo creator, e.g. theo@demo.create-together.app, or a username such as maya.okafor) with the password "${DEMO_PASSWORD}".`;

export interface DemoDeps {
  db: Database;
  /** Where uploads live (media/stores.ts). */
  storage: MediaStorage;
  log: FastifyBaseLogger;
  /** Aborting stops the load at its next step; nothing of it stays. */
  signal?: AbortSignal;
  /** The moment the world is dated from (now). */
  now?: Date;
}

export interface DemoSummary {
  creators: number;
  projects: number;
  collectives: number;
  posts: number;
  conversations: number;
  notifications: number;
  files: number;
  milliseconds: number;
}

/**
 * Loads the demo world into an empty database (README.md here): creators, projects of every type,
 * collectives, friends, conversations, posts and their files. Answers null, changing nothing, when
 * the database already has users.
 *
 * The rows go in one transaction, under an advisory lock, after the users table was found empty.
 * Files are written into the media store during it (the media module analyses them on disk first) and
 * removed again if it fails or is aborted: either everything is there, or nothing is.
 */
export async function loadDemoData(deps: DemoDeps): Promise<DemoSummary | null> {
  const started = Date.now();
  const files = demoFiles(deps.storage, deps.log);
  try {
    const loaded = await deps.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_LOCK})`);
      const [someone] = await tx.select({ id: users.id }).from(users).limit(1);
      if (someone) return null;

      const ctx: DemoContext = {
        tx,
        time: timeline(deps.now ?? new Date()),
        random: seededRandom(DEMO_SEED),
        files,
      };
      const step = async <T>(work: () => Promise<T>): Promise<T> => {
        deps.signal?.throwIfAborted();
        return work();
      };
      const world: DemoWorld = { ...(await step(() => insertCreators(ctx))), projects: {}, pending: [] };
      await step(() => insertProjects(ctx, world));
      await step(() => insertSongs(ctx, world));
      await step(() => insertCollectives(ctx, world));
      const friendsSince = await step(() => insertFriends(ctx, world));
      await step(() => insertConversations(ctx, world, friendsSince));
      await step(() => insertPosts(ctx, world));
      const notifications = await step(() => insertNotifications(ctx, world));
      await step(() => setCounters(tx));
      deps.signal?.throwIfAborted();
      return { ...(await count(tx)), notifications, files: files.count() };
    });
    return loaded && { ...loaded, milliseconds: Date.now() - started };
  } catch (err) {
    await files.removeAll();
    throw err;
  }
}

/**
 * Whether the database has users already, asked before migrating (a database made by an older
 * version is then left exactly as it is); false when there is no users table yet.
 */
export async function databaseHasUsers(db: Database): Promise<boolean> {
  const { rows } = await db.execute<{ table: string | null }>(
    sql`SELECT to_regclass('public.users') AS table`,
  );
  if (!rows[0]?.table) return false;
  const [someone] = await db.select({ id: users.id }).from(users).limit(1);
  return someone !== undefined;
}

/** How many of each thing the load made. */
async function count(tx: DemoContext['tx']) {
  const { rows } = await tx.execute<
    Record<'creators' | 'projects' | 'collectives' | 'posts' | 'conversations', string>
  >(sql`
    SELECT (SELECT count(*) FROM users) AS creators, (SELECT count(*) FROM projects) AS projects,
           (SELECT count(*) FROM collectives) AS collectives, (SELECT count(*) FROM posts) AS posts,
           (SELECT count(*) FROM conversations) AS conversations`);
  const row = rows[0];
  return {
    creators: Number(row?.creators),
    projects: Number(row?.projects),
    collectives: Number(row?.collectives),
    posts: Number(row?.posts),
    conversations: Number(row?.conversations),
  };
}

/** "12 creators, 16 projects, …": one line for the log and the command. */
export const describeSummary = (s: DemoSummary) =>
  `${s.creators} creators, ${s.projects} projects, ${s.collectives} collectives, ${s.posts} posts, ` +
  `${s.conversations} conversations, ${s.notifications} notifications and ${s.files} files ` +
  `in ${(s.milliseconds / 1000).toFixed(1)} s`;

/**
 * DEMO_DATA=true at start-up (server.ts, after the migrations, before listening): loads the demo
 * world into an empty database, and otherwise starts as usual. Answers whether it loaded.
 */
export async function loadDemoDataAtStart(
  db: Database,
  storage: MediaStorage,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const summary = await loadDemoData({ db, storage, log });
  if (summary) log.info(`DEMO_DATA: loaded ${describeSummary(summary)}. ${DEMO_SIGN_IN}`);
  else log.info(`DEMO_DATA: ${ALREADY_HAS_USERS} Starting as usual.`);
  return summary !== null;
}
