import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadMigrations, openDatabase, schemaVersion } from './database';
import { seedDatabase } from './seed';

const dir = mkdtempSync(join(tmpdir(), 'gazette-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('database', () => {
  it('opens with WAL, synchronous=FULL and foreign keys, and migrates to the latest version', () => {
    const db = openDatabase(join(dir, 'a', 'nested', 'x.db'));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    const latest = Math.max(...loadMigrations().map((m) => m.version));
    expect(schemaVersion(db)).toBe(latest);
    db.close();
    // Re-opening does not re-run migrations.
    const again = openDatabase(join(dir, 'a', 'nested', 'x.db'));
    expect(schemaVersion(again)).toBe(latest);
    again.close();
  });

  it('seeds deterministically: same seed and anchor, same data', () => {
    const dump = (file: string, seed: number) => {
      const db = openDatabase(join(dir, file));
      seedDatabase(db, { items: 150, seed, anchor: 1_767_225_600, comicDays: 10 });
      const rows = db.prepare('SELECT content_id, title, published_at, person_ids FROM content ORDER BY seq').all();
      const comics = db.prepare('SELECT content_id, theme, caption FROM comics ORDER BY seq').all();
      db.close();
      return JSON.stringify([rows, comics]);
    };
    expect(dump('s1.db', 1)).toBe(dump('s2.db', 1));
    expect(dump('s3.db', 2)).not.toBe(dump('s1.db', 1));
  });

  it('seeds only once', () => {
    const db = openDatabase(join(dir, 'once.db'));
    expect(seedDatabase(db, { items: 20, seed: 1, comicDays: 2 }).seeded).toBe(true);
    expect(seedDatabase(db, { items: 20, seed: 1, comicDays: 2 }).seeded).toBe(false);
    expect(db.prepare('SELECT count(*) AS n FROM content').get()).toEqual({ n: 20 });
    db.close();
  });
});
