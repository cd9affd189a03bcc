import { type Project, type ProjectListQuery, USER_PROJECTS_MAX } from '@create-together/contract';
import { decodeCursor, encodeCursor, searchTerms, sortToRun } from './list-query';
import type { MusicWish, projectListRepository } from './list-repository';
import {
  type ProjectSnapshot,
  presentProject,
  presentSnapshot,
  projectJson,
  projectListAnswerJson,
  roleIn,
  type Viewer,
} from './presenter';
import type { ListPage, ProjectReads } from './project-reads';
import type { ContributorRecord, ProjectRecord, ProjectsRepository } from './repository';

/** SPEC.md §9: "Project list cap 100, sorted by most recently updated." */
export const MY_PROJECTS_MAX = 100;

interface ListsDeps {
  repo: ProjectsRepository;
  lists: ReturnType<typeof projectListRepository>;
  reads: ProjectReads;
  /** Views counted in memory and not yet stored. */
  unstoredViews: (projectId: string) => number;
}

/**
 * GET /api/projects (explore) and GET /api/me/projects. A page is built caller-independent
 * (snapshots, contributors in one query), then each caller's role, like and the unstored views are
 * added. Explore pages over public projects are shared through the cache by every caller who is a
 * member of no private project; anyone else gets their own page from the database.
 */
export function projectLists({ repo, lists, reads, unstoredViews }: ListsDeps) {
  /** Snapshots of a page of rows: every project's contributors in one query. */
  async function snapshotsOf(rows: ProjectRecord[]): Promise<ProjectSnapshot[]> {
    const contributors = await repo.contributorsOf(rows.map((row) => row.id));
    const byProject = new Map<string, ContributorRecord[]>();
    for (const c of contributors) {
      const list = byProject.get(c.projectId);
      if (list) list.push(c);
      else byProject.set(c.projectId, [c]);
    }
    return rows.map((row) => presentSnapshot(row, byProject.get(row.id) ?? []));
  }

  /** Each project with the caller's part: role from the contributors, likes from memory or one query. */
  async function present<T>(
    snapshots: ProjectSnapshot[],
    viewerId: string | null,
    as: (snapshot: ProjectSnapshot, viewer: Viewer) => T,
  ): Promise<T[]> {
    const ids = snapshots.map((s) => s.projectId);
    const liked = viewerId === null ? new Set<string>() : await reads.likedAmong(viewerId, ids);
    return snapshots.map((snapshot) =>
      as(snapshot, {
        signedIn: viewerId !== null,
        role: roleIn(snapshot, viewerId),
        likedByMe: liked.has(snapshot.projectId),
        unstoredViews: unstoredViews(snapshot.projectId),
      }),
    );
  }

  /** One page from the database: what `viewerId` may see (public only when null). */
  async function loadPage(query: ProjectListQuery, viewerId: string | null): Promise<ListPage> {
    const { limit } = query;
    const search = searchTerms(query.q);
    const sort = sortToRun(query.sort, search);
    let after: { id: string; key: string } | null = null;
    if (query.cursor !== undefined) {
      const cursor = decodeCursor(query.cursor, sort);
      const key = cursor.key ?? (await lists.nameKey(cursor.id, viewerId));
      // The row the cursor stopped at is gone (or hidden): nothing can be placed after it.
      if (key === undefined) return { snapshots: [], nextCursor: null };
      after = { id: cursor.id, key };
    }
    const rows = await lists.list({
      viewerId,
      search,
      projectType: query.type === undefined || query.type === 'all' ? null : query.type,
      status: query.status === undefined || query.status === 'all' ? null : query.status,
      skills: query.skills,
      sort,
      after,
      limit,
    });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const nextCursor =
      rows.length > limit && last ? encodeCursor({ sort, id: last.id, key: last.cursorKey }) : null;
    return { snapshots: await snapshotsOf(page), nextCursor };
  }

  /** Equal for queries that must answer the same page. */
  function pageKey(query: ProjectListQuery): string {
    return JSON.stringify([
      searchTerms(query.q),
      query.sort,
      query.type ?? 'all',
      query.status ?? 'all',
      [...new Set(query.skills)].sort(),
      query.limit,
      query.cursor ?? null,
    ]);
  }

  return {
    /**
     * GET /api/projects: visible projects, searched, filtered, one keyset page; the whole answer
     * (ProjectListAnswer) as JSON, each project's caller-independent part serialized once per page.
     */
    async listAnswerJson(query: ProjectListQuery, viewerId: string | null): Promise<string> {
      // A bad cursor is 400 whether or not its page is cached.
      if (query.cursor !== undefined) decodeCursor(query.cursor, sortToRun(query.sort, searchTerms(query.q)));
      const ownPage = viewerId !== null && (await reads.inPrivateProject(viewerId));
      const page = ownPage
        ? await loadPage(query, viewerId)
        : await reads.publicPage(pageKey(query), () => loadPage(query, null));
      const projects = await present(page.snapshots, viewerId, projectJson);
      return projectListAnswerJson(projects, page.nextCursor);
    },

    /** Owned or joined, most recently updated first, at most 100. */
    async mine(userId: string): Promise<Project[]> {
      const rows = await lists.ofMember(userId, MY_PROJECTS_MAX);
      return present(await snapshotsOf(rows), userId, presentProject);
    },

    /**
     * Projects open to the viewer (README.md "Open projects"): public, active, needing one of
     * `skills` (any case) when any are given, and not one they are in; at most `max`. With `music`,
     * those whose song is in its key and within its tolerance of its tempo come first.
     */
    async open(
      viewerId: string | null,
      skills: string[],
      max: number,
      music?: MusicWish,
    ): Promise<Project[]> {
      const keys = [...new Set(skills.map((skill) => skill.toLowerCase()))];
      return present(
        await snapshotsOf(await lists.open(viewerId, keys, max, music)),
        viewerId,
        presentProject,
      );
    },

    /** Rows another module chose (the queue's sessions), presented as every list presents them. */
    async presentRecords(rows: ProjectRecord[], viewerId: string | null): Promise<Project[]> {
      return present(await snapshotsOf(rows), viewerId, presentProject);
    },

    /** Someone's owned or joined projects that `viewerId` may see (a profile's list). */
    async ofUser(userId: string, viewerId: string | null): Promise<Project[]> {
      const rows = await lists.ofMember(userId, USER_PROJECTS_MAX, { viewerId });
      return present(await snapshotsOf(rows), viewerId, presentProject);
    },
  };
}
