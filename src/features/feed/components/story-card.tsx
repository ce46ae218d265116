import { memo } from 'react';
import { SourceLine } from '@/components/ui/source-line';
import { Link } from 'react-router-dom';
import type { ContentItem } from '@/api/schemas';
import { Skeleton } from '@/components/ui/skeleton';
import { LeadPicture } from '@/components/ui/story-picture';
import { useInterfaceLanguage, useMessages } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { highlightParts } from '@/lib/search-words';
import type { FromFeedState } from '../api';
import type { Density } from '../density';
import { feedMessages } from '../messages';
import { joinNames, type FollowReason } from '../reason';
import { useStoryExtras, type StoryExtras } from '../story-extras';
import { StoryThumbnail } from './thumbnail';
import { VideoBadge } from './video-badge';

/** How wide a feed's lead picture is drawn: a large thumbnail on a phone, half the column from `sm`, a quarter from `lg`. */
const LEAD_SIZES = '(min-width: 1280px) 280px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 112px';

const chip =
  'inline-flex items-center rounded-full border border-rule px-2.5 py-0.5 text-xs text-ink-soft hover:border-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-accent';

export function ProviderLine({
  item,
  now,
  read,
  note,
}: {
  item: ContentItem;
  now?: number;
  read?: boolean;
  /** Said first to a screen reader (e.g. where the reader's last visit falls). */
  note?: string;
}) {
  const t = useMessages(feedMessages);
  return (
    <SourceLine item={item} now={now} logo className="gap-2">
      {note && <span className="sr-only">{note}</span>}
      {read && <span className="sr-only">{t.read}</span>}
    </SourceLine>
  );
}

/**
 * "Because you follow A and B": the first name opens its card (one Tab stop, whatever the
 * number of names); the others are read as text.
 */
function ReasonBadge({
  reason,
  entityName,
}: {
  reason: FollowReason;
  entityName?: StoryExtras['entityName'];
}) {
  const t = useMessages(feedMessages);
  const language = useInterfaceLanguage();
  const [first, ...rest] = reason;
  const others = rest.map(({ ref }) => ref.name);
  const name =
    first &&
    (first.kind === 'person' || first.kind === 'team' ? (
      entityName ? (
        entityName(first.kind, first.ref)
      ) : (
        first.ref.name
      )
    ) : (
      // A provider, topic or category followed here: its name opens its feed.
      <Link
        className="underline underline-offset-2"
        to={paths.feed({ [LOCAL_PARAMETER[first.kind]]: first.ref.id })}
      >
        {first.ref.name}
      </Link>
    ));
  return (
    // Inline text, not flex: the spaces between the words and the name must stay.
    <div className="rounded-2xl bg-accent/10 px-2.5 py-0.5 text-xs font-medium text-accent">
      {t.becauseYouFollow} {name}
      {others.length > 0 && `${others.length === 1 ? t.and : ', '}${joinNames(others, language)}`}
    </div>
  );
}

/** The feed parameter a followed provider, topic or category is asked for by. */
const LOCAL_PARAMETER = { provider: 'vendor', topic: 'topic', category: 'category' } as const;

