// Content queries. Every filter maps to an indexed predicate (junction tables, FTS5, composite indexes),
// and statements are prepared once per SQL shape.
import { bodySanitizer, type BodySanitizer } from './body-sanitizer';
import type { Statement } from 'better-sqlite3';
import type { Catalog } from './catalog-repository';
import { resolveByIdOrName } from './catalog-repository';
import type { Db } from './database';
import { searchQuery, wordQuery } from './search-index';

export interface ContentFilters {
  language?: string;
  countryCode?: string;
  localCountryCode?: string;
  originCountryCode?: string;
  vendor?: string[];
  vendorFilter?: string[];
  category?: string[];
  categoryFilter?: string[];
  tag?: string[];
  topic?: string[];
  person?: string[];
  team?: string[];
  publishedAfter?: number;
  /** `video`: only video items. */
  media?: 'video';
  /** Persons every item must also name (AND-ed with `person`, which is OR-ed): the person operation's narrowing. */
  alsoPerson?: string[];
}

export interface ContentRow {
  seq: number;
  content_id: string;
  title: string;
  summary: string;
  provider_id: string;
  language: string;
  locale: string;
  published_at: number;
  views: number;
  is_preview: number;
  image_width: number;
  image_height: number;
  extra_images: number;
  category_ids: string;
  person_ids: string;
  team_ids: string;
  topic_ids: string;
  tags: string;
  countries: string;
  /** Running time when the item is a video, else null. */
  video_seconds: number | null;
  /** 1 when the row ranks first because the user follows someone in it (personalised order only). */
  followed?: number;
}

export interface ContentPage {
  rows: ContentRow[];
  personalised: boolean;
}

const COLUMNS = `c.seq, c.content_id, c.title, c.summary, c.provider_id, c.language, c.locale, c.published_at, c.views,
  c.is_preview, c.image_width, c.image_height, c.extra_images, c.category_ids, c.person_ids, c.team_ids, c.topic_ids,
  c.tags, c.countries,
  (SELECT v.duration_seconds FROM content_media v WHERE v.media = 'video' AND v.seq = c.seq) AS video_seconds`;

/**
 * A list row from its values in COLUMNS' order (and `followed` after them, in a personalised list), read
 * from a statement in raw mode. better-sqlite3 builds each row object field by field in native code, which
 * was half of a 50-row page's CPU; this literal gives the same fields in the same order for about half the
 * cost, every row of one shape (decision 0061; content-query.test.ts holds it to the row objects).
 */
function contentRow(values: unknown[]): ContentRow {
  const row: ContentRow = {
    seq: values[0] as number,
    content_id: values[1] as string,
    title: values[2] as string,
    summary: values[3] as string,
    provider_id: values[4] as string,
    language: values[5] as string,
    locale: values[6] as string,
    published_at: values[7] as number,
    views: values[8] as number,
    is_preview: values[9] as number,
    image_width: values[10] as number,
    image_height: values[11] as number,
    extra_images: values[12] as number,
    category_ids: values[13] as string,
    person_ids: values[14] as string,
    team_ids: values[15] as string,
    topic_ids: values[16] as string,
    tags: values[17] as string,
    countries: values[18] as string,
    video_seconds: values[19] as number | null,
  };
  if (values.length > 20) row.followed = values[20] as number;
  return row;
}
// seq is the rank in newest order (publishedAt desc, contentId asc): see schema.sql.
/** Above this many values, one filter is read as a materialised set rather than a union of per-value streams. */
const MAX_STREAMS = 200;

/** A filter that can match nothing (e.g. only unknown names); the query short-circuits to an empty page. */
const NOTHING = Symbol('nothing');

/**
 * One value of an include filter, as a source of `seq` in ascending (newest-first) order: a junction table
 * keyed `(column, seq)`, an index on a content column (which ends in the rowid), or the FTS5 index (rowid = seq).
 */
type Stream =
  | { kind: 'junction'; table: string; column: string; value: unknown }
  | { kind: 'index'; column: string; value: unknown }
  | { kind: 'fts'; value: string };

