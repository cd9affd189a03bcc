import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type ChainableCommander, Redis } from 'ioredis';
import { PRESENCE_REFRESH_MS } from './constants';
import type { LocalSubscriptions } from './local-subscriptions';
import { type Presence, type SharedSubscriptions, SIGNED_IN } from './presence';

/** One hash per (user, conversation): a field per process holding a subscription, valued its expiry (ms). */
export const presenceKey = (userId: string, conversationId: string) => `ct:sub:${userId}:${conversationId}`;

/** Subscriptions written per pipeline when refreshing, so one refresh never builds a huge one. */
const REFRESH_BATCH = 1_000;

export interface RedisPresenceOptions {
  refreshMs?: number;
  /** Names this process's fields; a fresh one per app. */
  processId?: string;
}

export type RedisPresence = Presence & SharedSubscriptions & { close(): Promise<void> };

/**
 * Presence across processes (presence.ts): each process records its local subscriptions in Redis
 * and refreshes them every `refreshMs`; an entry lives a little over two refreshes, so a process that
 * stopped (crashed, cut off) stops counting by itself, with nothing to clean up. A subscription
 * held here is answered from memory without asking Redis.
 */
export function redisPresence(
  url: string,
  local: LocalSubscriptions,
  log: FastifyBaseLogger,
  { refreshMs = PRESENCE_REFRESH_MS, processId = randomUUID() }: RedisPresenceOptions = {},
): RedisPresence {
  const ttlMs = refreshMs * 2 + 5_000;
  // A message send waits for isSubscribed: when Redis is away, fail fast rather than hold it up.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 2_000 });
  redis.on('error', (err) => log.warn({ err }, `Redis presence: ${err.message}`));
  const failed = (what: string) => (err: unknown) => log.warn({ err }, `Redis presence: could not ${what}`);

  function record(batch: ChainableCommander, userId: string, conversationId: string, now: number) {
    const key = presenceKey(userId, conversationId);
    batch.hset(key, processId, now + ttlMs);
    batch.pexpire(key, ttlMs); // the whole key goes once no process refreshes it
  }

  async function refresh(): Promise<void> {
    const now = Date.now();
    let batch = redis.pipeline();
    for (const [userId, conversationId] of local.entries()) {
      record(batch, userId, conversationId, now);
      if (batch.length >= REFRESH_BATCH * 2) {
        await batch.exec();
        batch = redis.pipeline();
      }
    }
    if (batch.length > 0) await batch.exec();
  }

  /** Whether any process holds this subscription; `ifUnknown` when Redis does not answer. */
  async function heldAnywhere(userId: string, conversationId: string, ifUnknown: boolean): Promise<boolean> {
    if (local.has(userId, conversationId)) return true;
    try {
      const expiries = await redis.hvals(presenceKey(userId, conversationId));
      const now = Date.now();
      return expiries.some((expiry) => Number(expiry) > now);
    } catch (err) {
      failed('read a subscription')(err);
      return ifUnknown;
    }
  }

  const timer = setInterval(() => void refresh().catch(failed('refresh subscriptions')), refreshMs);
  timer.unref();

  return {
    added(userId, conversationId) {
      const batch = redis.pipeline();
      record(batch, userId, conversationId, Date.now());
      batch.exec().catch(failed('record a subscription'));
    },

    removed(userId, conversationId) {
      redis.hdel(presenceKey(userId, conversationId), processId).catch(failed('remove a subscription'));
    },

    // Unknown counts as "not looking": an extra notification beats a missed message.
    isSubscribed: (userId, conversationId) => heldAnywhere(userId, conversationId, false),

    // Unknown counts as online: a call that rings into nothing beats one refused to someone there.
    isOnline: (userId) => heldAnywhere(userId, SIGNED_IN, true),

    /** Removes this process's entries (other processes stop counting them at once), then disconnects. */
    async close() {
      clearInterval(timer);
      try {
        const batch = redis.pipeline();
        for (const [userId, conversationId] of local.entries()) {
          batch.hdel(presenceKey(userId, conversationId), processId);
        }
        await batch.exec();
        await redis.quit();
      } catch (err) {
        failed('clean up on close')(err);
        redis.disconnect();
      }
    },
  };
}
