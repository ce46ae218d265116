import { Link } from 'react-router-dom';
import type { Category } from '@/api/schemas';
import { Avatar } from '@/components/ui/avatar';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';

export function CategoryGrid({ categories, language }: { categories: Category[]; language: string }) {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {categories.map((category) => (
        <li key={category.categoryId}>
          <Link
            to={paths.category(category.categoryId, { language: language || undefined })}
            className="flex items-center gap-4 rounded-lg border border-rule bg-paper-raised p-4 transition-colors hover:border-ink-muted focus-visible:outline-2 focus-visible:outline-accent"
          >
            <Avatar name={category.categoryName} url={category.imageUrl} size={56} />
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
