// The small reference tables (categories, providers, persons, teams, topics), read once into memory:
// they never change at runtime, and resolving names to ids here keeps per-request SQL short.
import type { Db } from './database';

export interface CategoryRecord {
  id: number;
  name: string;
  names: Record<string, string>;
  iab: number;
}
export interface ProviderRecord {
  id: string;
  displayName: string;
  domain: string;
}
export interface PersonRecord {
  id: string;
  name: string;
  description: string;
  sportType: number | null;
}
export interface TeamRecord {
  id: string;
  name: string;
  description: string;
  sportType: number;
  competitionId: number;
  competitionName: string;
  country: string;
  /** Name and description in other languages, where a translation exists. */
  translations: Record<string, { name: string; description: string }>;
}
export interface TopicRecord {
  id: string;
  name: string;
}

export interface Catalog {
  categories: CategoryRecord[];
  categoryById: Map<number, CategoryRecord>;
  categoryByName: Map<string, CategoryRecord>;
  providerById: Map<string, ProviderRecord>;
  personById: Map<string, PersonRecord>;
  personByName: Map<string, PersonRecord>;
  teamById: Map<string, TeamRecord>;
  teamByName: Map<string, TeamRecord>;
  topicById: Map<string, TopicRecord>;
  topicByName: Map<string, TopicRecord>;
}

export function loadCatalog(db: Db): Catalog {
  const categories = db
    .prepare<[], { id: number; name: string; name_es: string; name_pt: string; iab: number }>(
      'SELECT id, name, name_es, name_pt, iab FROM categories ORDER BY id',
    )
    .all()
    .map((row) => ({
      id: row.id,
      name: row.name,
      names: { en: row.name, es: row.name_es, pt: row.name_pt },
      iab: row.iab,
    }));
  const providers = db
    .prepare<[], ProviderRecord>('SELECT id, display_name AS displayName, domain FROM providers')
    .all();
  const persons = db
    .prepare<[], PersonRecord>('SELECT id, name, description, sport_type AS sportType FROM persons')
    .all();
  const teams = db
    .prepare<[], Omit<TeamRecord, 'translations'>>(
      `SELECT t.id, t.name, t.description, t.sport_type AS sportType, t.competition_id AS competitionId,
              c.name AS competitionName, t.country
         FROM teams t JOIN competitions c ON c.id = t.competition_id`,
    )
    .all()
    .map((team): TeamRecord => ({ ...team, translations: {} }));
  const translations = db
    .prepare<[], { team_id: string; language: string; name: string; description: string }>(
      'SELECT team_id, language, name, description FROM team_translations',
    )
    .all();
  const teamById = new Map(teams.map((t) => [t.id.toUpperCase(), t]));
  for (const row of translations) {
    const team = teamById.get(row.team_id.toUpperCase());
    if (team) team.translations[row.language] = { name: row.name, description: row.description };
  }
  const topics = db.prepare<[], TopicRecord>('SELECT id, name FROM topics').all();
  const byName = <T extends { name: string }>(rows: T[]) =>
    new Map(rows.map((row) => [row.name.toLowerCase(), row]));
  return {
    categories,
    categoryById: new Map(categories.map((c) => [c.id, c])),
    categoryByName: byName(categories),
    providerById: new Map(providers.map((p) => [p.id, p])),
    personById: new Map(persons.map((p) => [p.id.toUpperCase(), p])),
    personByName: byName(persons),
    teamById,
    teamByName: byName(teams),
    topicById: new Map(topics.map((t) => [t.id.toUpperCase(), t])),
    topicByName: byName(topics),
  };
}

/** A path or filter value names an entity by Wikidata id first, then by case-insensitive name. */
export function resolveByIdOrName<T>(
  byId: Map<string, T>,
  byName: Map<string, T>,
  value: string,
): T | undefined {
  return byId.get(value.trim().toUpperCase()) ?? byName.get(value.trim().toLowerCase());
}
