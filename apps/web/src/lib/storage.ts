/**
 * Local storage behind one helper (SPEC.md §9): every key carries the product prefix, every
 * value an envelope `{v, expiresAt, data}` with data version 1 and a 24 h default expiry.
 * The intro flag is the one exception SPEC.md names: the plain key `hasSeenIntro` = "true".
 */

export const STORAGE_PREFIX = 'ct:';
export const STORAGE_DATA_VERSION = 1;
export const STORAGE_DEFAULT_TTL_MS = 24 * 60 * 60 * 1000;
export const INTRO_SEEN_KEY = 'hasSeenIntro';

interface Envelope<T> {
  v: number;
  /** Epoch milliseconds, or null for no expiry. */
  expiresAt: number | null;
  data: T;
}

export type StorageRead<T> =
  | { status: 'ok'; data: T }
  | { status: 'missing' }
  | { status: 'expired' }
  | { status: 'version-mismatch' }
  | { status: 'corrupt' };

function backend(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Some browsers throw when storage is disabled.
    return null;
  }
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  if (!value || typeof value !== 'object') return false;
  const { v, expiresAt } = value as Partial<Envelope<unknown>>;
  return typeof v === 'number' && (expiresAt === null || typeof expiresAt === 'number') && 'data' in value;
}

export const storage = {
  key(name: string): string {
    return `${STORAGE_PREFIX}${name}`;
  },

  /** Reads with the reason when nothing usable is there; stale and unreadable entries are removed. */
  read<T>(name: string): StorageRead<T> {
    const store = backend();
    const raw = store?.getItem(this.key(name)) ?? null;
    if (raw === null) return { status: 'missing' };
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      this.remove(name);
      return { status: 'corrupt' };
    }
    if (!isEnvelope(parsed)) {
      this.remove(name);
      return { status: 'corrupt' };
    }
    if (parsed.v !== STORAGE_DATA_VERSION) {
      this.remove(name);
      return { status: 'version-mismatch' };
    }
    if (parsed.expiresAt !== null && parsed.expiresAt <= Date.now()) {
      this.remove(name);
      return { status: 'expired' };
    }
    return { status: 'ok', data: parsed.data as T };
  },

  get<T>(name: string): T | null {
    const result = this.read<T>(name);
    return result.status === 'ok' ? result.data : null;
  },

  /** `ttlMs: null` keeps the value until removed. Returns false when storage is unavailable or full. */
  set<T>(name: string, data: T, options: { ttlMs?: number | null } = {}): boolean {
    const ttlMs = options.ttlMs === undefined ? STORAGE_DEFAULT_TTL_MS : options.ttlMs;
    const envelope: Envelope<T> = {
      v: STORAGE_DATA_VERSION,
      expiresAt: ttlMs === null ? null : Date.now() + ttlMs,
      data,
    };
    try {
      backend()?.setItem(this.key(name), JSON.stringify(envelope));
      return true;
    } catch {
      return false;
    }
  },

  remove(name: string): void {
    try {
      backend()?.removeItem(this.key(name));
    } catch {
      // Nothing to do: storage is unavailable.
    }
  },

  /** Removes every key of this product (not the intro flag). */
  clearAll(): void {
    const store = backend();
    if (!store) return;
    const ours: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(STORAGE_PREFIX)) ours.push(key);
    }
    for (const key of ours) store.removeItem(key);
  },
};

/** Whether the first-visit intro has been seen (SPEC.md §3 "Browser storage"). */
export function hasSeenIntro(): boolean {
  try {
    return backend()?.getItem(INTRO_SEEN_KEY) === 'true';
  } catch {
    return false;
  }
}

export function markIntroSeen(): void {
  try {
    backend()?.setItem(INTRO_SEEN_KEY, 'true');
  } catch {
    // Without storage the intro simply shows again next visit.
  }
}
