// The demo service's newsroom: publishes a new story every so often while the server runs (decision 0023).
import type { PublishedStory } from '../db/seed';

export interface NewsroomOptions {
  /** Milliseconds between stories; 0 publishes nothing. */
  intervalMs: number;
  /** The clock stories are dated by (epoch milliseconds); tests pin it. */
  now?: () => number;
}

/** Three stories a minute: enough for a reader to see news arrive, few enough to read them. */
export const DEFAULT_PUBLISH_INTERVAL_MS = 20_000;

export class Newsroom {
  private timer: NodeJS.Timeout | undefined;
  private count = 0;
  private latest: PublishedStory | undefined;

  constructor(
    private readonly publishStory: (nowSeconds: number) => PublishedStory,
    /** Told after each story, so caches built on "content never changes" let it in. */
    private readonly published: (story: PublishedStory) => void,
    private readonly options: NewsroomOptions,
  ) {}

  start(): void {
    if (this.options.intervalMs <= 0 || this.timer) return;
    this.timer = setInterval(() => {
      try {
        this.publish();
      } catch {
        // A busy database (a long write elsewhere) skips one story; the next tick tries again.
      }
    }, this.options.intervalMs);
    // The newsroom never keeps the process alive on its own.
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Publishes the next story now (the timer calls this; tests may too). */
  publish(): PublishedStory {
    const story = this.publishStory((this.options.now ?? Date.now)() / 1000);
    this.count += 1;
    this.latest = story;
    this.published(story);
    return story;
  }

  /** What /healthz reports. */
  report(): { intervalMs: number; publishedSinceStart: number; latest?: string } {
    return {
      intervalMs: this.options.intervalMs,
      publishedSinceStart: this.count,
      ...(this.latest ? { latest: this.latest.contentId } : {}),
    };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when the server publishes (local mode with an interval); tests publish through it. */
    newsroom?: Newsroom;
  }
}
