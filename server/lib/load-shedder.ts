// Admission control: requests in flight per client and overall, and the event loop's lag. Past any of them a
// request is refused at once (503 + Retry-After) instead of joining a queue whose wait grows without bound.

export interface LoadBudget {
  /** Requests in flight at once over all clients. */
  maxInFlight: number;
  /** Requests in flight at once for one client. */
  maxInFlightPerClient: number;
  /** How long (ms) the current turn of the event loop may have run before new API requests are shed. */
  maxLagMs: number;
}

export type Admission =
  | { admitted: true; release: () => void }
  | { admitted: false; reason: 'overall' | 'client' | 'lag'; retryAfterSeconds: number };

export class LoadShedder {
  private inFlight = 0;
  private readonly perClient = new Map<string, number>();
  shed = 0;

  private started = false;
  /** When the loop last came round to its timers: a request handled long after it waited that long. */
  private tickAt = performance.now();
  private ticker: NodeJS.Timeout | undefined;

  constructor(readonly budget: LoadBudget) {}

  /** Starts watching the event loop (once the server is ready, so start-up work does not count as lag). */
  start(): void {
    if (this.started) return;
    this.started = true;
    const tick = () => {
      this.tickAt = performance.now();
      this.ticker = setTimeout(tick, 10);
      this.ticker.unref();
    };
    tick();
  }

  get currentLagMs(): number {
    if (!this.started) return 0;
    // The turn of the loop in progress: under a burst one turn holds hundreds of requests, and the ones at
    // its end have waited as long as it has run. Past the budget the rest of the turn is shed (cheaply), so
    // every turn admits about `maxLagMs` of work and ends soon after: goodput stays at capacity, latency at
    // the budget. (A window of past lag would shed whole turns and starve goodput.)
    return Math.max(0, performance.now() - this.tickAt - 10);
  }

  /** The loop lags past the budget: new API requests are refused before any parsing or routing. */
  get lagging(): boolean {
    return this.currentLagMs > this.budget.maxLagMs;
  }

  get inFlightCount(): number {
    return this.inFlight;
  }

  admit(client: string): Admission {
    if (this.lagging) return this.refuse('lag', 2);
    if (this.inFlight >= this.budget.maxInFlight) return this.refuse('overall', 1);
    const mine = this.perClient.get(client) ?? 0;
    if (mine >= this.budget.maxInFlightPerClient) return this.refuse('client', 1);
    this.inFlight += 1;
    this.perClient.set(client, mine + 1);
    let released = false;
    return {
      admitted: true,
      release: () => {
        if (released) return;
        released = true;
        this.inFlight -= 1;
        const left = (this.perClient.get(client) ?? 1) - 1;
        if (left <= 0) this.perClient.delete(client);
        else this.perClient.set(client, left);
      },
    };
  }

  /** Counts a request refused outside admit() (the raw early check in app.ts). */
  countShed(): void {
    this.shed += 1;
  }

  private refuse(reason: 'overall' | 'client' | 'lag', retryAfterSeconds: number): Admission {
    this.shed += 1;
    return { admitted: false, reason, retryAfterSeconds };
  }

  close(): void {
    clearTimeout(this.ticker);
  }
}
