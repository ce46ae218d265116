// Operations 1-3: category list, by id, by English name — each under both path spellings.
import type { FastifyInstance } from 'fastify';
import type { Category, CategoryList } from '../../contract/schemas';
import type { CategoryRecord } from '../db/catalog-repository';
import { notFound } from '../lib/http-error';
import { mediaUrls } from '../lib/media-urls';
import { integer, language, parseParams, pathText } from '../lib/params';
import { CACHE_PUBLIC } from '../plugins/http-caching';
import { CATEGORY_PREFIXES, commonParams } from './common-params';
import { rateLimitConfig, type Services } from './services';

export const categoryQueryParams = {
  language: language('Language of translatedName (ISO 639-1); English when there is no translation.'),
  aid: commonParams.aid,
  optOut: commonParams.optOut,
  userId: commonParams.userId,
};
export const categoryIdParam = integer(1, 2_147_483_647, 'Category id.');
export const categoryNameParam = pathText(100, 'English category name, case-insensitive.');

export function toCategory(record: CategoryRecord, lang: string | undefined): Category {
  return {
    categoryId: record.id,
    categoryName: record.name,
    translatedName: record.names[lang ?? 'en'] ?? record.name,
    imageUrl: mediaUrls.category(record.id),
  };
}

export async function categoryRoutes(app: FastifyInstance, services: Services) {
  const { catalog } = services;
  for (const prefix of CATEGORY_PREFIXES) {
    app.get(`${prefix}/category`, rateLimitConfig(services, 'reads'), async (request, reply) => {
      const query = parseParams(request.query, categoryQueryParams);
      const body: CategoryList = { categories: catalog.categories.map((c) => toCategory(c, query.language)) };
      return reply.header('cache-control', CACHE_PUBLIC).send(body);
    });

    app.get<{ Params: { categoryId: string } }>(
      `${prefix}/category/id/:categoryId`,
      rateLimitConfig(services, 'reads'),
      async (request, reply) => {
        const query = parseParams(request.query, categoryQueryParams);
        const id = categoryIdParam.parse(request.params.categoryId, 'categoryId');
        const record = catalog.categoryById.get(id);
        if (!record) throw notFound(`no category with id ${id}`, 'categoryId');
        return reply.header('cache-control', CACHE_PUBLIC).send(toCategory(record, query.language));
      },
    );

    app.get<{ Params: { categoryName: string } }>(
      `${prefix}/category/name/:categoryName`,
      rateLimitConfig(services, 'reads'),
      async (request, reply) => {
        const query = parseParams(request.query, categoryQueryParams);
        const name = categoryNameParam.parse(request.params.categoryName, 'categoryName');
        const record = catalog.categoryByName.get(name.toLowerCase());
        if (!record) throw notFound(`no category named ${name}`, 'categoryName');
        return reply.header('cache-control', CACHE_PUBLIC).send(toCategory(record, query.language));
      },
    );
  }
}
