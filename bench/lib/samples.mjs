// Real ids and names from the benchmark database, so every URL the benchmark opens points at data that exists.
// Read straight from the SQLite file (read-only): it works before the matching API endpoints exist.
import Database from 'better-sqlite3';

const FALLBACK = {
  articleId: undefined,
  person: { id: 'Q116637', name: 'Kira Teixeira' },
  person2: { id: 'Q120829', name: 'Ulises Peixoto' },
  providers: ['daily-meridian', 'el-faro'],
  topic: 'Soccer',
  tag: 'final',
  category: 'Sports',
  excludedCategory: 'Politics',
  language: 'en',
};

export function loadSamples(databasePath) {
  let db;
  try {
    db = new Database(databasePath, { readonly: true, fileMustExist: true });
    const pick = (sql, ...args) => db.prepare(sql).get(...args);
    const persons = db
      .prepare(
        `SELECT p.id, p.name, COUNT(*) AS n FROM persons p JOIN content_person cp ON cp.person_id = p.id
         GROUP BY p.id ORDER BY n DESC, p.id LIMIT 2`,
      )
      .all();
    const providers = db
      .prepare('SELECT id FROM providers ORDER BY id LIMIT 2')
      .all()
      .map((p) => p.id);
    const topic = pick(
      `SELECT t.name FROM topics t JOIN content_topic ct ON ct.topic_id = t.id GROUP BY t.id ORDER BY COUNT(*) DESC LIMIT 1`,
    );
    const article = pick(
      `SELECT content_id FROM content WHERE language = 'en' ORDER BY published_at DESC, content_id LIMIT 1`,
    );
    return {
      ...FALLBACK,
      articleId: article?.content_id,
      person: persons[0] ?? FALLBACK.person,
      person2: persons[1] ?? FALLBACK.person2,
      providers: providers.length === 2 ? providers : FALLBACK.providers,
      topic: topic?.name ?? FALLBACK.topic,
    };
  } catch {
    return FALLBACK;
  } finally {
    db?.close();
  }
}

/** The reader URLs the page-speed and size sections visit, keyed by a short name. */
export function readerRoutes(samples) {
  const routes = [
    { name: 'home', label: '/', path: '/' },
    {
      name: 'feed',
      label: `/feed?category=${samples.category}&language=${samples.language}&sortBy=newest`,
      path: `/feed?category=${encodeURIComponent(samples.category)}&language=${samples.language}&sortBy=newest`,
    },
    samples.articleId
      ? { name: 'article', label: '/article/:id', path: `/article/${samples.articleId}` }
      : { name: 'article', label: '/article/:id', path: null, reason: 'no article id in the database' },
    { name: 'person', label: '/person/:id', path: `/person/${samples.person.id}` },
    { name: 'comics', label: '/comics', path: '/comics' },
  ];
  return routes;
}