/** `text` with the search's words marked (`<mark>`), or as it is without a search. */
function Marked({ text, terms }: { text: string; terms: readonly string[] | undefined }) {
  if (!terms || terms.length === 0) return <>{text}</>;
  return (
    <>
      {highlightParts(text, terms).map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-sm bg-accent/20 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/**
 * A story in a feed. Memoized: a list re-rendered for its own reasons (a page more, the reader's follows
 * arriving) renders again only the stories whose props changed.
 */
export const StoryCard = memo(function StoryCard({
  item,
  position,
  setSize,
  linkState,
  density = 'cards',
  reason,
  note,
  lead = false,
  highlight,
}: {
  item: ContentItem;
  /** 1-based place in the feed, for `aria-posinset`. */
  position: number;
  /** Stories in the feed, or -1 while more may come. */
  setSize: number;
  linkState?: FromFeedState;
  density?: Density;
  /** Why the story is in this feed: "Because you follow …", shown as a badge. */
  reason?: FollowReason | undefined;
  /** Said first to a screen reader, before the provider. */
  note?: string;
  /** The feed's first story, drawn as its lead: a large picture and heading (cards only). */
  lead?: boolean;
  /** A search's words (folded, `searchTerms`), marked in the title and summary. */
  highlight?: readonly string[] | undefined;
}) {
  const { isRead, markRead, storyAction, entityName } = useStoryExtras();
  const read = isRead(item.contentId);
  const headingId = `story-${item.contentId}`;
  const thumbnail = density === 'cards' ? item.images?.mainImageThumbnail : undefined;
  const english = item.categoriesEnglish?.[0] ?? item.categories?.[0];
  const category = english ? { english, shown: item.categories?.[0] ?? english } : undefined;
  const compact = density === 'list';
  const isLead = lead && !compact;
  const inlineExtras = !compact && !isLead && !reason;

  return (
    <article
      aria-labelledby={headingId}
      aria-posinset={position}
      aria-setsize={setSize}
      data-read={read || undefined}
      // Who `f` follows (the keyboard shortcut): the story's first person.
      data-person-id={item.persons?.[0]?.id}
      data-person-name={item.persons?.[0]?.name}
      // The story a keyboard reader is on (j / k) is marked, not only its title's focus ring.
      className={`flex border-b border-rule has-[h2_a:focus-visible]:bg-paper-sunk ${
        isLead
          ? 'flex-row-reverse gap-3 py-3 sm:gap-6'
          : `gap-3 sm:gap-4 ${compact ? 'py-2.5' : 'py-3 lg:py-2'}`
      }`}
    >
      {/* A lead's picture (decorative: no text), on the right: on a phone a little larger than a thumbnail
          (the lead stays compact there, so the first screen holds four stories), from `sm` half the width. */}
      {isLead && thumbnail && (
        <LeadPicture
          thumbnail={thumbnail}
          sizes={LEAD_SIZES}
          className="shrink-0 self-start max-sm:w-28 sm:w-1/2 lg:aspect-video lg:w-1/4"
        />
      )}
      <div className="relative min-w-0 flex-1">
        <div className={inlineExtras ? 'pr-10 sm:pr-52' : undefined}>
          <ProviderLine item={item} read={read} note={note} />
        </div>
        {!compact && item.media && <VideoBadge media={item.media} />}
        <h2
          id={headingId}
          className={`font-serif font-semibold text-balance ${
            compact
              ? 'mt-0.5 line-clamp-2 text-base leading-snug'
              : isLead
                ? 'mt-1 text-xl leading-tight sm:mt-1.5 sm:text-3xl'
                : 'mt-1 line-clamp-3 text-[1.0625rem] leading-snug sm:text-xl'
          } ${read ? 'font-medium text-ink-muted' : ''}`}
        >
          <Link
            to={paths.article(item.contentId)}
            state={linkState}
            onClick={() => markRead([item.contentId])}
            className="hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
          >
            <Marked text={item.title} terms={highlight} />
          </Link>
        </h2>
        {!compact && item.summary && (
          <p
            // On a phone only the lead keeps its summary: source, headline and picture are what a reader scans.
            className={`${isLead ? 'mt-1 line-clamp-2 text-sm sm:mt-2 sm:text-base' : 'mt-1 line-clamp-1 text-sm max-sm:hidden'} ${read ? 'text-ink-muted' : 'text-ink-soft'}`}
          >
            <Marked text={item.summary} terms={highlight} />
          </p>
        )}
        {!compact && (
          // A card's save button (and from `sm` its category) stand at the end of its source line, a line
          // saved per story: more stories on a first screen. A lead or a reason keeps them below.
          <div
            className={`flex flex-wrap items-center gap-1.5 ${inlineExtras ? 'absolute top-0 right-0 -translate-y-1' : 'mt-1.5'}`}
          >
            {/* With a reason badge, its name takes the category's Tab stop (≤ 3 per story). */}
            {category &&
              (reason ? (
                <span className={`${chip} font-medium`}>{category.shown}</span>
              ) : (
                <Link
                  className={`${chip} font-medium ${inlineExtras ? 'max-sm:hidden' : ''}`}
                  to={paths.feed({ category: category.english })}
                >
                  {category.shown}
                </Link>
              ))}
            {reason && <ReasonBadge reason={reason} entityName={entityName} />}
            {storyAction && <span className="-my-2 ml-auto">{storyAction(item)}</span>}
          </div>
        )}
      </div>
      {!isLead && thumbnail && <StoryThumbnail thumbnail={thumbnail} />}
      {compact && storyAction && <div className="shrink-0 self-center">{storyAction(item)}</div>}
    </article>
  );
});

/** A story's shape while the feed loads; a lead's is the lead's, so nothing jumps when the stories arrive. */
export function StoryCardSkeleton({ lead = false }: { lead?: boolean }) {
  const line = lead ? 'h-8' : 'h-6';
  return (
    // The picture first, drawn on the right (above the text for a lead on a phone), as the cards draw it.
    <div
      className={`flex flex-row-reverse border-b border-rule py-3 ${lead ? 'gap-3 sm:gap-6 sm:py-4' : 'gap-4'}`}
    >
      <Skeleton
        className={
          lead ? 'aspect-[3/2] w-28 shrink-0 rounded-lg sm:w-1/2 lg:w-1/3' : 'h-16 w-24 sm:h-32 sm:w-48'
        }
      />
      <div className="flex-1 space-y-2">
        <Skeleton className="h-3 w-40" />
        <Skeleton className={`${line} w-full`} />
        <Skeleton className={`${line} w-2/3`} />
        <Skeleton className="h-4 w-full" />
      </div>
    </div>
  );
}
