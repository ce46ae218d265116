// The shedder's view of the event loop: a turn that has run past the budget sheds, the next turn admits.
import { describe, expect, it } from 'vitest';
import { LoadShedder } from './load-shedder';

function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // a turn of the loop that does not end
  }
}

describe('LoadShedder', () => {
  it('sheds for the rest of a turn that ran past maxLagMs, and admits again on the next', async () => {
    const shedder = new LoadShedder({ maxInFlight: 10, maxInFlightPerClient: 10, maxLagMs: 30 });
    expect(shedder.lagging).toBe(false); // not started: start-up work never counts
    shedder.start();
    await new Promise((resolve) => setTimeout(resolve, 15));
    expect(shedder.lagging).toBe(false);
    busy(60);
    expect(shedder.lagging).toBe(true);
    expect(shedder.admit('a')).toMatchObject({ admitted: false, reason: 'lag', retryAfterSeconds: 2 });
    await new Promise((resolve) => setTimeout(resolve, 15));
    expect(shedder.lagging).toBe(false);
    shedder.close();
  });

  it('bounds requests in flight per client and overall, and releases once', () => {
    const shedder = new LoadShedder({ maxInFlight: 3, maxInFlightPerClient: 2, maxLagMs: 1000 });
    const a1 = shedder.admit('a');
    const a2 = shedder.admit('a');
    expect(shedder.admit('a')).toMatchObject({ admitted: false, reason: 'client' });
    const b1 = shedder.admit('b');
    expect(shedder.admit('c')).toMatchObject({ admitted: false, reason: 'overall' });
    if (!a1.admitted || !a2.admitted || !b1.admitted) throw new Error('expected admissions');
    a1.release();
    a1.release();
    expect(shedder.inFlightCount).toBe(2);
    expect(shedder.admit('a').admitted).toBe(true);
    shedder.close();
  });
});
