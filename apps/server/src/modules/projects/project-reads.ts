import type { ProjectSnapshot } from './presenter';
import { ProjectCache } from './project-cache';
import type { ProjectsRepository } from './repository';

/** (project, user) pairs whose like is remembered; each is one boolean. */
const LIKES_CACHE_MAX = 100_000;
/** Users whose "member of a private project?" is remembered. */
const PRIVATE_MEMBERS_MAX = 100_000;
/** Explore pages remembered (each up to 100 snapshots). */
const PAGES_MAX = 200;

/** One page of GET /api/projects as anyone without private memberships sees it. */
export interface ListPage {
  snapshots: ProjectSnapshot[];
  nextCursor: string | null;
}

/**
 * What the read routes need on every request, kept in memory so that a popular project's page or
 * a popular search costs no query:
 * - the caller-independent snapshot of a project (the caller's role is read from its contributors);
 * - per (project, user), whether that user likes it;
 * - explore pages over public projects only, shared by every caller who is a member of no private
 *   project (so they see exactly the public ones), and per user whether that is so.
 * Entries expire after `cacheMs`. Every write in this process drops what it changed at once
 * (`invalidate` also drops all pages: any project change may move one in or out of any page).
 */
export function projectReads(repo: ProjectsRepository, cacheMs: number) {
  const snapshots = new ProjectCache<ProjectSnapshot>(cacheMs);
  const likes = new ProjectCache<boolean>(cacheMs, LIKES_CACHE_MAX);
  const privateMembers = new ProjectCache<boolean>(cacheMs, PRIVATE_MEMBERS_MAX);
  const pages = new ProjectCache<ListPage>(cacheMs, PAGES_MAX);
  const snapshotLoads = new Map<string, Promise<ProjectSnapshot | null>>();
  const pageLoads = new Map<string, Promise<ListPage | null>>();
  /**
   * Bumped by every invalidation. A read that overlapped one may have seen the old rows, so it
   * answers but does not fill the cache (otherwise it could put back what was just dropped).
   */
  let writes = 0;
  /** View flushes under way: a snapshot read meanwhile may or may not include their views. */
  let flushing = 0;

  /** From the cache, else loaded once however many requests ask at the same moment. */
  function readThrough<T>(
    cache: ProjectCache<T>,
    loads: Map<string, Promise<T | null>>,
    key: string,
    load: () => Promise<T | null>,
  ): Promise<T | null> {
    const cached = cache.get(key);
    if (cached !== undefined) return Promise.resolve(cached);
    const inFlight = loads.get(key);
    if (inFlight) return inFlight;
    const seen = writes;
    const calm = flushing === 0;
    const loading = load()
      .then((value) => {
        if (value !== null && calm && seen === writes) cache.set(key, value);
        return value;
      })
      .finally(() => {
        if (loads.get(key) === loading) loads.delete(key);
      });
    loads.set(key, loading);
    return loading;
  }

  return {
    /** The cached snapshot, without waiting: the hot path of GET /api/projects/{id}. */
    cachedSnapshot: (projectId: string): ProjectSnapshot | undefined => snapshots.get(projectId),

    /** The remembered like, without waiting; undefined when it must be looked up. */
    cachedLike: (projectId: string, userId: string): boolean | undefined =>
      likes.get(`${projectId}:${userId}`),

    /** The project's snapshot, or null when there is no such project (never cached). */
    snapshot: (projectId: string, load: () => Promise<ProjectSnapshot | null>) =>
      readThrough(snapshots, snapshotLoads, projectId, load),

    /** A page of public projects, by its normalized query. */
    async publicPage(key: string, load: () => Promise<ListPage>): Promise<ListPage> {
      return (await readThrough(pages, pageLoads, key, load)) ?? { snapshots: [], nextCursor: null };
    },

    /** Which of these projects the user likes: from memory, the rest in one query. */
    async likedAmong(userId: string, projectIds: string[]): Promise<Set<string>> {
      const liked = new Set<string>();
      const unknown: string[] = [];
      for (const id of projectIds) {
        const known = likes.get(`${id}:${userId}`);
        if (known === undefined) unknown.push(id);
        else if (known) liked.add(id);
      }
      if (unknown.length === 0) return liked;
      const seen = writes;
      const found = await repo.likedAmong(userId, unknown);
      for (const id of unknown) {
        if (found.has(id)) liked.add(id);
        if (seen === writes) likes.set(`${id}:${userId}`, found.has(id));
      }
      return liked;
    },

    /** Whether the user is a member of any private project (then explore pages are theirs alone). */
    async inPrivateProject(userId: string): Promise<boolean> {
      const known = privateMembers.get(userId);
      if (known !== undefined) return known;
      const seen = writes;
      const member = await repo.inPrivateProject(userId);
      if (seen === writes) privateMembers.set(userId, member);
      return member;
    },

    invalidate(projectId: string): void {
      writes++;
      snapshots.invalidate(projectId);
      pages.clear();
      // Later readers must not join a load that began before the write.
      snapshotLoads.delete(projectId);
      pageLoads.clear();
    },

    /** A view flush starts: reads from now until it ends are not cached. */
    beginViewFlush(): void {
      flushing++;
      writes++;
    },

    /**
     * Views now stored: the cached snapshots (all read before the flush began) add them to their
     * stored count, so that stored + unstored stays what it was, without reloading the hottest
     * projects after every flush. Pages are simply dropped.
     */
    viewsStored(batch: Array<[projectId: string, views: number]>): void {
      writes++;
      for (const [projectId, views] of batch) {
        const snapshot = snapshots.get(projectId);
        if (snapshot) snapshot.stats.views += views;
      }
      pages.clear();
      pageLoads.clear();
    },

    endViewFlush(): void {
      flushing--;
    },

    forgetLike(projectId: string, userId: string): void {
      writes++;
      likes.invalidate(`${projectId}:${userId}`);
    },

    /** The user joined or left a project, or created one. */
    forgetMember(userId: string): void {
      writes++;
      privateMembers.invalidate(userId);
    },

    /** A project became public or private: any member's answer may have changed. */
    visibilityChanged(): void {
      writes++;
      privateMembers.clear();
    },
  };
}

export type ProjectReads = ReturnType<typeof projectReads>;
