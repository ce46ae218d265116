// `STRESS_ONLY=nginx npm run test:stress`: Debian's nginx, with deploy/nginx.conf, in front of two
// Gazette servers started at once on one SQLite file, on loopback (ports 4320–4329 unless STRESS_NGINX_PORT).
// Shows that a follow made through one server is read through the other; that readers of different
// languages, themes and user ids never receive each other's pages or answers through the shared cache; that
// a kill -9 of one server during a stream of reads and follows loses no acknowledged follow and fails no
// read; and the shared cache's hit rate on a realistic mix.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { ROOT } from './server-process.mjs';

const BASE_PORT = Number(process.env.STRESS_NGINX_PORT ?? 4320);

function nginxBinary() {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
  if (found) return found;
  // As `npm test` does for Chromium: Debian's package, when this runs as root with apt.
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('nginx is missing: installing Debian’s nginx-light');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    const installed = spawnSync('apt-get', ['install', '-y', 'nginx-light'], { stdio: 'inherit', env });
    if (installed.status !== 0) spawnSync('apt-get', ['install', '-y', 'nginx'], { stdio: 'inherit', env });
    const now = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
    if (now) return now;
  }
  throw new Error('nginx is not installed (apt-get install nginx-light)');
}

/** deploy/nginx.conf with this run's ports and paths: the configuration itself, not a copy of it. */
function configFor(dir, port, upstreams) {
  let conf = readFileSync(join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
  const swap = (from, to) => {
    if (!conf.includes(from)) throw new Error(`deploy/nginx.conf no longer has ${from}`);
    conf = conf.split(from).join(to);
  };
  swap(
    '    server 127.0.0.1:8081 max_fails=1 fail_timeout=2s;\n    server 127.0.0.1:8082 max_fails=1 fail_timeout=2s;\n',
    upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;\n`).join(''),
  );
  swap('listen 127.0.0.1:8080;', `listen 127.0.0.1:${port};`);
  swap('pid /run/nginx-gazette.pid;', `pid ${dir}/nginx.pid;`);
  swap('/var/log/nginx/gazette-error.log', `${dir}/error.log`);
  swap('/var/log/nginx/gazette-access.log', `${dir}/access.log`);
  swap('/var/cache/nginx/gazette', `${dir}/cache`);
  swap('worker_processes auto;', 'worker_processes 1;');
  const path = join(dir, 'nginx.conf');
  writeFileSync(path, conf);
  return path;
}

/**
 * A GET as the reader's app makes it: a 503 or 429 (a server shedding, on purpose) is asked again after its
 * Retry-After (capped at 1 s here), up to 10 times; `sheds` counts them.
 */
const shed = { count: 0 };
async function politeFetch(url, init = {}) {
  for (let attempt = 0; ; attempt += 1) {
    const res = await fetch(url, init);
    if ((res.status !== 503 && res.status !== 429) || attempt >= 10) return res;
    shed.count += 1;
    await res.arrayBuffer();
    await new Promise((resolve) =>
      setTimeout(resolve, Math.min(1, Number(res.headers.get('retry-after') ?? 1)) * 1000),
    );
  }
}

const prefsCookie = (prefs) => `gazette-prefs=${encodeURIComponent(new URLSearchParams(prefs).toString())}`;

export async function nginxPhase({ work, startServer, stop, check, results, children }) {
  const binary = nginxBinary();
  const version = spawnSync(binary, ['-v'], { encoding: 'utf8' }).stderr;
  const dir = join(work, 'nginx');
  mkdirSync(join(dir, 'cache'), { recursive: true });
  // nginx's workers run as an unprivileged user when it starts as root: they write the cache.
  chmodSync(work, 0o755);
  chmodSync(dir, 0o777);
  chmodSync(join(dir, 'cache'), 0o777);
  const db = join(work, 'shared.db');
  const ports = [BASE_PORT + 1, BASE_PORT + 2];
  const env = { RATE_LIMIT_DISABLED: '1', SEED_ITEMS: '2000', TRUST_PROXY: '127.0.0.1' };
  // Both at once on an empty file: one migrates and seeds it, the other waits and finds it done.
  const started = performance.now();
  const servers = await Promise.all(ports.map((port) => startServer({ db, port, env })));
  results.nginx = {
    nginx: (version || '').trim(),
    bothStartedOnOneEmptyFileMs: Math.round(performance.now() - started),
  };
  const sqlite = new Database(db, { readonly: true });
  const items = sqlite.prepare('SELECT count(*) FROM content').pluck().get();
  sqlite.close();
  check(items === 2000, `two servers started at once on one empty file: ${items} stories seeded, once`);

  const conf = configFor(dir, BASE_PORT, ports);
  const args = ['-c', conf, '-p', dir, '-e', join(dir, 'error.log'), '-g', 'daemon off;'];
  if (process.getuid?.() === 0) args[args.length - 1] += ' user root;';
  const proxy = spawn(binary, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  children.add(proxy);
  const front = `http://127.0.0.1:${BASE_PORT}`;
  for (let i = 0; ; i += 1) {
    const up = await fetch(`${front}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 100 || proxy.exitCode !== null) throw new Error('nginx did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const [one, two] = servers;
  try {
    const list = await (await politeFetch(`${one.base}/mediaApi/v1.0/content/?limit=100`)).json();
    const persons = [...new Set(list.content.flatMap((item) => (item.persons ?? []).map((p) => p.id)))];
    const articles = list.content.map((item) => item.contentId);

    // 1. A follow made through one server, read through the other (and through nginx, never from its cache).
    let seenElsewhere = 0;
    const FOLLOWS = 50;
    for (let i = 0; i < FOLLOWS; i += 1) {
      const user = `across-${i}`;
      const person = persons[i % persons.length];
      const made = await politeFetch(`${one.base}/mediaApi/v1.0/person/${person}/add?userId=${user}`);
      await made.arrayBuffer();
      const read = await (await politeFetch(`${two.base}/mediaApi/v1.0/user/${user}`)).json();
      const viaFront = await (await politeFetch(`${front}/mediaApi/v1.0/user/${user}`)).json();
      if (process.env.STRESS_DEBUG && !read.followedPersons?.some((p) => p.id === person))
        console.log(
          'not seen',
          made.status,
          person,
          JSON.stringify(read).slice(0, 300),
          JSON.stringify(viaFront).slice(0, 300),
        );
      if (
        made.status === 200 &&
        read.followedPersons.some((p) => p.id === person) &&
        viaFront.followedPersons.some((p) => p.id === person)
      )
        seenElsewhere += 1;
    }
    results.nginx.followReadOnTheOtherServer = `${seenElsewhere}/${FOLLOWS}`;
    check(
      seenElsewhere === FOLLOWS,
      `a follow made through server 1 read through server 2: ${seenElsewhere}/${FOLLOWS}`,
    );

    // 2. Readers of different interface languages, themes and user ids through the shared cache.
    const readers = [];
    for (const ui of ['en', 'es', 'pt'])
      for (const theme of ['light', 'dark'])
        for (const how of ['cookie', 'browser']) {
          const n = readers.length;
          readers.push({
            ui,
            theme,
            user: `reader-${n}`,
            person: persons[n % persons.length],
            headers: {
              accept: 'text/html',
              'accept-encoding': n % 2 ? 'gzip' : 'identity',
              // Half choose the language in the app (the cookie), half have it from their browser.
              'accept-language': how === 'browser' ? `${ui}-XX,en;q=0.5` : 'en-US,en;q=0.9',
              cookie: `other=${n}; ${prefsCookie(how === 'cookie' ? { theme, ui } : { theme })}`,
            },
          });
        }
    for (const reader of readers)
      await (
        await politeFetch(`${front}/mediaApi/v1.0/person/${reader.person}/add?userId=${reader.user}`)
      ).arrayBuffer();
    const pages = [
      '/',
      '/feed',
      `/article/${articles[0]}`,
      `/article/${articles[1]}`,
      '/comics',
      '/no-such-page',
    ];
    let answers = 0;
    let crossReader = 0;
    let privateFromCache = 0;
    let pagesFromCache = 0;
    for (let round = 0; round < 4; round += 1)
      for (const reader of readers) {
        for (const page of pages) {
          const res = await politeFetch(`${front}${page}`, { headers: reader.headers });
          const html = await res.text();
          answers += 1;
          if (/HIT|STALE|UPDATING/.test(res.headers.get('x-cache-status') ?? '')) pagesFromCache += 1;
          const tag = /<html\b[^>]*>/.exec(html)?.[0] ?? '';
          const lang = /lang="([^"]*)"/.exec(tag)?.[1];
          const theme = /data-theme="([^"]*)"/.exec(tag)?.[1];
          if (lang !== reader.ui || theme !== reader.theme) crossReader += 1;
        }
        const mine = await politeFetch(`${front}/mediaApi/v1.0/user/${reader.user}`);
        const data = await mine.json();
        answers += 1;
        if (data.followedPersons.length !== 1 || data.followedPersons[0].id !== reader.person)
          crossReader += 1;
        if (/HIT|STALE|UPDATING/.test(mine.headers.get('x-cache-status') ?? '')) privateFromCache += 1;
        const feed = await politeFetch(`${front}/mediaApi/v1.0/content/?limit=5&userId=${reader.user}`);
        await feed.arrayBuffer();
        if (/HIT|STALE|UPDATING/.test(feed.headers.get('x-cache-status') ?? '')) privateFromCache += 1;
      }
    results.nginx.readers = readers.length;
    results.nginx.readerAnswers = answers;
    results.nginx.crossReaderAnswers = crossReader;
    results.nginx.pagesFromSharedCache = pagesFromCache;
    results.nginx.personalAnswersFromCache = privateFromCache;
    check(
      crossReader === 0 && privateFromCache === 0 && pagesFromCache > 0,
      `${readers.length} readers (3 languages × 2 themes × cookie or browser, each its own user): ${answers} answers, ` +
        `${crossReader} cross-reader (${pagesFromCache} pages from the shared cache), ` +
        `${privateFromCache} personal answers from the shared cache`,
    );

    // 3. Hit rate on a realistic mix: most readers on a few pages, the API's anonymous reads, some follows.
    const mix = [];
    const zipf = (n) => Math.min(n - 1, Math.floor(Math.pow(Math.random(), 2.5) * n));
    for (let i = 0; i < 1500; i += 1) {
      const reader = readers[zipf(readers.length)];
      const r = Math.random();
      if (r < 0.55) {
        const page = ['/', '/feed', ...articles.slice(0, 40).map((id) => `/article/${id}`)][zipf(42)];
        mix.push({ url: page, headers: reader.headers });
      } else if (r < 0.85) {
        const api = [
          '/mediaApi/v1.0/content/?limit=20',
          '/mediaApi/mediaApi/v1.0/category',
          '/mediaApi/v1.0/mid/comics',
          ...articles.slice(0, 40).map((id) => `/mediaApi/v1.0/content/${id}`),
        ][zipf(43)];
        mix.push({ url: api, headers: { 'accept-encoding': 'gzip' } });
      } else if (r < 0.95)
        mix.push({ url: `/mediaApi/v1.0/content/?limit=20&userId=${reader.user}`, headers: {} });
      else
        mix.push({
          url: `/mediaApi/v1.0/person/${persons[zipf(persons.length)]}/add?userId=${reader.user}`,
          headers: {},
        });
    }
    const statuses = {};
    let next = 0;
    const mixStarted = performance.now();
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < mix.length) {
          const { url, headers } = mix[next++];
          const res = await politeFetch(`${front}${url}`, { headers });
          await res.arrayBuffer();
          const status = res.headers.get('x-cache-status') ?? 'NONE';
          statuses[status] = (statuses[status] ?? 0) + 1;
        }
      }),
    );
    const hits =
      (statuses.HIT ?? 0) + (statuses.STALE ?? 0) + (statuses.UPDATING ?? 0) + (statuses.REVALIDATED ?? 0);
    results.nginx.mix = {
      requests: mix.length,
      seconds: Math.round(performance.now() - mixStarted) / 1000,
      cacheStatus: statuses,
      hitRatePercent: Math.round((1000 * hits) / mix.length) / 10,
    };
    check(
      hits > 0,
      `shared cache on a realistic mix of ${mix.length}: ${results.nginx.mix.hitRatePercent}% answered from it ${JSON.stringify(statuses)}`,
    );

    // 4. kill -9 of one server during a stream of reads and follows through nginx.
    const acknowledged = new Map();
    let reads = 0;
    let failedReads = 0;
    let follows = 0;
    let failedFollows = 0;
    let cutMidAnswer = 0;
    let killed = false;
    const killAfter = 1500 + Math.floor(Math.random() * 1000);
    const shedBefore = shed.count;
    const streamStarted = performance.now();
    const failures = {};
    await Promise.all(
      Array.from({ length: 8 }, async (_, c) => {
        for (let i = 0; performance.now() - streamStarted < 6000; i += 1) {
          if (!killed && performance.now() - streamStarted > killAfter) {
            killed = true;
            one.child.kill('SIGKILL');
          }
          const follow = i % 3 === 0;
          const user = `kill-${c}`;
          const person = persons[(i * 5 + c) % persons.length];
          const url = follow
            ? `/mediaApi/v1.0/person/${person}/add?userId=${user}`
            : i % 3 === 1
              ? `/article/${articles[(i + c) % articles.length]}`
              : `/mediaApi/v1.0/content/?limit=10&offset=${(i % 20) * 10 + 1}`;
          let res;
          try {
            res = await politeFetch(`${front}${url}`, {
              headers: follow ? {} : { accept: 'text/html', 'accept-language': 'es-ES' },
              signal: AbortSignal.timeout(15_000),
            });
          } catch (error) {
            // No answer at all: nginx had sent nothing, so it could have asked the other server.
            if (follow) {
              follows += 1;
              failedFollows += 1;
            } else {
              reads += 1;
              failedReads += 1;
            }
            failures[error.name] = (failures[error.name] ?? 0) + 1;
            continue;
          }
          let body = '';
          try {
            body = await res.text();
          } catch {
            body = undefined;
          }
          const whole = body !== undefined && (!url.startsWith('/article') || body.includes('</html>'));
          if (follow) follows += 1;
          else reads += 1;
          if (res.status !== 200) {
            // An error status is what nginx answered after its retries: a failure it could have avoided.
            if (follow) failedFollows += 1;
            else failedReads += 1;
            failures[res.status] = (failures[res.status] ?? 0) + 1;
          } else if (!whole) {
            // Cut off after its first bytes went out (a page streams its head before its data): nginx can
            // no longer ask another server; the reader reloads.
            cutMidAnswer += 1;
          } else if (follow) {
            if (!acknowledged.has(user)) acknowledged.set(user, new Set());
            acknowledged.get(user).add(person);
          }
        }
      }),
    );
    let lost = 0;
    let kept = 0;
    for (const [user, people] of acknowledged) {
      const data = await (await politeFetch(`${two.base}/mediaApi/v1.0/user/${user}`)).json();
      const have = new Set(data.followedPersons.map((p) => p.id));
      for (const person of people) {
        if (have.has(person)) kept += 1;
        else lost += 1;
      }
    }
    const shedRetries = shed.count - shedBefore;
    results.nginx.kill = {
      reads,
      failedReads,
      failures,
      follows,
      failedFollows,
      cutMidAnswer,
      acknowledgedDistinct: kept + lost,
      lost,
      shedAndAskedAgain: shedRetries,
    };
    check(
      lost === 0 && failedReads === 0 && failedFollows === 0,
      `kill -9 of server 1 during ${reads} reads and ${follows} follows through nginx: ${failedReads} failed reads, ` +
        `${failedFollows} failed follows, ${lost} of ${kept + lost} acknowledged follows lost, ` +
        `${cutMidAnswer} answers cut after their first bytes (not retryable) ` +
        `(${shedRetries} answers shed with Retry-After and asked again, as the app does)`,
    );
  } finally {
    if (process.env.STRESS_DEBUG) {
      console.log(readFileSync(join(dir, 'error.log'), 'utf8').split('\n').slice(-15).join('\n'));
      writeFileSync('/tmp/wt-deploy-access.log', readFileSync(join(dir, 'access.log')));
    }
    proxy.kill('SIGQUIT');
    await new Promise((resolve) => (proxy.exitCode !== null ? resolve() : proxy.once('exit', resolve)));
    for (const server of servers) await stop(server.child);
  }
}
