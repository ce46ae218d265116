import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';

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
