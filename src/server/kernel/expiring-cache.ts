/**
 * A small read-through cache (authentication lookups, reference-data answers): entries expire after a fixed time,
 * concurrent misses for one key share one load, a failed load is not kept, and the oldest
 * entries go first once the cache is full, so a flood of distinct keys cannot grow memory.
 */
export class ExpiringCache<K, V> {
  private readonly entries = new Map<K, { expiresAt: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number,
  ) {}

  get(key: K, load: () => Promise<V>): Promise<V> {
    const at = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > at) return hit.value;
    if (hit) this.entries.delete(key);
    const value = load();
    this.entries.set(key, { expiresAt: at + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    return value;
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
