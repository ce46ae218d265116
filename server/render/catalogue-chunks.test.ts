import { describe, expect, it } from 'vitest';
import { cataloguePreload, type CatalogueChunks } from './catalogue-chunks';

const chunks: CatalogueChunks = {
  en: '/assets/en-a.js',
  es: '/assets/es-b.js',
  more: { en: '/assets/en-more-c.js', es: '/assets/es-more-d.js' },
};

describe('the catalogue chunks a page names to preload', () => {
  it('on the front page, its own part of the reader’s language only', () => {
    for (const url of ['/', '/?tab=following', '/?tab=following&of=teams']) {
      const head = cataloguePreload(chunks, 'es', url);
      expect(head).toBe('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/es-b.js">');
    }
  });

  it('on every other page, the rest of the reader’s language too', () => {
    for (const url of ['/settings', '/feed?sortBy=newest', '/comics']) {
      const head = cataloguePreload(chunks, 'en', url);
      expect(head).toContain('href="/assets/en-a.js"');
      expect(head).toContain('href="/assets/en-more-c.js"');
      expect(head).not.toContain('es-');
    }
  });

  it('nothing for a build without chunks (development)', () => {
    expect(cataloguePreload({}, 'en', '/settings')).toBe('');
  });
});
