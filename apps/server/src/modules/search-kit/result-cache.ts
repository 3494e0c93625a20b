/**
 * A short-lived, in-process cache of priced searches (docs/decisions.md, "Search cache").
 *
 * Pricing a destination of a hundred hotels costs tens of milliseconds of CPU; agents repeat the
 * same search as they page, filter, open 'Show More' and walk the wizard. A cached answer may be
 * at most `ttlMs` old, and every successful write to the catalogue, prices, markups, rates,
 * settings or bookings empties the cache of the process that made it (app.ts). Other processes
 * keep their copy until it expires; that is safe because a booking never trusts a searched
 * price: it re-prices from the option's hash and answers 409 when the price moved, and the
 * booking transaction settles the last rooms of an allotment (domain-rules §6, §7).
 */
export class ResultCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number; weight: number; tags: readonly string[] }>();
  private weight = 0;
  /** Answers found (fresh) and not found since the process started: `GET metrics`, the bench's hit ratio. */
  private hits = 0;
  private misses = 0;

  /**
   * @param maxWeight what the entries may weigh together (by `weigh`: one each by default); the
   *   least recently used go first, and an entry heavier than that alone is not kept.
   */
  constructor(
    private readonly maxWeight: number,
    private readonly ttlMs: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.expires <= now) {
      if (entry) this.remove(key);
      this.misses++;
      return undefined;
    }
    this.hits++;
    // Most recently used last: Map keeps insertion order, so re-insert on a hit.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, now?: number) {
    this.setTagged(key, value, [], now);
  }

  /** `tags` name what the entry depends on (a destination, a product): `dropTagged` drops by them. */
  setTagged(key: string, value: V, tags: readonly string[], now = Date.now()) {
    this.remove(key);
    const weight = this.weigh(value);
    if (weight > this.maxWeight) return;
    this.entries.set(key, { value, expires: now + this.ttlMs, weight, tags });
    this.weight += weight;
    while (this.weight > this.maxWeight) this.remove(this.entries.keys().next().value as string);
  }

  clear() {
    this.entries.clear();
    this.weight = 0;
  }

  /** Drops the entries with a tag `drop` accepts; answers how many. */
  dropTagged(drop: (tag: string) => boolean): number {
    let dropped = 0;
    for (const [key, entry] of this.entries) {
      if (entry.tags.some(drop)) {
        this.remove(key);
        dropped++;
      }
    }
    return dropped;
  }

  get size() {
    return this.entries.size;
  }

  /** Counters and bounds, as `GET metrics` reports them. */
  stats() {
    return { hits: this.hits, misses: this.misses, entries: this.entries.size, weight: this.weight, maxWeight: this.maxWeight };
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }
}
