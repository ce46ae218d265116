import { Link } from 'react-router-dom';
import type { Category } from '@/api/schemas';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';

export function CategoryImage({ category, size = 56 }: { category: Category; size?: number }) {
  if (!category.imageUrl) {
    return (
      <span
        aria-hidden="true"
        style={{ width: size, height: size }}
        className="inline-flex shrink-0 items-center justify-center rounded-full bg-paper-sunk font-serif text-xl text-ink-soft"
      >
        {category.categoryName.charAt(0)}
      </span>
    );
  }
  return (
    <img
      src={category.imageUrl}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className="shrink-0 rounded-full bg-paper-sunk object-cover"
      style={{ width: size, height: size }}
    />
  );
}

export function CategoryGrid({ categories, language }: { categories: Category[]; language: string }) {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {categories.map((category) => (
        <li key={category.categoryId}>
          <Link
            to={paths.category(category.categoryId, { language: language || undefined })}
            className="flex items-center gap-4 rounded-lg border border-rule bg-paper-raised p-4 transition-colors hover:border-ink-muted focus-visible:outline-2 focus-visible:outline-accent"
          >
            <CategoryImage category={category} />
            <span className="min-w-0">
              <span className="block truncate font-serif text-lg font-semibold">
                {category.translatedName ?? category.categoryName}
              </span>
              {category.translatedName && category.translatedName !== category.categoryName && (
                <span className="block truncate text-sm text-ink-muted" lang="en">
                  {category.categoryName}
                </span>
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function CategoryGridSkeleton() {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 12 }, (_, index) => (
        <li key={index} className="flex items-center gap-4 rounded-lg border border-rule bg-paper-raised p-4">
          <Skeleton className="size-14 rounded-full" />
          <Skeleton className="h-5 w-32" />
        </li>
      ))}
    </ul>
  );
}
