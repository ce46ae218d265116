// Admission control: requests in flight per client and overall, and the event loop's lag. Past any of them a
// request is refused at once (503 + Retry-After) instead of joining a queue whose wait grows without bound.
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

export interface LoadBudget {
  /** Requests in flight at once over all clients. */
  maxInFlight: number;
  /** Requests in flight at once for one client. */
  maxInFlightPerClient: number;
  /** Event-loop lag (ms, worst over the last sampling window) above which new requests are shed. */
  maxLagMs: number;
}

export type Admission =
  | { admitted: true; release: () => void }
  | { admitted: false; reason: 'overall' | 'client' | 'lag'; retryAfterSeconds: number };

export class LoadShedder {
  private inFlight = 0;
  private readonly perClient = new Map<string, number>();
  private readonly histogram: IntervalHistogram;
  private readonly timer: NodeJS.Timeout;
  /** Worst lag seen in the last complete window, in ms. */
  private lagMs = 0;
  shed = 0;

  constructor(readonly budget: LoadBudget) {
    this.histogram = monitorEventLoopDelay({ resolution: 10 });
    this.histogram.enable();
    this.timer = setInterval(() => {
      this.lagMs = this.histogram.max / 1e6;
      this.histogram.reset();
    }, 250);
    this.timer.unref();
  }

  get currentLagMs(): number {
    // The current window counts too: a loop blocked right now has no completed window to show it yet.
    return Math.max(this.lagMs, this.histogram.max / 1e6);
  }

  get inFlightCount(): number {
    return this.inFlight;
  }

  admit(client: string): Admission {
    if (this.currentLagMs > this.budget.maxLagMs) return this.refuse('lag', 2);
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

  private refuse(reason: 'overall' | 'client' | 'lag', retryAfterSeconds: number): Admission {
    this.shed += 1;
    return { admitted: false, reason, retryAfterSeconds };
  }

  close(): void {
    clearInterval(this.timer);
    this.histogram.disable();
  }
}
