import { randomUUID } from 'node:crypto';
import type { RoomPresence } from '@create-together/contract';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { ROOM_REFRESH_MS } from './constants';

/** One person in a room as this process holds them: what the others see, and since when. */
export interface RosterEntry extends RoomPresence {
  /** When they came in (ms): the list shows people in the order they arrived. */
  since: number;
}

/** This process's screens in rooms (rooms.ts `LocalRooms`), as the roster reads them. */
export interface LocalPart {
  /** Its part of a room's roster: who it has screens in the room for. */
  part(projectId: string): RosterEntry[];
  /** The rooms it has screens in. */
  rooms(): Iterable<string>;
}

/**
 * Who is in each project's room, on every process (rooms.ts asks it). Alone, a process's own part
 * is the whole roster; with Redis each process records its part there and reads the others'.
 */
export interface RoomRoster {
  /** Record this process's part of the room after it changed (someone came, went, or started editing). */
  changed(projectId: string): Promise<void>;
  /** Everyone in the room, on any process, in the order they came. */
  list(projectId: string): Promise<RoomPresence[]>;
  /** Stops refreshing and takes this process's part out. */
  close(): Promise<void>;
}

/** People listed once each (two tabs, or two processes, are one person), in the order they came. */
export function mergeRoster(entries: Iterable<RosterEntry>): RoomPresence[] {
  const byUser = new Map<string, RosterEntry>();
  for (const entry of entries) {
    const known = byUser.get(entry.userId);
    if (!known) byUser.set(entry.userId, entry);
    else
      byUser.set(entry.userId, {
        ...known,
        since: Math.min(known.since, entry.since),
        activity: known.activity ?? entry.activity,
      });
  }
  return [...byUser.values()]
    .sort((a, b) => a.since - b.since || a.userId.localeCompare(b.userId))
    .map(({ userId, username, avatarUrl, activity }) => ({ userId, username, avatarUrl, activity }));
}

/** One process: its own part is everyone. */
export function memoryRoster(local: LocalPart): RoomRoster {
  return {
    async changed() {},
    async list(projectId) {
      return mergeRoster(local.part(projectId));
    },
    async close() {},
  };
}

export const rosterKey = (projectId: string) => `ct:room:${projectId}`;

interface StoredEntry extends RosterEntry {
  /** When this record stops counting unless refreshed (ms). */
  expires: number;
}

/**
 * Several processes: one Redis hash per room, a field per (process, person) holding what the
 * others need and when it expires. Each process rewrites its fields every `refreshMs`; a process
 * that stopped (crashed, cut off) drops out by itself a little over two refreshes later.
 */
export function redisRoster(
  url: string,
  local: LocalPart,
  log: FastifyBaseLogger,
  { refreshMs = ROOM_REFRESH_MS, processId = randomUUID() } = {},
): RoomRoster {
  const ttlMs = refreshMs * 2 + 2_000;
  const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 2_000 });
  redis.on('error', (err) => log.warn({ err }, `Redis room roster: ${err.message}`));
  /** The fields this process wrote for each room, to take out those that went. */
  const written = new Map<string, Set<string>>();

  async function write(projectId: string): Promise<void> {
    const key = rosterKey(projectId);
    const expires = Date.now() + ttlMs;
    const fields = new Map(local.part(projectId).map((e) => [`${processId}|${e.userId}`, { ...e, expires }]));
    const gone = [...(written.get(projectId) ?? [])].filter((field) => !fields.has(field));
    const batch = redis.pipeline();
    if (gone.length > 0) batch.hdel(key, ...gone);
    for (const [field, entry] of fields) batch.hset(key, field, JSON.stringify(entry));
    if (fields.size > 0) batch.pexpire(key, ttlMs);
    await batch.exec();
    if (fields.size > 0) written.set(projectId, new Set(fields.keys()));
    else written.delete(projectId);
  }

  const timer = setInterval(() => {
    for (const projectId of local.rooms()) {
      write(projectId).catch((err) => log.warn({ err }, 'Redis room roster: could not refresh'));
    }
  }, refreshMs);
  timer.unref();

  return {
    changed: write,
    async list(projectId) {
      try {
        const values = await redis.hvals(rosterKey(projectId));
        const now = Date.now();
        const entries = values
          .map((value) => JSON.parse(value) as StoredEntry)
          .filter((entry) => entry.expires > now);
        return mergeRoster(entries);
      } catch (err) {
        // Redis away: this process's own part is better than nobody.
        log.warn({ err }, 'Redis room roster: could not read');
        return mergeRoster(local.part(projectId));
      }
    },
    async close() {
      clearInterval(timer);
      try {
        const batch = redis.pipeline();
        for (const [projectId, fields] of written) batch.hdel(rosterKey(projectId), ...fields);
        await batch.exec();
        await redis.quit();
      } catch {
        redis.disconnect();
      }
    },
  };
}
