// Maps a content row to the wire ContentItem (api-contract.md §5.2). Absent-when-empty fields follow the contract.
import type { ContentDetail, ContentItem, EntityRef } from '../../contract/schemas';
import type { Catalog } from '../db/catalog-repository';
import type { ContentFilters, ContentRow } from '../db/content-repository';
import { roundThumbnail } from '../../contract/thumbnail-ladder';
import { mediaUrls } from './media-urls';

export interface ThumbnailSpec {
  width: number;
  height: number;
  quality: number;
}
export const DEFAULT_THUMBNAIL: ThumbnailSpec = { width: 300, height: 200, quality: 80 };

const split = (text: string): string[] => (text === '' ? [] : text.split(','));

// The helpers below run for every field of every story of every list (a render of `/` makes 120 stories):
// plain loops, no array made per id to be flattened again (decision 0061).
function refs<T extends { id: string; name: string }>(ids: string, byId: Map<string, T>): EntityRef[] {
  const found: EntityRef[] = [];
  if (ids === '') return found;
  for (const id of ids.split(',')) {
    const record = byId.get(id.toUpperCase());
    if (record) found.push({ id: record.id, name: record.name });
  }
  return found;
}

function categoriesOf(ids: string, catalog: Catalog): Catalog['categories'] {
  const found: Catalog['categories'] = [];
  if (ids === '') return found;
  for (const id of ids.split(',')) {
    const category = catalog.categoryById.get(Number(id));
    if (category) found.push(category);
  }
  return found;
}

/**
 * The item's fields are set in the order the route writes them (fast-json-stringify: the schema's required
 * fields first, then the optional ones, each in the schema's order), so the page renderer can take this
 * object as its data and the page's state is what it was when the render parsed the JSON (decision 0058;
 * server/lib/in-process-api.test.ts holds every view a page reads to its JSON).
 */
export function toContentItem(row: ContentRow, catalog: Catalog, thumb: ThumbnailSpec): ContentItem {
  const provider = catalog.providerById.get(row.provider_id);
  const categories = categoriesOf(row.category_ids, catalog);
  const item: ContentItem = {
    contentId: row.content_id,
    title: row.title,
    contentSource: row.provider_id,
    publishedAt: row.published_at,
    summary: row.summary,
    contentSourceDisplay: provider?.displayName ?? row.provider_id,
    contentSourceLogo: provider ? mediaUrls.providerLogo(provider.id) : '',
    categories: categories.map((c) => c.names[row.language] ?? c.name),
    categoriesEnglish: categories.map((c) => c.name),
    images: {
      mainImage: {
        url: mediaUrls.contentMain(row.content_id),
        width: row.image_width,
        height: row.image_height,
      },
      mainImageThumbnail: {
        url: mediaUrls.contentThumb(row.content_id, thumb.width, thumb.height, thumb.quality),
        width: thumb.width,
        height: thumb.height,
        quality: thumb.quality,
      },
      additionalImages: Array.from({ length: row.extra_images }, (_, index) => ({
        url: mediaUrls.contentExtra(row.content_id, index + 1),
        width: 1024,
        height: 768,
        offset: index + 1,
      })),
    },
    countries: split(row.countries),
    locale: row.locale,
    tags: split(row.tags),
  };
  // persons/topics/teams are absent when empty, as on the public service.
  const persons = refs(row.person_ids, catalog.personById);
  const topics = refs(row.topic_ids, catalog.topicById);
  const teams = refs(row.team_ids, catalog.teamById);
  if (persons.length) item.persons = persons;
  if (topics.length) item.topics = topics;
  if (teams.length) item.teams = teams;
  item.views = row.views;
  item.isPreview = row.is_preview === 1;
  item.contentURL = `https://${provider?.domain ?? 'example.com'}/${row.language}/${row.content_id}`;
  item.recommendationId = row.followed === 1 ? 'followed' : 'newest';
  item.iabCategories = categories.map((c) => c.iab);
  if (row.video_seconds !== null && row.video_seconds !== undefined) {
    item.media = {
      type: 'video',
      durationSeconds: row.video_seconds,
      playerUrl: `https://${provider?.domain ?? 'example.com'}/player/${row.content_id}`,
      posterUrl: mediaUrls.contentMain(row.content_id),
    };
  }
  return item;
}

export function toContentDetail(
  row: ContentRow & { body: string },
  catalog: Catalog,
  thumb: ThumbnailSpec,
): ContentDetail {
  return { ...toContentItem(row, catalog, thumb), body: row.body };
}

/** The thumbnail a request asks for (`thumbImg*`), with the contract's defaults. */
export function thumbnailOf(query: {
  thumbImgWidth?: number | undefined;
  thumbImgHeight?: number | undefined;
  thumbImgQuality?: number | undefined;
}): ThumbnailSpec {
  // The nearest step of the ladder (docs/decisions/0008): what the answer reports is exactly what its URL serves.
  return roundThumbnail({
    width: query.thumbImgWidth ?? DEFAULT_THUMBNAIL.width,
    height: query.thumbImgHeight ?? DEFAULT_THUMBNAIL.height,
    quality: query.thumbImgQuality ?? DEFAULT_THUMBNAIL.quality,
  });
}

const FILTER_KEYS = [
  'language',
  'countryCode',
  'localCountryCode',
  'originCountryCode',
  'vendor',
  'vendorFilter',
  'category',
  'categoryFilter',
  'tag',
  'topic',
  'person',
  'team',
  'publishedAfter',
  'media',
] as const satisfies readonly (keyof ContentFilters)[];

/** The content filters among a request's parameters (whatever else it carries is left out). */
export function filtersOf(query: {
  [K in (typeof FILTER_KEYS)[number]]?: ContentFilters[K] | undefined;
}): ContentFilters {
  const filters: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) if (query[key] !== undefined) filters[key] = query[key];
  return filters as ContentFilters;
}
