// Operations 1-3: category list (with the content filters of the interface), by id, by English name.
import type { Category } from '../../contract/schemas';
import type { CategoryRecord } from '../db/catalog-repository';
import { filtersOf } from '../lib/content-view';
import { notFound } from '../lib/http-error';
import { mediaUrls } from '../lib/media-urls';
import type { Handlers } from './operations';
import type { Services } from './services';

export function toCategory(record: CategoryRecord, lang: string | undefined): Category {
  return {
    categoryId: record.id,
    categoryName: record.name,
    translatedName: record.names[lang ?? 'en'] ?? record.name,
    imageUrl: mediaUrls.category(record.id),
  };
}

export function categoryHandlers({
  catalog,
  content,
}: Services): Pick<Handlers, 'categoryList' | 'categoryById' | 'categoryByName'> {
  return {
    categoryList: ({ query }) => {
      const { categoryFilter, ...rest } = query;
      const excluded = new Set(
        (categoryFilter ?? []).map((entry) =>
          /^\d+$/.test(entry)
            ? catalog.categoryById.get(Number(entry))?.id
            : catalog.categoryByName.get(entry.toLowerCase())?.id,
        ),
      );
      // A category is listed when at least one item of it passes the content filters given.
      const filters = filtersOf(rest);
      const filtered = Object.keys(filters).length > 0;
      const categories = catalog.categories.filter(
        (record) =>
          !excluded.has(record.id) &&
          (!filtered || content.any({ ...filters, category: [String(record.id)] })),
      );
      return { categories: categories.map((record) => toCategory(record, query.language)) };
    },

    categoryById: ({ params, query }) => {
      const record = catalog.categoryById.get(params.categoryId);
      if (!record) throw notFound(`no category with id ${params.categoryId}`, 'categoryId');
      return toCategory(record, query.language);
    },

    categoryByName: ({ params, query }) => {
      const record = catalog.categoryByName.get(params.categoryName.toLowerCase());
      if (!record) throw notFound(`no category named ${params.categoryName}`, 'categoryName');
      return toCategory(record, query.language);
    },
  };
}
