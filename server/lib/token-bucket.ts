// Per-client token buckets: a request takes one token to start and pays the rest of its cost (its size) when
// it is done, so one client pulling large answers runs dry long before one asking for pages.

interface Bucket {
  tokens: number;
  updated: number;
}

export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    /** Tokens per minute, which is also the burst a client can spend at once. */
    readonly perMinute: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  private bucket(key: string): Bucket {
    const now = this.now();
    let bucket = this.buckets.get(key);
    if (!bucket) {
      // Bounded memory: past maxKeys clients, forget the oldest (a forgotten client starts full, as a new one).
      if (this.buckets.size >= this.maxKeys) {
        const oldest = this.buckets.keys().next().value;
        if (oldest !== undefined) this.buckets.delete(oldest);
      }
      bucket = { tokens: this.perMinute, updated: now };
      this.buckets.set(key, bucket);
      return bucket;
    }
    bucket.tokens = Math.min(
      this.perMinute,
      bucket.tokens + ((now - bucket.updated) * this.perMinute) / 60_000,
    );
    bucket.updated = now;
    // Re-inserted so the map's order is least recently used first.
    this.buckets.delete(key);
    this.buckets.set(key, bucket);
    return bucket;
  }

  /** Takes one token; returns 0 when granted, else the seconds until one is available. */
  take(key: string): number {
    const bucket = this.bucket(key);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil(((1 - bucket.tokens) * 60) / this.perMinute));
  }

  /** Charges extra cost after the fact (may leave the bucket in debt). */
  charge(key: string, tokens: number): void {
    if (tokens <= 0) return;
    const bucket = this.bucket(key);
    // Debt is bounded to one minute's worth, so even a huge answer locks a client out for at most a minute.
    bucket.tokens = Math.max(-this.perMinute, bucket.tokens - tokens);
  }
}
