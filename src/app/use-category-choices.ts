import { useQuery } from '@tanstack/react-query';
import { categoryListQueryOptions } from '@/features/categories/api';
import { useInterfaceLanguage } from '@/lib/i18n';

/**
 * The language a feed's category choices are named in: the content language's own, or with "any
 * language" ('') the reader's — the service would name them in English, and asking the list in the
 * reader's language would also drop every category without a story in it, so the names come from that
 * second list, matched by id. `undefined`: the content list names them already.
 */
export function categoryNamesLanguage(language: string, interfaceLanguage: string): string | undefined {
  return language === '' && interfaceLanguage !== 'en' ? interfaceLanguage : undefined;
}

/** The categories the API lists, as the feed's filter panel offers them (English name, reader's label). */
export function useCategoryChoices(language: string) {
  const names = categoryNamesLanguage(language, useInterfaceLanguage());
  const categories = useQuery(categoryListQueryOptions(language));
  const named = useQuery({ ...categoryListQueryOptions(names ?? language), enabled: names !== undefined });
  const translated = new Map(
    names === undefined ? [] : (named.data?.categories ?? []).map((c) => [c.categoryId, c.translatedName]),
  );
  return (categories.data?.categories ?? []).map((category) => ({
    value: category.categoryName,
    label: translated.get(category.categoryId) ?? category.translatedName ?? category.categoryName,
  }));
}
