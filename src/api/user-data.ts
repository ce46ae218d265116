// The user's follows are read by several features (profile, follow buttons, the home page's
// Following tab), so their query lives beside the contract rather than inside one feature.
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';
import { endpoints, type UserParams } from './endpoints';

export const userDataKeys = {
  all: ['user'] as const,
  /** The unfiltered follows of a user: what follow and unfollow answers replace. */
  detail: (userId: string) => [...userDataKeys.all, userId] as const,
  filtered: (userId: string, filters: Pick<UserParams, 'sportType' | 'competitionId'>) =>
    [...userDataKeys.all, userId, 'filtered', filters] as const,
};

export const userDataQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userDataKeys.detail(userId),
    queryFn: ({ signal }) => apiRequest(endpoints.user(userId), { signal }),
    // No id yet: the server's render and the one that hydrates it, before the browser's id is read.
    enabled: userId !== '',
  });

export const filteredUserDataQueryOptions = (
  userId: string,
  filters: Pick<UserParams, 'sportType' | 'competitionId'>,
) =>
  queryOptions({
    queryKey: userDataKeys.filtered(userId, filters),
    queryFn: ({ signal }) => apiRequest(endpoints.user(userId, filters), { signal }),
    enabled: userId !== '',
  });
