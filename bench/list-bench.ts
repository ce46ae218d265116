// Times ContentRepository.list on an existing database (read-only): `npx tsx bench/list-bench.ts <db>`.
// Used to measure the query shapes recorded in docs/decisions/0004; not part of the test suite.
import Database from 'better-sqlite3';
import { loadCatalog } from '../server/db/catalog-repository';
import { ContentRepository, type ContentFilters } from '../server/db/content-repository';

const path = process.argv[2];
if (!path) throw new Error('usage: tsx bench/list-bench.ts <database>');
const db = new Database(path, { readonly: true });
const repo = new ContentRepository(db, loadCatalog(db));
const someUser = (
  db.prepare('SELECT user_id FROM person_follows ORDER BY user_id LIMIT 1').get() as
    { user_id: string } | undefined
)?.user_id;

const cases: [string, ContentFilters, number | undefined, number, string?][] = [
  ['(no filter)', {}, 20, 0],
  ['category=Sports&language=en offset 40', { category: ['Sports'], language: 'en' }, 20, 40],
  ['tag=final&categoryFilter=Politics offset 20', { tag: ['final'], categoryFilter: ['Politics'] }, 20, 20],
  ['topic=soccer:ext', { topic: ['soccer:ext'] }, 20, 0],
  ['vendor=el-faro,pitchside offset 100', { vendor: ['el-faro', 'pitchside'] }, 20, 100],
  ['category=sports,weather&countryCode=US', { category: ['sports', 'weather'], countryCode: 'US' }, 20, 0],
  ['tag=storm,final&language=en offset 60', { tag: ['storm', 'final'], language: 'en' }, 20, 60],
  ['countryCode=BR&categoryFilter=sports', { countryCode: 'BR', categoryFilter: ['sports'] }, 20, 0],
  ['topic=weather:ext&language=es', { topic: ['weather:ext'], language: 'es' }, 20, 0],
  ['publishedAfter (30 days)&category=politics', { publishedAfter: 0, category: ['politics'] }, 20, 0],
];
if (someUser) {
  cases.push(['personalised, no filter', {}, 20, 0, someUser]);
  cases.push(['personalised, follows 80 persons', {}, 20, 0, 'many-user']);
  cases.push(['personalised, category=sports offset 40', { category: ['sports'] }, 20, 40, someUser]);
}
const anchor = Number(
  (db.prepare("SELECT value FROM meta WHERE key = 'anchor'").get() as { value: string }).value,
);
for (const c of cases) if (c[1].publishedAfter === 0) c[1].publishedAfter = anchor - 30 * 86400;

const ROUNDS = Number(process.env.ROUNDS ?? 50);
for (const [name, filters, limit, offset, user] of cases) {
  for (let i = 0; i < 3; i++) repo.list(filters, limit, offset, user);
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const start = process.hrtime.bigint();
    rows = repo.list(filters, limit, offset, user).rows.length;
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  console.log(`${name.padEnd(48)} ${median.toFixed(2).padStart(8)} ms  (${rows} rows)`);
}
db.close();
