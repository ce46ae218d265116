import { useQuery } from '@tanstack/react-query';
import { categoryListQueryOptions } from '@/features/categories/api';

/** The categories the API lists, as the feed's filter panel offers them (English name, reader's label). */
export function useCategoryChoices(language: string) {
  const categories = useQuery(categoryListQueryOptions(language));
  return (categories.data?.categories ?? []).map((category) => ({
    value: category.categoryName,
    label: category.translatedName ?? category.categoryName,
  }));
}