/** An include filter: its values are OR-ed, so it is the union of its streams. */
interface Include {
  streams: Stream[];
}

/** A condition on one row, given the SQL expression of its seq; `row` = it reads columns of `content c`. */
interface Probe {
  sql: (seq: string) => string;
  params: unknown[];
  row: boolean;
}

interface Plan {
  includes: Include[];
  probes: Probe[];
  /** Largest seq allowed (publishedAfter). */
  bound?: number;
}

interface Query {
  sql: string;
  params: unknown[];
}

const placeholders = (count: number) => new Array(count).fill('?').join(', ');

/** The include as a per-row condition: EXISTS probes on junction primary keys, `+col IN` on content columns. */
function probeOf(include: Include): Probe {
  const junctions = new Map<string, { table: string; column: string; values: unknown[] }>();
  const columns = new Map<string, unknown[]>();
  let fts: string | undefined;
  for (const stream of include.streams) {
    if (stream.kind === 'junction') {
      const key = `${stream.table}.${stream.column}`;
      const group = junctions.get(key) ?? { table: stream.table, column: stream.column, values: [] };
      group.values.push(stream.value);
      junctions.set(key, group);
    } else if (stream.kind === 'index') {
      columns.set(stream.column, [...(columns.get(stream.column) ?? []), stream.value]);
    } else {
      fts = stream.value;
    }
  }
  const parts: ((seq: string) => string)[] = [];
  const params: unknown[] = [];
  for (const [column, values] of columns) {
    // `+` keeps the planner from driving the query from this column's index: the chosen driver does that.
    parts.push(() => `+c.${column} IN (${placeholders(values.length)})`);
    params.push(...values);
  }
  for (const { table, column, values } of junctions.values()) {
    parts.push(
      (seq) =>
        `EXISTS (SELECT 1 FROM ${table} x WHERE x.${column} IN (${placeholders(values.length)}) AND x.seq = ${seq})`,
    );
    params.push(...values);
  }
  if (fts !== undefined) {
    parts.push((seq) => `${seq} IN (SELECT rowid FROM content_search WHERE content_search MATCH ?)`);
    params.push(fts);
  }
  return {
    sql: (seq) =>
      parts.length === 1
        ? (parts[0] as (s: string) => string)(seq)
        : `(${parts.map((p) => p(seq)).join(' OR ')})`,
    params,
    row: columns.size > 0,
  };
}

/** Every row of the include, unordered: `SELECT seq …` per table, for `c.seq IN (…)`. */
function setOf(include: Include): { sql: string; params: unknown[] } {
  const groups = new Map<string, { sql: (count: number) => string; values: unknown[] }>();
  for (const stream of include.streams) {
    const key =
      stream.kind === 'junction'
        ? `${stream.table}.${stream.column}`
        : stream.kind === 'index'
          ? stream.column
          : 'fts';
    let group = groups.get(key);
    if (!group) {
      group = {
        sql:
          stream.kind === 'junction'
            ? (count) => `SELECT seq FROM ${stream.table} WHERE ${stream.column} IN (${placeholders(count)})`
            : stream.kind === 'index'
              ? (count) => `SELECT seq FROM content WHERE ${stream.column} IN (${placeholders(count)})`
              : () => 'SELECT rowid FROM content_search WHERE content_search MATCH ?',
        values: [],
      };
      groups.set(key, group);
    }
    group.values.push(stream.value);
  }
  const parts = [...groups.values()];
  return {
    sql: parts.map((g) => g.sql(g.values.length)).join(' UNION ALL '),
    params: parts.flatMap((g) => g.values),
  };
}

function negate(probe: Probe): Probe {
  return { sql: (seq) => `NOT ${probe.sql(seq)}`, params: probe.params, row: probe.row };
}

