// Section 4 — Server: autocannon against a mix of content queries (filters, paging, `:ext` topics),
// comics and person pages on the reference server, and the same mix against json-server serving the
// same 100,000 items with its own filters and paging, in the same run. Then resident memory.
import { createWriteStream, existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import {
  PORTS,
  ROOT,
  WORK,
  log,
  median,
  notMeasured,
  residentBytes,
  round,
  row,
  spawnService,
  waitForHttp,
} from './lib/common.mjs';
import { benchDatabasePath } from './lib/reference-server.mjs';

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const WARMUP = 3;
const USER = 'userId=3f0c8a1e-5b7d-4c2a-9e61-0b3e4c5d6f70&optOut=false';

/** The request mix: each entry is one reader action, as the reference server and as json-server spell it. */
function requestMix(s) {
  const newest = '_sort=publishedAt&_order=desc';
  const [p1, p2] = s.providers;
  const topic = s.topic.toLowerCase();
  return [
    {
      name: 'latest stories, page 1',
      ref: `/mediaApi/v1.0/content/?limit=20&${USER}`,
      json: `/content?${newest}&_limit=20`,
    },
    {
      name: 'category + language, page 3',
      ref: `/mediaApi/v1.0/content/?category=${s.category}&language=${s.language}&limit=20&offset=40&${USER}`,
      json: `/content?categoriesEnglish_like=${s.category}&language=${s.language}&${newest}&_start=40&_limit=20`,
    },
    {
      name: 'two providers, newest, page 6',
      ref: `/mediaApi/v1.0/content/?vendor=${p1},${p2}&sortBy=newest&limit=20&offset=100&${USER}`,
      json: `/content?contentSource=${p1}&contentSource=${p2}&${newest}&_start=100&_limit=20`,
    },
    {
      name: `topic ${topic}:ext (tag or full text)`,
      ref: `/mediaApi/v1.0/content/?topic=${encodeURIComponent(`${topic}:ext`)}&limit=20&${USER}`,
      json: `/content?q=${encodeURIComponent(topic)}&${newest}&_limit=20`,
    },
    {
      name: 'person feed',
      ref: `/mediaApi/v1.0/content/?person=${s.person.id}&limit=20&${USER}`,
      json: `/content?personList_like=${s.person.id}&${newest}&_limit=20`,
    },
    {
      name: 'tag minus a category, page 2',
      ref: `/mediaApi/v1.0/content/?tag=${s.tag}&categoryFilter=${s.excludedCategory}&limit=20&offset=20&${USER}`,
      json: `/content?tags_like=${s.tag}&categoriesEnglish_ne=${s.excludedCategory}&${newest}&_start=20&_limit=20`,
    },
    {
      name: 'comics, newest',
      ref: '/mediaApi/v1.0/mid/comics?limit=5',
      json: '/comics?language=en&_sort=pubDate&_order=desc&_limit=5',
    },
    {
      name: 'comics by theme, page 2',
      ref: '/mediaApi/v1.0/mid/comics?theme=peanuts&limit=5&offset=5',
      json: '/comics?theme=PEANUTS&language=en&_sort=pubDate&_order=desc&_start=5&_limit=5',
    },
    {
      name: 'person page',
      ref: `/mediaApi/v1.0/person/${s.person.id}?${USER}`,
      json: `/persons/${s.person.id}`,
    },
    {
      name: 'another person page',
      ref: `/mediaApi/v1.0/person/${s.person2.id}?${USER}`,
      json: `/persons/${s.person2.id}`,
    },
  ];
}

/** One GET per mix entry: an entry whose endpoint is missing or answers an error leaves the mix, with its reason. */
async function probe(base, entries) {
  const kept = [];
  const dropped = [];
  for (const entry of entries) {
    try {
      const response = await fetch(`${base}${entry.ref}`, { signal: AbortSignal.timeout(15_000) });
      const text = await response.text();
      if (response.ok) kept.push(entry);
      else {
        let detail = '';
        try {
          detail = JSON.parse(text).message ?? '';
        } catch {
          // body is not JSON
        }
        dropped.push({ entry, reason: `${response.status}${detail ? ` ${detail}` : ''}` });
      }
    } catch (error) {
      dropped.push({ entry, reason: error.message });
    }
  }
  return { kept, dropped };
}

/** The same 100,000 items as json-server's db.json, in the wire shape, with flat helper fields for its filters. */
async function jsonServerDatabase() {
  const target = benchDatabasePath().replace(/bench-(seed[^/]*)\.db$/, 'json-server-$1.json');
  if (existsSync(target)) return target;
  log('server-load: writing the json-server database from the benchmark database');
  const db = new Database(benchDatabasePath(), { readonly: true, fileMustExist: true });
  const map = (sql) =>
    new Map(
      db
        .prepare(sql)
        .all()
        .map((r) => [String(r.id), r]),
    );
  const categories = map('SELECT id, name, name_es, name_pt FROM categories');
  const providers = map('SELECT id, display_name, domain FROM providers');
  const persons = map('SELECT id, name, description FROM persons');
  const teams = map('SELECT id, name FROM teams');
  const topics = map('SELECT id, name FROM topics');
  const split = (text) => (text ? String(text).split(',') : []);
  const refs = (ids, table) => split(ids).map((id) => ({ id, name: table.get(id)?.name ?? id }));
  const temp = `${target}.tmp`;
  const out = createWriteStream(temp);
  const write = (text) =>
    out.write(text) ? undefined : new Promise((resolve) => out.once('drain', resolve));
  await write('{"content":[\n');
  let first = true;
  for (const c of db.prepare('SELECT * FROM content ORDER BY seq').iterate()) {
    const cats = split(c.category_ids).map((id) => categories.get(id));
    const localized = cats.map((cat) =>
      c.language === 'es' ? cat?.name_es : c.language === 'pt' ? cat?.name_pt : cat?.name,
    );
    const provider = providers.get(c.provider_id);
    const item = {
      id: c.content_id,
      contentId: c.content_id,
      title: c.title,
      summary: c.summary,
      contentSource: c.provider_id,
      contentSourceDisplay: provider?.display_name ?? c.provider_id,
      contentSourceLogo: '',
      categories: localized,
      categoriesEnglish: cats.map((cat) => cat?.name),
      images: {
        mainImage: {
          url: `/media/content/${c.content_id}.jpg`,
          width: c.image_width,
          height: c.image_height,
        },
        mainImageThumbnail: {
          url: `/media/content/${c.content_id}.jpg?w=300&h=200&q=80`,
          width: 300,
          height: 200,
          quality: 80,
        },
        additionalImages: [],
      },
      countries: split(c.countries),
      locale: c.locale,
      language: c.language,
      publishedAt: c.published_at,
      tags: split(c.tags),
      persons: refs(c.person_ids, persons),
      topics: refs(c.topic_ids, topics),
      teams: refs(c.team_ids, teams),
      personList: c.person_ids,
      views: c.views,
      isPreview: c.is_preview === 1,
      contentURL: `https://${provider?.domain ?? 'example.org'}/story/${c.content_id}`,
      recommendationId: 'newest',
    };
    await write(`${first ? '' : ',\n'}${JSON.stringify(item)}`);
    first = false;
  }
  await write('\n],"comics":[\n');
  first = true;
  for (const c of db.prepare('SELECT * FROM comics ORDER BY seq').iterate()) {
    const comic = {
      id: c.content_id,
      contentId: c.content_id,
      pubDate: c.pub_date,
      theme: String(c.theme).toUpperCase(),
      language: c.language,
      imageURL: `/media/comics/${c.content_id}.png`,
      fileName: `${c.content_id}.png`,
      size: c.size,
    };
    await write(`${first ? '' : ',\n'}${JSON.stringify(comic)}`);
    first = false;
  }
  await write('\n],"persons":');
  await write(
    JSON.stringify([...persons.values()].map((p) => ({ ...p, imageUrl: `/media/persons/${p.id}.png` }))),
  );
  await write('}\n');
  out.end();
  await finished(out);
  db.close();
  renameSync(temp, target);
  return target;
}

/** Median time of `count` sequential requests (one connection, no contention): which request kind is slow. */
async function sequentialMedian(base, path, count, warm = true) {
  const times = [];
  for (let i = warm ? 0 : 1; i <= count; i += 1) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, {
      headers: { 'accept-encoding': 'gzip' },
      signal: AbortSignal.timeout(30_000),
    });
    await response.arrayBuffer();
    if (i > 0) times.push(performance.now() - started); // the first one warms caches
  }
  return median(times);
}

