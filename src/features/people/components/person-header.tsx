import type { Person } from '@/api/schemas';
import { Avatar } from '@/components/ui/avatar';
import { sportLabel, uiMessages } from '@/components/ui/messages';
import { Skeleton } from '@/components/ui/skeleton';
import { useMessages } from '@/lib/i18n';
import { peopleMessages } from '../messages';
import { FollowPersonButton } from './follow-button';

export function PersonHeader({ person }: { person: Person }) {
  const t = useMessages(peopleMessages);
  const sport = sportLabel(useMessages(uiMessages).sports, person.sportType);
  return (
    <header className="flex flex-col gap-5 border-b border-rule pb-6 sm:flex-row sm:items-start">
      <Avatar name={person.name} url={person.imageUrl} size={112} eager />
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
