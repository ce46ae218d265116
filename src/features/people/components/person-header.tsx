import type { Person } from '@/api/schemas';
import { Skeleton } from '@/components/ui/skeleton';
import { sportName } from '../api';
import { FollowPersonButton } from './follow-button';

/** A round portrait, or the person's initials when there is no picture. */
export function Portrait({ name, url, size }: { name: string; url: string | undefined; size: number }) {
  if (url) {
    return (
      <img
        src={url}
        alt=""
        width={size}
        height={size}
        style={{ width: size, height: size }}
        className="shrink-0 rounded-full border border-rule bg-paper-sunk object-cover"
      />
    );
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden="true"
      style={{ width: size, height: size, fontSize: size / 2.6 }}
      className="inline-flex shrink-0 items-center justify-center rounded-full border border-rule bg-paper-sunk font-serif font-semibold text-ink-soft"
    >
      {initials}
    </span>
  );
}

export function PersonHeader({ person }: { person: Person }) {
  const sport = sportName(person.sportType);
  return (
    <header className="flex flex-col gap-5 border-b border-rule pb-6 sm:flex-row sm:items-start">
      <Portrait name={person.name} url={person.imageUrl} size={112} />
      <div className="min-w-0 flex-1">
        {sport && <p className="text-xs font-semibold tracking-widest text-accent uppercase">{sport}</p>}
        <h1 className="font-serif text-3xl leading-tight font-bold sm:text-4xl">{person.name}</h1>
        {person.description && <p className="mt-2 max-w-prose text-ink-soft">{person.description}</p>}
        <div className="mt-4 flex flex-wrap items-start gap-4">
          <FollowPersonButton person={person} />
          {person.wikipediaUrl && (
            <a
              href={person.wikipediaUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-10 items-center text-sm font-medium text-accent underline underline-offset-4"
            >
              {person.name} on Wikipedia
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
        </div>
      </div>
    </header>
  );
}

export function ProfileHeaderSkeleton() {
  return (
    <div className="flex flex-col gap-5 border-b border-rule pb-6 sm:flex-row">
      <Skeleton className="size-28 rounded-full" />
      <div className="flex-1 space-y-3">
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-4 w-full max-w-prose" />
        <Skeleton className="h-4 w-2/3 max-w-prose" />
        <Skeleton className="h-10 w-28 rounded-full" />
      </div>
    </div>
  );
}
