// Path ids of persons and teams: a Wikidata id first, then a case-insensitive name; otherwise a 404.
import {
  resolveByIdOrName,
  type Catalog,
  type PersonRecord,
  type TeamRecord,
} from '../db/catalog-repository';
import { notFound } from './http-error';

export function personOr404(catalog: Catalog, id: string): PersonRecord {
  const person = resolveByIdOrName(catalog.personById, catalog.personByName, id);
  if (!person) throw notFound(`no person ${id}`, 'id');
  return person;
}

export function teamOr404(catalog: Catalog, id: string): TeamRecord {
  const team = resolveByIdOrName(catalog.teamById, catalog.teamByName, id);
  if (!team) throw notFound(`no team ${id}`, 'id');
  return team;
}
