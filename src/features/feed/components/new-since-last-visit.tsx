// The Following tab's "since your last visit": how many stories are new about each person and team
// the reader follows, from one small query per kind (the stories after the last visit, at most 100).
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { ContentItem, PersonRef, TeamRef } from '@/api/schemas';
import { namespace, useMessages } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import type { Settings } from '@/lib/settings';
import { feedSampleQueryOptions } from '../api';
import { MAX_LIST_ENTRIES, toIsoDateTime, type FeedFilters } from '../filter-table';
import { feedView } from '../view';
import type { Messages } from './new-since-last-visit.en';

const messages = namespace<Messages>('features/feed/components/new-since-last-visit');

/** The most stories one count reads (the API's largest page). */
const COUNT_LIMIT = 100;

/** How many of `items` name each of `refs`, keyed by id; `key` picks the names a story carries. */
export function countByRef(
  items: readonly ContentItem[],
  refs: readonly { id: string }[],
  key: 'persons' | 'teams',
): Map<string, number> {
  const counts = new Map(refs.map((ref) => [ref.id, 0]));
  for (const item of items) {
    for (const ref of item[key] ?? []) {
      const current = counts.get(ref.id);
      if (current !== undefined) counts.set(ref.id, current + 1);
    }
  }
  return counts;
}

function useNewStories(settings: Settings, fixed: FeedFilters | undefined, since: number) {
  // The API's publishedAfter is inclusive and in whole seconds: the first second after the visit.
  const after = toIsoDateTime(new Date((Math.floor(since / 1000) + 1) * 1000));
  const filters =
    fixed &&
    feedView({ search: '', settings, fixed: { sortBy: 'newest', ...fixed, publishedAfter: after } }).filters;
  return useQuery({ ...feedSampleQueryOptions(filters ?? {}, COUNT_LIMIT), enabled: filters !== undefined });
}

export function NewSinceLastVisit({
  settings,
  persons,
  teams,
  since,
}: {
  settings: Settings;
  persons: readonly PersonRef[];
  teams: readonly TeamRef[];
  since: number;
}) {
  const TEXT = useMessages(messages);
  const ids = (refs: readonly { id: string }[]) => refs.slice(0, MAX_LIST_ENTRIES).map((ref) => ref.id);
  const personStories = useNewStories(
    settings,
    persons.length > 0 ? { person: ids(persons) } : undefined,
    since,
  );
  const teamStories = useNewStories(settings, teams.length > 0 ? { team: ids(teams) } : undefined, since);
  const sources = [
    { refs: persons, query: personStories, key: 'persons' as const, path: paths.person },
    { refs: teams, query: teamStories, key: 'teams' as const, path: paths.team },
  ].filter((source) => source.refs.length > 0);
  const pending = sources.some((source) => source.query.isPending);
  const failed = sources.some((source) => source.query.isError);
  const rows = sources.flatMap(({ refs, query, key, path }) => {
    const items = query.data?.content ?? [];
    const counts = countByRef(items, refs, key);
    const more = items.length >= COUNT_LIMIT;
    return refs.flatMap((ref) => {
      const count = counts.get(ref.id) ?? 0;
      return count > 0 ? [{ id: ref.id, name: ref.name, href: path(ref.id), count, more }] : [];
    });
  });

  // One line of fixed height whatever it holds (scrolling sideways when long), so the stories below it
  // never move when the counts arrive.
  return (
    <section className="mb-3 flex h-9 items-center gap-2 text-sm whitespace-nowrap" aria-busy={pending}>
      <h2 className="shrink-0 font-medium text-ink-muted">{TEXT.heading}:</h2>
      {pending ? (
        <p className="text-ink-muted">{TEXT.counting}</p>
      ) : failed && rows.length === 0 ? (
        <p className="text-ink-muted">{TEXT.failed}</p>
      ) : rows.length === 0 ? (
        <p className="text-ink-muted">{TEXT.nothing}</p>
      ) : (
        <ul className="flex min-w-0 gap-2 overflow-x-auto whitespace-nowrap">
          {rows.map((row) => (
            <li
              key={row.id}
              className="inline-flex items-center gap-1.5 rounded-full border border-rule px-2.5 py-0.5"
            >
              <Link
                className="hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
                to={row.href}
              >
                {row.name}
              </Link>
              <span className="rounded-full bg-accent-soft px-1.5 text-xs font-semibold text-ink">
                {TEXT.count(row.count, row.more)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
