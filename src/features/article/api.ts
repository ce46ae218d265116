import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import type { ContentItem } from '@/api/schemas';

export const articleKeys = {
  all: ['article'] as const,
  detail: (contentId: string) => [...articleKeys.all, contentId] as const,
};

export const articleQueryOptions = (contentId: string) =>
  queryOptions({
    queryKey: articleKeys.detail(contentId),
    queryFn: ({ signal }) => apiRequest(endpoints.contentById(contentId), { signal }),
    // A published story rarely changes; coming back to it should not flash or refetch.
    staleTime: 10 * 60_000,
  });

/** Only absolute http(s) links leave the app: never `javascript:` or data URLs from a provider. */
export function safeExternalUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

export const MORE_COVERAGE_COUNT = 5;
/** Asked for beyond those shown, so that leaving out the story and repeats still fills the list. */
const COVERAGE_SPARE = 3;

/** A headline as a reader compares two: case, spacing and typographic quotes aside. */
const headlineKey = (item: ContentItem) =>
  `${item.contentSource}\u0000${item.title
    .normalize('NFKC')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()}`;

/**
 * "More coverage" as a reader wants it: other stories only, each once. A story is left out when it is the
 * one being read, or repeats the id, or the headline from the same provider, of one before it (a provider
 * that publishes a story twice, or the story's own copy under another id).
 */
export function distinctCoverage(
  story: ContentItem,
  candidates: readonly ContentItem[],
  count = MORE_COVERAGE_COUNT,
): ContentItem[] {
  const ids = new Set([story.contentId]);
  const headlines = new Set([headlineKey(story)]);
  const shown: ContentItem[] = [];
  for (const item of candidates) {
    if (shown.length === count) break;
    const headline = headlineKey(item);
    if (ids.has(item.contentId) || headlines.has(headline)) continue;
    ids.add(item.contentId);
    headlines.add(headline);
    shown.push(item);
  }
  return shown;
}

/** What "More coverage" is about: the story's first person, else its first category. */
export type CoverageSubject =
  { kind: 'person'; id: string; name: string } | { kind: 'category'; name: string; shown: string };

export function coverageSubjectOf(item: ContentItem): CoverageSubject | undefined {
  const person = item.persons?.[0];
  if (person) return { kind: 'person', id: person.id, name: person.name };
  const category = item.categoriesEnglish?.[0] ?? item.categories?.[0];
  if (category) return { kind: 'category', name: category, shown: item.categories?.[0] ?? category };
  return undefined;
}

/** `en_US` → `en`: related stories are in the story's own language. */
export const languageOfItem = (item: ContentItem) =>
  item.locale?.split(/[_-]/)[0]?.toLowerCase() || undefined;

/**
 * Related stories: the newest about the same subject in the same language. Keyed by the subject, not
 * the story, so stories about the same person share one list; the story itself is left out on reading.
 */
export const moreCoverageQueryOptions = (subject: CoverageSubject, language: string | undefined) =>
  queryOptions({
    queryKey: [
      ...articleKeys.all,
      'coverage',
      subject.kind === 'person' ? { person: subject.id, language } : { category: subject.name, language },
    ] as const,
    queryFn: ({ signal }) =>
      apiRequest(
        endpoints.contentList({
          ...(subject.kind === 'person' ? { person: [subject.id] } : { category: [subject.name] }),
          // A few more than shown: the story itself, and repeats of one headline, are left out on reading.
          limit: MORE_COVERAGE_COUNT + COVERAGE_SPARE,
          sortBy: 'newest',
          language,
        }),
        { signal },
      ),
    staleTime: 5 * 60_000,
  });

/** The options for one story's "More coverage", or `undefined` when it names neither person nor category. */
export function storyCoverageQueryOptions(item: ContentItem) {
  const subject = coverageSubjectOf(item);
  return subject ? { subject, options: moreCoverageQueryOptions(subject, languageOfItem(item)) } : undefined;
}
