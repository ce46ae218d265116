import { beforeEach, describe, expect, it } from 'vitest';
import type { ContentItem } from '@/api/schemas';
import { isSaved, markRead, MAX_READ, readStore, savedStore, toggleRead, toggleSaved } from './store';

const story = (id: string): ContentItem => ({
  contentId: id,
  title: `Story ${id}`,
  contentSource: 'acme',
  publishedAt: 1_700_000_000,
  persons: [{ id: 'p1', name: 'Grace Castell' }],
});

beforeEach(() => {
  readStore.set([]);
  savedStore.set([]);
});

describe('reading store', () => {
  it('marks stories read once each, keeping the newest marks', () => {
    markRead(['a', 'b']);
    markRead(['b', 'c']);
    expect(readStore.get()).toEqual(['a', 'b', 'c']);
    markRead(Array.from({ length: MAX_READ }, (_, index) => `x${index}`));
    expect(readStore.get()).toHaveLength(MAX_READ);
    expect(readStore.get()).not.toContain('a');
  });

  it('saves a story with what a card needs, without its entities, and unsaves it', () => {
    toggleSaved(story('a'));
    toggleSaved(story('b'));
    expect(savedStore.get().map((saved) => saved.contentId)).toEqual(['b', 'a']);
    expect(savedStore.get()[0]).not.toHaveProperty('persons');
    expect(JSON.parse(localStorage.getItem('gazette.saved')!)).toHaveLength(2);
    toggleSaved(story('b'));
    expect(savedStore.get().map((saved) => saved.contentId)).toEqual(['a']);
  });

  it('toggles a read mark and a save, and says which way it went', () => {
    markRead(['a']);
    expect(toggleRead('b')).toBe(true);
    expect(readStore.get()).toEqual(['a', 'b']);
    expect(toggleRead('a')).toBe(false);
    expect(readStore.get()).toEqual(['b']);

    expect(toggleSaved({ ...story('c'), contentURL: 'https://example.com/c' })).toBe(true);
    expect(isSaved('c')).toBe(true);
    // The original's address is kept: `v` opens it from the Saved page too.
    expect(savedStore.get()[0]?.contentURL).toBe('https://example.com/c');
    expect(toggleSaved(story('c'))).toBe(false);
    expect(isSaved('c')).toBe(false);
  });

  it('drops stored entries that do not parse instead of failing', () => {
    localStorage.setItem('gazette.saved', JSON.stringify([{ contentId: 1 }, story('ok'), 'junk']));
    // Another tab wrote it: the store reads it afresh.
    const stop = savedStore.subscribe(() => {});
    window.dispatchEvent(new StorageEvent('storage', { key: 'gazette.saved' }));
    stop();
    expect(savedStore.get().map((saved) => saved.contentId)).toEqual(['ok']);
  });
});
