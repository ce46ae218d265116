// Operations 6, 8, 9: person (+ top article), follow and unfollow person.
import type { FastifyInstance } from 'fastify';
import type { Person } from '../../contract/schemas';
import { resolveByIdOrName, type PersonRecord } from '../db/catalog-repository';
import { toContentItem } from '../lib/content-view';
import { notFound } from '../lib/http-error';
import { mediaUrls } from '../lib/media-urls';
import { parseParams, pathText, usDate } from '../lib/params';
import { CACHE_PRIVATE, CACHE_PUBLIC } from '../plugins/http-caching';
import { API, commonParams, contentFilterParams } from './common-params';
import { filtersOf, thumbnailOf, thumbnailParams } from './content';
import { rateLimitConfig, type Services } from './services';
import { followRoutes } from './follow-routes';

const { person: _person, ...filtersWithoutPerson } = contentFilterParams;

export const personParams = {
  ...commonParams,
  ...filtersWithoutPerson,
  ...thumbnailParams,
  publishedAfter: usDate(false, 'Top article published on or after this day'),
};
export const personIdParam = pathText(100, 'Wikidata id (e.g. Q615) or case-insensitive name.');

export function resolvePerson(services: Services, raw: string): PersonRecord {
  const id = personIdParam.parse(raw, 'id');
  const person = resolveByIdOrName(services.catalog.personById, services.catalog.personByName, id);
  if (!person) throw notFound(`no person ${id}`, 'id');
  return person;
}

export async function personRoutes(app: FastifyInstance, services: Services) {
  const { catalog, content, users } = services;

  app.get<{ Params: { id: string } }>(
    `${API}/person/:id`,
    rateLimitConfig(services, 'reads'),
    async (request, reply) => {
      const query = parseParams(request.query, personParams);
      const person = resolvePerson(services, request.params.id);
      const top = content.topArticleFor(person.id, filtersOf(query));
      const body: Person = {
        id: person.id,
        name: person.name,
        description: person.description,
        imageUrl: mediaUrls.person(person.id),
        // The demo persons are invented: the link has the shape of the real service's (an article by name).
        wikipediaUrl: `https://en.wikipedia.org/wiki/${encodeURIComponent(person.name.replace(/ /g, '_'))}`,
        topArticle: top ? toContentItem(top, catalog, thumbnailOf(query)) : null,
      };
      if (person.sportType !== null) body.sportType = person.sportType;
      if (query.userId !== undefined) body.isFollowed = users.followsPerson(query.userId, person.id);
      return reply
        .header('cache-control', query.userId !== undefined ? CACHE_PRIVATE : CACHE_PUBLIC)
        .send(body);
    },
  );

  followRoutes(app, services, 'person', (user, rawId, on) =>
    users.setPersonFollow(user, resolvePerson(services, rawId).id, on),
  );
}
