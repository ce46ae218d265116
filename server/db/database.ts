// Opens the SQLite file with the durability settings the contract's writes rely on, and migrates it.
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

const SCHEMA_PATH = new URL('./schema.sql', import.meta.url);

interface Migration {
  version: number;
  sql: string;
}

export function loadMigrations(): Migration[] {
  const text = readFileSync(SCHEMA_PATH, 'utf8');
  return text
    .split(/^-- migration: (?=\d+\s*$)/m)
    .slice(1)
    .map((block) => {
      const newline = block.indexOf('\n');
      return { version: Number(block.slice(0, newline).trim()), sql: block.slice(newline + 1) };
    });
}

export function openDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  // FULL: every acknowledged follow/unfollow survives power loss or kill -9, not only a crash of this process.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('cache_size = -65536');
  db.pragma('temp_store = MEMORY');
  assertDurability(db, path === ':memory:');
  migrate(db);
  return db;
}

/** Pragmas fail silently (e.g. WAL on some filesystems); refuse to start rather than run with weaker guarantees. */
export function assertDurability(db: Db, inMemory = false): void {
  const journal = String(db.pragma('journal_mode', { simple: true }));
  const synchronous = Number(db.pragma('synchronous', { simple: true }));
  const foreignKeys = Number(db.pragma('foreign_keys', { simple: true }));
  if (!inMemory && journal.toLowerCase() !== 'wal')
    throw new Error(`SQLite journal_mode is ${journal}, expected wal`);
  if (synchronous !== 2) throw new Error(`SQLite synchronous is ${synchronous}, expected 2 (FULL)`);
  if (foreignKeys !== 1) throw new Error('SQLite foreign_keys is off, expected on');
}

/**
 * Runs `work` in a transaction that takes the write lock at its start (BEGIN IMMEDIATE), waiting for
 * another process that holds it (busy_timeout at a time, `tries` times): several servers starting at once
 * on one file (docs/deploy.md) migrate and seed it once, the others finding it done.
 */
export function underWriteLock<T>(db: Db, work: () => T, tries = 60): T {
  const transaction = db.transaction(work);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return transaction.immediate();
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY' || attempt >= tries) throw error;
    }
  }
}

export function migrate(db: Db): void {
  for (const migration of loadMigrations()) {
    if (migration.version <= schemaVersion(db)) continue;
    // Read again under the lock: another process may have run it meanwhile.
    underWriteLock(db, () => {
      if (migration.version <= schemaVersion(db)) return;
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    });
  }
}

export function schemaVersion(db: Db): number {
  return Number(db.pragma('user_version', { simple: true }));
}
