import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from './catalog-repository';
import { ContentRepository, type ContentFilters } from './content-repository';
import { openDatabase, type Db } from './database';
import { seedDatabase } from './seed';

// Include filters must be answered from indexes: no table scan at all, and no sort of the result set
// (seq is the newest-order rank, so pages stop after `limit` rows). The most selective include drives the
// query from its own index; several values are a union of per-value streams cut at offset + limit.
const INCLUDE_FILTERS: Record<string, ContentFilters> = {
  language: { language: 'en' },
  vendor: { vendor: ['el-faro', 'pitchside'] },
  category: { category: ['sports'] },
  tag: { tag: ['weather'] },
  person: { person: ['Q100000'] },
  team: { team: ['Q500000'] },
  topic: { topic: ['weather'] },
  topicExt: { topic: ['weather:ext'] },
  topicsAndTerms: { topic: ['weather', 'soccer:ext', 'telescope:ext'] },
  categories: { category: ['sports', 'weather', 'politics'] },
  tags: { tag: ['storm', 'final'] },
  tagExcludingCategory: { tag: ['final'], categoryFilter: ['politics'] },
  categoryLanguage: { category: ['sports'], language: 'en' },
  country: { countryCode: 'BR' },
  localCountry: { localCountryCode: 'US' },
  origin: { originCountryCode: 'ES' },
  publishedAfter: { publishedAfter: 1_760_000_000 },
  threeFilters: { category: ['weather'], language: 'en', tag: ['storm'] },
  categoryLanguagePerson: { category: ['sports'], language: 'en', person: ['Q100000'] },
  everything: {
    language: 'en',
    countryCode: 'US',
    vendor: ['harbor-herald'],
    vendorFilter: ['pitchside'],
    category: ['sports', 'weather'],
    categoryFilter: ['politics'],
    tag: ['storm'],
    person: ['Q100000'],
    team: ['Q500000'],
    topic: ['weather:ext'],
    publishedAfter: 1_700_000_000,
  },
};

describe('query plans', () => {
  let dir: string;
  let db: Db;
  let repo: ContentRepository;
  const plan = (filters: ContentFilters) => {
    const query = repo.listSql(filters, 20, 0);
    expect(query).toBeDefined();
    return (
      db.prepare(`EXPLAIN QUERY PLAN ${query?.sql}`).all(...(query?.params ?? [])) as { detail: string }[]
    ).map((r) => r.detail);
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'gazette-plan-'));
    db = openDatabase(join(dir, 'plan.db'));
    seedDatabase(db, { items: 2000, seed: 1, anchor: 1_767_225_600, comicDays: 3 });
    repo = new ContentRepository(db, loadCatalog(db));
  });
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  for (const [name, filters] of Object.entries(INCLUDE_FILTERS)) {
    it(`${name} uses indexes, no table scan`, () => {
      const details = plan(filters);
      for (const detail of details) {
        expect(detail, details.join(' | ')).not.toMatch(/^SCAN (c|content|content_\w+)\b(?! VIRTUAL TABLE)/);
      }
      expect(details.join(' | ')).not.toContain('TEMP B-TREE');
    });
  }

  it('a page stops early: offset + limit bounds every stream of a multi-value filter', () => {
    const query = repo.listSql({ category: ['sports', 'weather'] }, 20, 40);
    expect(query?.sql).toMatch(/LIMIT \?\) UNION ALL/);
    expect(query?.params).toContain(60);
  });

  it('the unfiltered and exclude-only lists walk the rowid (newest) order without sorting', () => {
    for (const filters of [{}, { vendorFilter: ['el-faro'] }, { categoryFilter: ['7'] }]) {
      const details = plan(filters).join(' | ');
      expect(details).not.toContain('TEMP B-TREE');
      expect(details).not.toMatch(/SCAN (c|content) USING (?!INTEGER PRIMARY KEY)/);
    }
  });
});
