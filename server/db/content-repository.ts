// Content queries. Every filter maps to an indexed predicate (junction tables, FTS5, composite indexes),
// and statements are prepared once per SQL shape.
import type { Statement } from 'better-sqlite3';
import type { Catalog } from './catalog-repository';
import { resolveByIdOrName } from './catalog-repository';
import type { Db } from './database';

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
  /** 1 when the row ranks first because the user follows someone in it (personalised order only). */
  followed?: number;
}

export interface ContentPage {
  rows: ContentRow[];
  personalised: boolean;
}

const COLUMNS = `c.seq, c.content_id, c.title, c.summary, c.provider_id, c.language, c.locale, c.published_at, c.views,
  c.is_preview, c.image_width, c.image_height, c.extra_images, c.category_ids, c.person_ids, c.team_ids, c.topic_ids,
  c.tags, c.countries`;
// seq is the rank in newest order (publishedAt desc, contentId asc): see schema.sql.
const NEWEST = 'ORDER BY c.seq';
const FOLLOWED = `(c.seq IN (SELECT seq FROM content_person WHERE person_id IN (SELECT person_id FROM person_follows WHERE user_id = ?))
  OR c.seq IN (SELECT seq FROM content_team WHERE team_id IN (SELECT team_id FROM team_follows WHERE user_id = ?)))`;

/** A filter that can match nothing (e.g. only unknown names); the query short-circuits to an empty page. */
const NOTHING = Symbol('nothing');

interface Where {
  sql: string;
  params: unknown[];
}

/** FTS5 query for a user term: one quoted phrase, so operators and quotes in input are inert. */
function ftsPhrase(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}

const placeholders = (count: number) => new Array(count).fill('?').join(', ');

export class ContentRepository {
  private readonly statements = new Map<string, Statement>();

  constructor(
    private readonly db: Db,
    private readonly catalog: Catalog,
  ) {}

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

