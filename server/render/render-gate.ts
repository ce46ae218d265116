// Rendering kept off the hot path. A page render is CPU work on the one event loop the
// JSON API also runs on; fifty at once (a burst, a crawler, a cache that just expired) queued every API
// answer behind all of their tasks — the API stopped answering for the length of the burst. The gate lets
// a few renders run at once and queues a few more, first come first served; past that, a page is refused
// with 503 + Retry-After and the unrendered app (which the browser renders itself), so a burst
// costs the API no more than a few renders' worth of main-thread time and the server's memory no more than
// a few renders' worth of heap.

export interface RenderGateOptions {
  /** Renders running at once (SSR_CONCURRENCY). */
  concurrency: number;
  /** Renders waiting for a turn; one more is refused (SSR_QUEUE). */
  queue: number;
}

export const DEFAULT_RENDER_GATE: RenderGateOptions = { concurrency: 2, queue: 16 };

/** Gives back the turn; calling it again does nothing. */
export type Release = () => void;

export class RenderGate {
  private running = 0;
  private readonly waiting: { start: (release: Release) => void }[] = [];
  private unrendered = 0;

  constructor(private readonly options: RenderGateOptions) {}

  /**
   * A turn to render: at once while fewer than `concurrency` run, else after those ahead; `undefined` when
   * the queue is full (refuse the page: 503 + Retry-After). A turn given up by `signal` before it starts is dropped.
   */
  enter(signal?: AbortSignal): Promise<Release> | undefined {
    if (this.running < this.options.concurrency) {
      this.running += 1;
      return Promise.resolve(this.releaser());
    }
    if (this.waiting.length >= this.options.queue) {
      this.unrendered += 1;
      return undefined;
    }
    return new Promise<Release>((resolve, reject) => {
      const leave = () => {
        const index = this.waiting.indexOf(entry);
        if (index === -1) return;
        this.waiting.splice(index, 1);
        reject(signal?.reason ?? new Error('aborted'));
      };
      const entry = {
        // A turn that starts no longer listens to the signal (which may outlive the request).
        start: (release: Release) => {
          signal?.removeEventListener('abort', leave);
          resolve(release);
        },
      };
      this.waiting.push(entry);
      signal?.addEventListener('abort', leave, { once: true });
    });
  }

  stats() {
    return {
      running: this.running,
      waiting: this.waiting.length,
      servedUnrendered: this.unrendered,
      ...this.options,
    };
  }

  private releaser(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      // The turn passes straight to the next in line; the count of running renders stays.
      if (next) next.start(this.releaser());
      else this.running -= 1;
    };
  }
}
