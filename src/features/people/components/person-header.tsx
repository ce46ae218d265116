import type { Person } from '@/api/schemas';
import { Avatar } from '@/components/ui/avatar';
import { sportLabel, uiMessages } from '@/components/ui/messages';
import { Skeleton } from '@/components/ui/skeleton';
import { useMessages } from '@/lib/i18n';
import { peoplePageMessages } from '../page-messages';
import { FollowPersonButton } from './follow-button';

export function PersonHeader({ person }: { person: Person }) {
  const t = useMessages(peoplePageMessages);
  const sport = sportLabel(useMessages(uiMessages).sports, person.sportType);
  return (
    // Compact on a phone (the picture beside the name, the description in two lines), so the page's
    // stories start within its first screen.
    <header className="flex items-start gap-4 border-b border-rule pb-4 sm:gap-5 sm:pb-6">
      <Avatar
        name={person.name}
        url={person.imageUrl}
        size={112}
        eager
        className="max-sm:size-16! max-sm:text-2xl!"
      />
      <div className="min-w-0 flex-1">
        {sport && <p className="text-xs font-semibold tracking-widest text-accent uppercase">{sport}</p>}
        <h1 className="font-serif text-2xl leading-tight font-bold sm:text-4xl">{person.name}</h1>
        {person.description && (
          <p className="mt-1 line-clamp-2 max-w-prose text-sm text-ink-soft sm:mt-2 sm:line-clamp-none sm:text-base">
            {person.description}
          </p>
        )}
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 sm:mt-4">
          <FollowPersonButton person={person} />
          {person.wikipediaUrl && (
            <a
              href={person.wikipediaUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-10 items-center text-sm font-medium text-accent underline underline-offset-4"
            >
              {t.onWikipedia(person.name)}
              <span className="sr-only">{t.newTab}</span>
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
