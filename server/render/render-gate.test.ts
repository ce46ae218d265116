// The render gate: a few renders at once, a few more in line in order, the rest served unrendered.
import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { RenderGate } from './render-gate';

describe('RenderGate', () => {
  it('lets `concurrency` renders run, queues the next in order, and turns away past the queue', async () => {
    const gate = new RenderGate({ concurrency: 2, queue: 2 });
    const a = await gate.enter()!;
    const b = await gate.enter()!;
    const order: string[] = [];
    const c = gate.enter()!.then((release) => (order.push('c'), release));
    const d = gate.enter()!.then((release) => (order.push('d'), release));
    expect(gate.enter()).toBeUndefined();
    expect(gate.stats()).toMatchObject({ running: 2, waiting: 2, servedUnrendered: 1 });

    a();
    a(); // a second call gives back nothing more
    const releaseC = await c;
    expect(order).toEqual(['c']);
    expect(gate.stats()).toMatchObject({ running: 2, waiting: 1 });
    b();
    const releaseD = await d;
    expect(order).toEqual(['c', 'd']);
    releaseC();
    releaseD();
    expect(gate.stats()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('drops a waiting render whose reader left, and its place goes to the next', async () => {
    const gate = new RenderGate({ concurrency: 1, queue: 2 });
    const first = await gate.enter()!;
    const left = new AbortController();
    const leaving = gate.enter(left.signal)!;
    const staying = gate.enter()!;
    left.abort();
    await expect(leaving).rejects.toBeDefined();
    expect(gate.stats()).toMatchObject({ running: 1, waiting: 1 });
    first();
    const release = await staying;
    expect(gate.stats()).toMatchObject({ running: 1, waiting: 0 });
    release();
    expect(gate.stats().running).toBe(0);
  });

  it('stops listening to a waiting render’s signal once its turn starts (the signal may outlive the request)', async () => {
    const gate = new RenderGate({ concurrency: 1, queue: 1 });
    const first = await gate.enter()!;
    const reader = new AbortController();
    const waiting = gate.enter(reader.signal)!;
    expect(getEventListeners(reader.signal, 'abort')).toHaveLength(1);
    first();
    const release = await waiting;
    expect(getEventListeners(reader.signal, 'abort')).toHaveLength(0);
    release();
  });
});