  /** Builds the WHERE clause; returns NOTHING when an include list resolves to no known entity. */
  buildWhere(filters: ContentFilters): Where | typeof NOTHING {
    const clauses: string[] = [];
    const params: unknown[] = [];
    const catalog = this.catalog;
    const inJunction = (table: string, column: string, values: unknown[], negate = false) => {
      clauses.push(`c.seq ${negate ? 'NOT IN' : 'IN'} (SELECT seq FROM ${table} WHERE ${column} IN (${placeholders(values.length)}))`);
      params.push(...values);
    };
    const categoryIds = (entries: string[]) =>
      entries
        .map((entry) => (/^\d+$/.test(entry) ? catalog.categoryById.get(Number(entry)) : catalog.categoryByName.get(entry.toLowerCase())))
        .flatMap((record) => (record ? [record.id] : []));
    const providerIds = (entries: string[]) =>
      entries.map((entry) => entry.toLowerCase()).flatMap((entry) => {
        if (catalog.providerById.has(entry)) return [entry];
        const byName = [...catalog.providerById.values()].find((p) => p.displayName.toLowerCase() === entry);
        return byName ? [byName.id] : [];
      });

    if (filters.language) {
      clauses.push('c.language = ?');
      params.push(filters.language);
    }
    if (filters.originCountryCode) {
      clauses.push('c.origin_country = ?');
      params.push(filters.originCountryCode);
    }
    for (const country of [filters.countryCode, filters.localCountryCode]) {
      if (country) inJunction('content_country', 'country', [country]);
    }
    if (filters.publishedAfter !== undefined) {
      // Newer items have smaller seq, so the date bound becomes a rowid range the planner can use directly.
      const bound = this.prepare('SELECT max(seq) AS seq FROM content WHERE published_at >= ?').get(filters.publishedAfter) as {
        seq: number | null;
      };
      if (bound.seq === null) return NOTHING;
      clauses.push('c.seq <= ?');
      params.push(bound.seq);
    }
    if (filters.vendor?.length) {
      const ids = providerIds(filters.vendor);
      if (ids.length === 0) return NOTHING;
      // Several providers: a rowid set (sorted) instead of merging index streams, which would need a sort.
      clauses.push(
        ids.length === 1
          ? 'c.provider_id = ?'
          : `c.seq IN (SELECT seq FROM content WHERE provider_id IN (${placeholders(ids.length)}))`,
      );
      params.push(...ids);
    }
    if (filters.vendorFilter?.length) {
      const ids = providerIds(filters.vendorFilter);
      if (ids.length > 0) {
        clauses.push(`c.provider_id NOT IN (${placeholders(ids.length)})`);
        params.push(...ids);
      }
    }
    if (filters.category?.length) {
      const ids = categoryIds(filters.category);
      if (ids.length === 0) return NOTHING;
      inJunction('content_category', 'category_id', ids);
    }
    if (filters.categoryFilter?.length) {
      const ids = categoryIds(filters.categoryFilter);
      if (ids.length > 0) inJunction('content_category', 'category_id', ids, true);
    }
    if (filters.tag?.length) inJunction('content_tag', 'tag', [...new Set(filters.tag.map((tag) => tag.toLowerCase()))]);
    if (filters.person?.length) {
      const ids = filters.person.flatMap((entry) => resolveByIdOrName(catalog.personById, catalog.personByName, entry)?.id ?? []);
      if (ids.length === 0) return NOTHING;
      inJunction('content_person', 'person_id', [...new Set(ids)]);
    }
    if (filters.team?.length) {
      const ids = filters.team.flatMap((entry) => resolveByIdOrName(catalog.teamById, catalog.teamByName, entry)?.id ?? []);
      if (ids.length === 0) return NOTHING;
      inJunction('content_team', 'team_id', [...new Set(ids)]);
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
        // Only terms with a word character can match in FTS; others would be an empty phrase.
        if (extended && /[\p{L}\p{N}]/u.test(name)) terms.push(ftsPhrase(name));
      }
      const alternatives: string[] = [];
      if (topicIds.size > 0) {
        alternatives.push(`c.seq IN (SELECT seq FROM content_topic WHERE topic_id IN (${placeholders(topicIds.size)}))`);
        params.push(...topicIds);
      }
      if (terms.length > 0) {
        alternatives.push('c.seq IN (SELECT rowid FROM content_fts WHERE content_fts MATCH ?)');
        params.push(terms.join(' OR '));
      }
      if (alternatives.length === 0) return NOTHING;
      clauses.push(alternatives.length === 1 ? (alternatives[0] as string) : `(${alternatives.join(' OR ')})`);
    }
    return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
  }

  /** SQL and parameters of the plain newest-first list query, exposed for the query-plan test. */
  listSql(filters: ContentFilters, limit: number, offset: number): { sql: string; params: unknown[] } | undefined {
    const where = this.buildWhere(filters);
    if (where === NOTHING) return undefined;
    return { sql: `SELECT ${COLUMNS} FROM content c ${where.sql} ${NEWEST} LIMIT ? OFFSET ?`, params: [...where.params, limit, offset] };
  }

  /**
   * One page of the list. `limit` undefined = every item (the contract's explicit offset=0).
   * With `personalFor`, items about followed persons/teams come first, each group newest first.
   */
  list(filters: ContentFilters, limit: number | undefined, offset: number, personalFor?: string): ContentPage {
    const where = this.buildWhere(filters);
    if (where === NOTHING) return { rows: [], personalised: false };
    const max = limit ?? -1;
    if (personalFor === undefined || !this.followsAnything(personalFor)) {
      const sql = `SELECT ${COLUMNS} FROM content c ${where.sql} ${NEWEST} LIMIT ? OFFSET ?`;
      return { rows: this.prepare(sql).all(...where.params, max, offset) as ContentRow[], personalised: false };
    }
    const join = where.sql ? `${where.sql} AND` : 'WHERE';
    const followedSql = `SELECT ${COLUMNS}, 1 AS followed FROM content c ${join} ${FOLLOWED} ${NEWEST} LIMIT ? OFFSET ?`;
    const othersSql = `SELECT ${COLUMNS}, 0 AS followed FROM content c ${join} NOT ${FOLLOWED} ${NEWEST} LIMIT ? OFFSET ?`;
    const countSql = `SELECT count(*) AS n FROM content c ${join} ${FOLLOWED}`;
    const followParams = [personalFor, personalFor];
    const followedTotal = (this.prepare(countSql).get(...where.params, ...followParams) as { n: number }).n;
    const first =
      offset < followedTotal
        ? (this.prepare(followedSql).all(...where.params, ...followParams, max, offset) as ContentRow[])
        : [];
    const remaining = limit === undefined ? -1 : limit - first.length;
    const rest =
      remaining === 0
        ? []
        : (this.prepare(othersSql).all(
            ...where.params,
            ...followParams,
            remaining,
            Math.max(0, offset - followedTotal),
          ) as ContentRow[]);
    return { rows: [...first, ...rest], personalised: true };
  }

  private followsAnything(userId: string): boolean {
    return (
      this.prepare(
        `SELECT EXISTS (SELECT 1 FROM person_follows WHERE user_id = ?) OR EXISTS (SELECT 1 FROM team_follows WHERE user_id = ?) AS any`,
      ).get(userId, userId) as { any: number }
    ).any === 1;
  }

  byId(contentId: string): (ContentRow & { body: string }) | undefined {
    return this.prepare(
      `SELECT ${COLUMNS}, b.body FROM content c JOIN content_body b ON b.seq = c.seq WHERE c.content_id = ?`,
    ).get(contentId) as (ContentRow & { body: string }) | undefined;
  }

  exists(contentId: string): { image_width: number; image_height: number; extra_images: number } | undefined {
    return this.prepare('SELECT image_width, image_height, extra_images FROM content WHERE content_id = ?').get(contentId) as
      | { image_width: number; image_height: number; extra_images: number }
      | undefined;
  }

  /** The person's best item passing the filters: the newest one about them. */
  topArticleFor(personId: string, filters: ContentFilters): ContentRow | undefined {
    return this.list({ ...filters, person: [personId] }, 1, 0).rows[0];
  }
}