export class ContentRepository {
  private readonly statements = new Map<string, Statement>();
  /**
   * Rows per stream, to pick the most selective include as the driver. Content only grows (the newsroom,
   * decision 0023), which {@link contentAdded} clears this for.
   */
  private readonly sizes = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly catalog: Catalog,
    private readonly maxStreams = MAX_STREAMS,
    /** Bodies are served sanitized: as stored when sanitized for this origin, else now (body-sanitizer.ts). */
    private readonly bodies: BodySanitizer = bodySanitizer(undefined),
  ) {}

  /** A story was added: the counts that pick a query's driver are recounted when next needed. */
  contentAdded(): void {
    this.sizes.clear();
  }

  private prepare(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      // Shapes vary with list lengths; a bound on the cache keeps memory flat under hostile input.
      if (this.statements.size > 2000) this.statements.clear();
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** Whether some story has this whole (folded) word: a last word that is none is completed as a prefix. */
  private isWord(folded: string): boolean {
    return (
      this.prepare('SELECT 1 FROM content_search WHERE content_search MATCH ? LIMIT 1').get(
        wordQuery(folded),
      ) !== undefined
    );
  }

  private sizeOf(stream: Stream): number {
    const key =
      stream.kind === 'junction'
        ? `j\0${stream.table}\0${String(stream.value)}`
        : stream.kind === 'index'
          ? `i\0${stream.column}\0${String(stream.value)}`
          : `f\0${stream.value}`;
    let size = this.sizes.get(key);
    if (size === undefined) {
      const sql =
        stream.kind === 'junction'
          ? `SELECT count(*) AS n FROM ${stream.table} WHERE ${stream.column} = ?`
          : stream.kind === 'index'
            ? `SELECT count(*) AS n FROM content WHERE ${stream.column} = ?`
            : 'SELECT count(*) AS n FROM content_search WHERE content_search MATCH ?';
      size = (this.prepare(sql).get(stream.value) as { n: number }).n;
      // Bounded like the statement cache: unknown tags and free-text terms are user input.
      if (this.sizes.size > 10_000) this.sizes.clear();
      this.sizes.set(key, size);
    }
    return size;
  }

  private includeSize(include: Include): number {
    return include.streams.reduce((sum, stream) => sum + this.sizeOf(stream), 0);
  }

  /** Resolves the filters into include streams and probes; NOTHING when an include list resolves to no known entity. */
  private plan(filters: ContentFilters): Plan | typeof NOTHING {
    const includes: Include[] = [];
    const probes: Probe[] = [];
    let bound: number | undefined;
    const catalog = this.catalog;
    const junction = (table: string, column: string, values: unknown[]): Include => ({
      streams: values.map((value) => ({ kind: 'junction', table, column, value })),
    });
    const categoryIds = (entries: string[]) => [
      ...new Set(
        entries
          .map((entry) =>
            /^\d+$/.test(entry)
              ? catalog.categoryById.get(Number(entry))
              : catalog.categoryByName.get(entry.toLowerCase()),
          )
          .flatMap((record) => (record ? [record.id] : [])),
      ),
    ];
    const providerIds = (entries: string[]) => [
      ...new Set(
        entries
          .map((entry) => entry.toLowerCase())
          .flatMap((entry) => {
            if (catalog.providerById.has(entry)) return [entry];
            const byName = [...catalog.providerById.values()].find(
              (p) => p.displayName.toLowerCase() === entry,
            );
            return byName ? [byName.id] : [];
          }),
      ),
    ];

    if (filters.language) {
      includes.push({ streams: [{ kind: 'index', column: 'language', value: filters.language }] });
    }
    if (filters.originCountryCode) {
      includes.push({
        streams: [{ kind: 'index', column: 'origin_country', value: filters.originCountryCode }],
      });
    }
    for (const country of [filters.countryCode, filters.localCountryCode]) {
      if (country) includes.push(junction('content_country', 'country', [country]));
    }
    if (filters.publishedAfter !== undefined) {
      // Newer items have smaller seq, so the date bound becomes a rowid range on whichever stream drives.
      const row = this.prepare('SELECT max(seq) AS seq FROM content WHERE published_at >= ?').get(
        filters.publishedAfter,
      ) as { seq: number | null };
      if (row.seq === null) return NOTHING;
      bound = row.seq;
    }
    if (filters.vendor?.length) {
      const ids = providerIds(filters.vendor);
      if (ids.length === 0) return NOTHING;
      includes.push({ streams: ids.map((value) => ({ kind: 'index', column: 'provider_id', value })) });
    }
    if (filters.vendorFilter?.length) {
      const ids = providerIds(filters.vendorFilter);
      if (ids.length > 0) {
        probes.push({
          sql: () => `+c.provider_id NOT IN (${placeholders(ids.length)})`,
          params: ids,
          row: true,
        });
      }
    }
    if (filters.category?.length) {
      const ids = categoryIds(filters.category);
      if (ids.length === 0) return NOTHING;
      includes.push(junction('content_category', 'category_id', ids));
    }
    if (filters.categoryFilter?.length) {
      const ids = categoryIds(filters.categoryFilter);
      if (ids.length > 0) probes.push(negate(probeOf(junction('content_category', 'category_id', ids))));
    }
    if (filters.tag?.length)
      includes.push(
        junction('content_tag', 'tag', [...new Set(filters.tag.map((tag) => tag.toLowerCase()))]),
      );
    if (filters.person?.length) {
      const ids = filters.person.flatMap(
        (entry) => resolveByIdOrName(catalog.personById, catalog.personByName, entry)?.id ?? [],
      );
      if (ids.length === 0) return NOTHING;
      includes.push(junction('content_person', 'person_id', [...new Set(ids)]));
    }
    if (filters.alsoPerson?.length) {
      const ids = filters.alsoPerson.flatMap(
        (entry) => resolveByIdOrName(catalog.personById, catalog.personByName, entry)?.id ?? [],
      );
      if (ids.length === 0) return NOTHING;
      for (const id of new Set(ids)) includes.push(junction('content_person', 'person_id', [id]));
    }
    if (filters.media === 'video') includes.push(junction('content_media', 'media', ['video']));
    if (filters.team?.length) {
      const ids = filters.team.flatMap(
        (entry) => resolveByIdOrName(catalog.teamById, catalog.teamByName, entry)?.id ?? [],
      );
      if (ids.length === 0) return NOTHING;
      includes.push(junction('content_team', 'team_id', [...new Set(ids)]));
    }
    if (filters.topic?.length) {
      const topicIds = new Set<string>();
      const terms: string[] = [];
      for (const entry of filters.topic) {
        const extended = /:ext$/i.test(entry);
        const name = extended ? entry.slice(0, -4).trim() : entry;
        if (name === '') continue;
        const topic = resolveByIdOrName(catalog.topicById, catalog.topicByName, name);
        if (topic) topicIds.add(topic.id);
        // A term without a word character has nothing to look for in the index.
        const query = extended ? searchQuery(name, (word) => this.isWord(word)) : undefined;
        if (query !== undefined) terms.push(query);
      }
      const topic = junction('content_topic', 'topic_id', [...topicIds]);
      if (terms.length > 0)
        topic.streams.push({
          kind: 'fts',
          value: terms.length === 1 ? (terms[0] as string) : terms.map((t) => `(${t})`).join(' OR '),
        });
      if (topic.streams.length === 0) return NOTHING;
      includes.push(topic);
    }
    return { includes, probes, bound };
  }

  /**
   * The rows of a plan in seq order (`count` = only their number). The most selective include drives: it is
   * read in seq order from its own index, and every other filter is a probe on a primary key, so SQLite stops
   * after offset + limit rows. Several values = a UNION of per-value streams, each cut at offset + limit.
   */
  private query(plan: Plan, page: { limit: number; offset: number } | 'count', followed?: 0 | 1): Query {
    const columns = followed === undefined ? COLUMNS : `${COLUMNS}, ${followed} AS followed`;
    let driver: Include | undefined;
    let driverSize = Infinity;
    for (const include of plan.includes) {
      const size = this.includeSize(include);
      if (size < driverSize) {
        driver = include;
        driverSize = size;
      }
    }
    const probes = [...plan.includes.filter((include) => include !== driver).map(probeOf), ...plan.probes];
    const needsRow = probes.some((probe) => probe.row);

    /** FROM … WHERE … of one stream (or a plain rowid walk of content), with every probe and the bound. */
    const source = (stream: Stream | undefined, withRow: boolean) => {
      let seq: string;
      let from: string;
      const where: string[] = [];
      const params: unknown[] = [];
      if (stream === undefined) {
        seq = 'c.seq';
        from = 'content c';
      } else if (stream.kind === 'junction') {
        seq = 'd.seq';
        // CROSS JOIN keeps the junction as the outer loop, so rows come in its (value, seq) order.
        from = withRow ? `${stream.table} d CROSS JOIN content c ON c.seq = d.seq` : `${stream.table} d`;
        where.push(`d.${stream.column} = ?`);
        params.push(stream.value);
      } else if (stream.kind === 'index') {
        seq = 'c.seq';
        from = 'content c';
        where.push(`c.${stream.column} = ?`);
        params.push(stream.value);
      } else {
        seq = 'content_search.rowid';
        from = withRow
          ? 'content_search CROSS JOIN content c ON c.seq = content_search.rowid'
          : 'content_search';
        where.push('content_search MATCH ?');
        params.push(stream.value);
      }
      if (plan.bound !== undefined) {
        where.push(`${seq} <= ?`);
        params.push(plan.bound);
      }
      for (const probe of probes) {
        where.push(probe.sql(seq));
        params.push(...probe.params);
      }
      return { seq, from, where: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
    };

    const streams = driver?.streams ?? [undefined];
    if (streams.length === 1) {
      const s = source(streams[0], page !== 'count' || needsRow);
      return page === 'count'
        ? { sql: `SELECT count(*) AS n FROM ${s.from} ${s.where}`, params: s.params }
        : {
            sql: `SELECT ${columns} FROM ${s.from} ${s.where} ORDER BY ${s.seq} LIMIT ? OFFSET ?`,
            params: [...s.params, page.limit, page.offset],
          };
    }
    const cut = page === 'count' || page.limit < 0 ? -1 : page.offset + page.limit;
    const parts: string[] = [];
    const params: unknown[] = [];
    if (streams.length <= this.maxStreams) {
      for (const stream of streams) {
        const s = source(stream, needsRow);
        parts.push(
          `SELECT seq FROM (SELECT ${s.seq} AS seq FROM ${s.from} ${s.where} ORDER BY ${s.seq} LIMIT ?)`,
        );
        params.push(...s.params, cut);
      }
    } else {
      // Very many values (e.g. a user following hundreds of persons): one materialised set of their rows
      // instead of hundreds of streams, then the probes on each of those rows.
      const all = source(undefined, true);
      const set = setOf(driver as Include);
      parts.push(
        `SELECT c.seq FROM ${all.from} ${all.where ? `${all.where} AND` : 'WHERE'} c.seq IN (${set.sql})`,
      );
      params.push(...all.params, ...set.params);
    }
    if (page === 'count') return { sql: `SELECT count(*) AS n FROM (${parts.join(' UNION ')})`, params };
    // UNION ALL inside IN: the IN set removes duplicates, and no arm has to be sorted for a merge.
    const sql = `FROM content c WHERE c.seq IN (${parts.join(' UNION ALL ')})`;
    return {
      sql: `SELECT ${columns} ${sql} ORDER BY c.seq LIMIT ? OFFSET ?`,
      params: [...params, page.limit, page.offset],
    };
  }

  /** SQL and parameters of the plain newest-first list query, exposed for the query-plan test. */
  listSql(filters: ContentFilters, limit: number, offset: number): Query | undefined {
    const plan = this.plan(filters);
    if (plan === NOTHING) return undefined;
    return this.query(plan, { limit, offset });
  }

  private rows(query: Query): ContentRow[] {
    return (
      this.prepare(query.sql)
        .raw(true)
        .all(...query.params) as unknown[][]
    ).map(contentRow);
  }

  /**
   * One page of the list. `limit` undefined = every item (the contract's explicit offset=0).
   * With `personalFor`, items about followed persons/teams come first, each group newest first.
   */
  list(
    filters: ContentFilters,
    limit: number | undefined,
    offset: number,
    personalFor?: string,
  ): ContentPage {
    const plan = this.plan(filters);
    if (plan === NOTHING) return { rows: [], personalised: false };
    const max = limit ?? -1;
    const followed = personalFor === undefined ? undefined : this.follows(personalFor);
    if (followed === undefined) {
      return { rows: this.rows(this.query(plan, { limit: max, offset })), personalised: false };
    }
    // "About someone the user follows" is one more include (persons OR teams) for the first group, and its
    // negation is one more probe for the rest.
    const followedPlan: Plan = { ...plan, includes: [...plan.includes, followed] };
    const othersPlan: Plan = { ...plan, probes: [...plan.probes, negate(probeOf(followed))] };
    const first = this.rows(this.query(followedPlan, { limit: max, offset }, 1));
    const remaining = limit === undefined ? -1 : limit - first.length;
    if (remaining === 0) return { rows: first, personalised: true };
    // The rest starts where the followed group ends: right after `first` when the page reached into the group;
    // otherwise the group's size is needed (counted only then, as it can span most of the database).
    let followedTotal = offset + first.length;
    if (first.length === 0 && offset > 0) {
      const count = this.query(followedPlan, 'count');
      followedTotal = (this.prepare(count.sql).get(...count.params) as { n: number }).n;
    }
    const rest = this.rows(
      this.query(othersPlan, { limit: remaining, offset: Math.max(0, offset - followedTotal) }, 0),
    );
    return { rows: [...first, ...rest], personalised: true };
  }

  /** The persons and teams the user follows, as an include; undefined when they follow nobody. */
  private follows(userId: string): Include | undefined {
    const persons = this.prepare('SELECT person_id AS id FROM person_follows WHERE user_id = ?').all(
      userId,
    ) as {
      id: string;
    }[];
    const teams = this.prepare('SELECT team_id AS id FROM team_follows WHERE user_id = ?').all(userId) as {
      id: string;
    }[];
    if (persons.length === 0 && teams.length === 0) return undefined;
    return {
      streams: [
        ...persons.map(({ id }): Stream => ({
          kind: 'junction',
          table: 'content_person',
          column: 'person_id',
          value: id,
        })),
        ...teams.map(({ id }): Stream => ({
          kind: 'junction',
          table: 'content_team',
          column: 'team_id',
          value: id,
        })),
      ],
    };
  }

  /** One story with its body, sanitized (never a row's unsanitized body: see body-sanitizer.ts). */
  byId(contentId: string): (ContentRow & { body: string }) | undefined {
    const row = this.prepare(
      `SELECT ${COLUMNS}, b.body, b.sanitized_for FROM content c JOIN content_body b ON b.seq = c.seq WHERE c.content_id = ?`,
    ).get(contentId) as (ContentRow & { body: string; sanitized_for: string | null }) | undefined;
    if (!row) return undefined;
    const { sanitized_for: sanitizedFor, ...story } = row;
    return { ...story, body: this.bodies.served({ body: row.body, sanitizedFor }) };
  }

  exists(contentId: string): { image_width: number; image_height: number; extra_images: number } | undefined {
    return this.prepare(
      'SELECT image_width, image_height, extra_images FROM content WHERE content_id = ?',
    ).get(contentId) as { image_width: number; image_height: number; extra_images: number } | undefined;
  }

  /** The person's best item passing the filters: the newest one about them (and about `person`, when given). */
  topArticleFor(personId: string, filters: ContentFilters): ContentRow | undefined {
    const { person, ...rest } = filters;
    const also = [...(rest.alsoPerson ?? []), ...(person ?? [])];
    return this.list({ ...rest, person: [personId], ...(also.length ? { alsoPerson: also } : {}) }, 1, 0)
      .rows[0];
  }

  /** Whether at least one item passes the filters (one indexed probe, stops at the first row). */
  any(filters: ContentFilters): boolean {
    return this.list(filters, 1, 0).rows.length > 0;
  }
}
