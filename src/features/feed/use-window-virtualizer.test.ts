import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('@tanstack/virtual-core');
  vi.resetModules();
});

describe('loadVirtualizer', () => {
  it('loads the core once, and is here for the next render', async () => {
    const { loadVirtualizer, virtualizerLoaded } = await import('./use-window-virtualizer');
    expect(virtualizerLoaded()).toBe(false);
    const first = loadVirtualizer();
    expect(loadVirtualizer()).toBe(first);
    const core = await first;
    expect(typeof core?.Virtualizer).toBe('function');
    expect(virtualizerLoaded()).toBe(true);
  });

  it('resolves to nothing when the code cannot be fetched, and tries again at the next call', async () => {
    vi.doMock('@tanstack/virtual-core', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { loadVirtualizer, virtualizerLoaded } = await import('./use-window-virtualizer');
    await expect(loadVirtualizer()).resolves.toBeUndefined();
    expect(virtualizerLoaded()).toBe(false);

    vi.doUnmock('@tanstack/virtual-core');
    const core = await loadVirtualizer();
    expect(typeof core?.Virtualizer).toBe('function');
    expect(virtualizerLoaded()).toBe(true);
  });
});
