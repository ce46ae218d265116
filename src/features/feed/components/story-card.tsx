import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ContentItem, EntityRef } from '@/api/schemas';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { FromFeedState } from '../api';
import { StoryThumbnail } from './thumbnail';
import { VideoBadge } from './video-badge';

export type EntityKind = 'person' | 'team';
export type EntityAction = (kind: EntityKind, ref: EntityRef) => ReactNode;

const chip =
  'inline-flex items-center rounded-full border border-rule px-2.5 py-0.5 text-xs text-ink-soft hover:border-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-accent';

/** At most this many person and team chips per card: the article shows them all. */
const MAX_ENTITIES = 3;

export function ProviderLine({ item, now }: { item: ContentItem; now?: number }) {
  return (
    <p className="flex min-w-0 items-center gap-2 text-xs text-ink-muted">
      {item.contentSourceLogo ? (
        <img
          src={item.contentSourceLogo}
          alt=""
          width={16}
          height={16}
          loading="lazy"
          decoding="async"
          className="size-4 shrink-0 rounded-sm bg-paper-sunk object-contain"
        />
      ) : null}
      <span className="truncate font-medium tracking-wide text-ink-soft uppercase">
        {item.contentSourceDisplay || item.contentSource}
      </span>
      <span aria-hidden="true">·</span>
      <time
        className="shrink-0"
        dateTime={new Date(item.publishedAt * 1000).toISOString()}
        title={formatDateTime(item.publishedAt)}
      >
        {formatRelativeTime(item.publishedAt, now)}
      </time>
    </p>
  );
}

export function StoryCard({
  item,
  position,
  setSize,
  linkState,
  entityAction,
  reason,
}: {
  item: ContentItem;
  /** 1-based place in the feed, for `aria-posinset`. */
  position: number;
  /** Stories in the feed, or -1 while more may come. */
  setSize: number;
  linkState?: FromFeedState;
  entityAction?: EntityAction | undefined;
  /** Why the story is in this feed ("Because you follow Grace Castell"). */
  reason?: string | undefined;
}) {
  const headingId = `story-${item.contentId}`;
  const thumbnail = item.images?.mainImageThumbnail;
  const categories = (item.categoriesEnglish ?? item.categories ?? []).map((english, index) => ({
    english,
    shown: item.categories?.[index] ?? english,
  }));
  const entities = [
    ...(item.persons ?? []).map((ref) => ({ kind: 'person' as const, ref })),
    ...(item.teams ?? []).map((ref) => ({ kind: 'team' as const, ref })),
  ].slice(0, MAX_ENTITIES);

  return (
    <article
      aria-labelledby={headingId}
      aria-posinset={position}
      aria-setsize={setSize}
      className="flex gap-4 border-b border-rule py-5"
    >
      <div className="min-w-0 flex-1">
        {reason && <p className="mb-1 text-xs font-semibold text-accent-strong">{reason}</p>}
        <ProviderLine item={item} />
        {item.media && <VideoBadge media={item.media} />}
        <h2
          id={headingId}
          className="mt-1 font-serif text-lg leading-snug font-semibold text-balance sm:text-xl"
        >
          <Link
            to={paths.article(item.contentId)}
            state={linkState}
            className="hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
          >
            {item.title}
          </Link>
        </h2>
        {item.summary && (
          <p className="mt-1 line-clamp-2 text-sm text-ink-soft sm:line-clamp-3">{item.summary}</p>
        )}
        {(categories.length > 0 || (item.tags?.length ?? 0) > 0 || entities.length > 0) && (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Filed under">
            {categories.map(({ english, shown }) => (
              <li key={`c-${english}`}>
                <Link className={`${chip} font-medium`} to={paths.feed({ category: english })}>
                  {shown}
                </Link>
              </li>
            ))}
            {(item.tags ?? []).slice(0, 3).map((tag) => (
              <li key={`t-${tag}`}>
                <Link className={chip} to={paths.feed({ tag })}>
                  #{tag}
                </Link>
              </li>
            ))}
            {entities.map(({ kind, ref }) => (
              <li key={`${kind}-${ref.id}`} className="inline-flex items-center gap-1">
                <Link className={chip} to={kind === 'person' ? paths.person(ref.id) : paths.team(ref.id)}>
                  {ref.name}
                </Link>
                {entityAction?.(kind, ref)}
              </li>
            ))}
          </ul>
        )}
      </div>
      {thumbnail && <StoryThumbnail thumbnail={thumbnail} />}
    </article>
  );
}

export function StoryCardSkeleton() {
  return (
    <div className="flex gap-4 border-b border-rule py-5">
      <div className="flex-1 space-y-2">
        <Skeleton className="h-3 w-40" />
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-full" />
      </div>
      <Skeleton className="h-16 w-24 sm:h-32 sm:w-48" />
    </div>
  );
}
