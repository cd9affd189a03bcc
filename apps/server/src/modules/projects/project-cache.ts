/**
 * Recently read projects, so that a popular project's page is one lookup, not five queries.
 * Every write to a project (any module) calls `invalidate(id)` after its transaction commits;
 * entries also expire after `ttlMs`, which bounds staleness should an invalidation ever be missed
 * (and, until the cross-process bus lands, between server processes).
 */
export class ProjectCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5000,
    private readonly now: () => number = Date.now,
  ) {}

  get(id: string): T | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(id);
      return undefined;
    }
    return entry.value;
  }

  set(id: string, value: T): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(id);
    this.entries.set(id, { value, expiresAt: this.now() + this.ttlMs });
    // Maps keep insertion order: the first key is the oldest.
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  invalidate(id: string): void {
    this.entries.delete(id);
  }

  clear(): void {
    this.entries.clear();
  }
}