async function load(base, paths, seconds, connections = CONNECTIONS) {
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    timeout: 30,
    headers: { accept: 'application/json', 'accept-encoding': 'gzip' },
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

export async function measureServerLoad({ appUrl, server, samples }) {
  const rows = [];
  const { kept, dropped } = await probe(appUrl, requestMix(samples));
  for (const { entry, reason } of dropped) {
    rows.push(
      notMeasured(
        `Mix entry "${entry.name}"`,
        `the reference server answered ${reason} to ${entry.ref.split('?')[0]}`,
      ),
    );
  }
  if (kept.length === 0) {
    rows.push(notMeasured('Server throughput', 'no endpoint of the mix answers yet'));
    rows.push(memoryRow(server.pid));
    return rows;
  }

  log(
    `server-load: reference server, ${kept.length} request kinds, ${CONNECTIONS} connections, ${DURATION} s`,
  );
  await load(
    appUrl,
    kept.map((e) => e.ref),
    WARMUP,
    10,
  );
  const ref = await load(
    appUrl,
    kept.map((e) => e.ref),
    DURATION,
  );
  const memory = memoryRow(server.pid);
  const refKinds = [];
  for (const entry of kept) refKinds.push(await sequentialMedian(appUrl, entry.ref, 15));

  let json = null;
  let jsonMemory = null;
  let jsonReason = '';
  const dbFile = await jsonServerDatabase().catch((error) => {
    jsonReason = `could not write its database: ${error.message}`;
    return null;
  });
  if (dbFile) {
    log('server-load: starting json-server on the same items');
    const started = performance.now();
    const child = spawnService(
      process.execPath,
      [
        join(ROOT, 'node_modules', 'json-server', 'lib', 'cli', 'bin.js'),
        dbFile,
        '--port',
        String(PORTS.jsonServer),
        '--host',
        '127.0.0.1',
        '--read-only',
      ],
      { logFile: join(WORK, 'json-server.log'), env: { NODE_ENV: 'production' } },
    );
    const base = `http://127.0.0.1:${PORTS.jsonServer}`;
    try {
      await waitForHttp(`${base}/persons/${samples.person.id}`, { timeoutMs: 120_000, child });
      const jsonStart = performance.now() - started;
      log(`server-load: json-server up in ${round(jsonStart / 1000, 1)} s; same mix for ${DURATION} s`);
      await load(
        base,
        kept.map((e) => e.json),
        WARMUP,
        10,
      );
      json = await load(
        base,
        kept.map((e) => e.json),
        DURATION,
      );
      json.startMs = jsonStart;
      jsonMemory = residentBytes(child.pid);
      json.kinds = [];
      for (const entry of kept) json.kinds.push(await sequentialMedian(base, entry.json, 2, false));
    } catch (error) {
      log(`server-load: json-server failed: ${error.message}`);
      jsonReason = `json-server did not run: ${error.message.split('\n')[0]}`;
    } finally {
      await child.stopGracefully();
    }
  }

  const ratio = json && json.rps > 0 ? ref.rps / json.rps : null;
  const failures = (r) =>
    r.non2xx || r.errors || r.timeouts
      ? `; ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`
      : '';
  rows.push(
    row('Reference server throughput', round(ref.rps, 0), {
      unit: 'req/s',
      note: `${CONNECTIONS} connections, ${DURATION} s, ${ref.total} requests over ${kept.length} request kinds: ${kept.map((e) => e.name).join('; ')}${failures(ref)}`,
    }),
    json
      ? row('json-server throughput (same mix, same items)', round(json.rps, 1), {
          unit: 'req/s',
          note: `json-server 0.17.4, --read-only, ${json.total} requests, p50 ${json.p50} ms, p99 ${json.p99} ms; started in ${round(json.startMs / 1000, 1)} s; RSS ${round(jsonMemory / 2 ** 20, 0)} MB${failures(json)}`,
        })
      : notMeasured('json-server throughput', jsonReason),
    row('Throughput ratio, reference server / json-server', round(ratio, 1), {
      unit: '×',
      target: '≥ 5×',
      met: ratio !== null ? ratio >= 5 : null,
      note: ratio === null ? 'json-server not measured' : '',
    }),
    row('Reference server latency p50', ref.p50, { unit: 'ms' }),
    row(`Reference server latency p99 at ${CONNECTIONS} connections`, ref.p99, {
      unit: 'ms',
      target: '< 25 ms',
      met: ref.p99 < 25 && ref.non2xx === 0,
      note: ref.non2xx ? `${ref.non2xx} non-2xx answers` : '',
    }),
    memory,
    ...kept.map((entry, index) =>
      row(`Single request, median: ${entry.name}`, round(refKinds[index], 1), {
        unit: 'ms',
        note: `json-server ${json?.kinds ? `${round(json.kinds[index], 0)} ms` : 'n/a'}; \`${entry.ref.replace(`&${USER}`, '').replace(`?${USER}`, '')}\``,
      }),
    ),
  );
  return rows;
}

function memoryRow(pid) {
  const rss = residentBytes(pid);
  return rss === null
    ? notMeasured(
        'Reference server resident memory after the run',
        'no /proc entry for the server (not Linux, or the process is gone)',
      )
    : row('Reference server resident memory after the run', round(rss / 2 ** 20, 0), {
        unit: 'MB',
        target: '≤ 200 MB',
        met: rss / 2 ** 20 <= 200,
        note: 'VmRSS of the server process',
      });
}
