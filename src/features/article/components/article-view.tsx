import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ContentDetail, ContentItem, EntityRef } from '@/api/schemas';
import { Skeleton } from '@/components/ui/skeleton';
import { useDateText } from '@/lib/date-text';
import { useInterfaceLanguage, useMessages } from '@/lib/i18n';
import { getConfig } from '@/lib/config';
import { paths } from '@/lib/paths';
import { sanitizeArticleHtml } from '@/lib/sanitize';
import { withoutRepeatedSummary } from '../lead';
import { safeExternalUrl } from '../api';
import { bylinePartsOf } from '../byline';
import { articleMessages } from '../messages';
import { TEXT_SIZE_CLASS, textSizeStore } from '../text-size';
import { videoOfferOf, type VideoOffer } from '../video';
import { MoreCoverage } from './more-coverage';
import { ShareButton } from './share-button';
import { TextSizeChoice } from './text-size-choice';

const chip =
  'inline-flex items-center rounded-full border border-rule bg-paper-raised px-3 py-1 text-sm hover:border-ink-muted focus-visible:outline-2 focus-visible:outline-accent';

// Tailwind has no typography plugin here: the provider's plain HTML gets a calm reading style (its size is
// the reader's, TEXT_SIZE_CLASS).
const BODY_STYLE =
  'max-w-prose font-serif text-ink [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4 [&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-rule [&_blockquote]:pl-4 [&_blockquote]:italic [&_footer]:mt-1 [&_footer]:text-sm [&_footer]:not-italic [&_footer]:text-ink-muted [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_li]:ml-6 [&_ol]:list-decimal [&_p]:mt-4 [&_ul]:list-disc';

function EntityList({
  title,
  refs,
  kind,
  entityAction,
  entityName,
}: {
  title: string;
  refs: EntityRef[];
  kind: 'person' | 'team' | 'topic';
  entityAction?: (kind: 'person' | 'team', ref: EntityRef) => ReactNode;
  entityName?: (kind: 'person' | 'team', ref: EntityRef) => ReactNode;
}) {
  if (refs.length === 0) return null;
  return (
    <div>
      <h2 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{title}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {refs.map((ref) => (
          <li key={ref.id} className="inline-flex items-center gap-1.5">
            {kind !== 'topic' && entityName ? (
              entityName(kind, ref)
            ) : (
              <Link
                className={chip}
                to={
                  kind === 'person'
                    ? paths.person(ref.id)
                    : kind === 'team'
                      ? paths.team(ref.id)
                      : paths.feed({ topic: ref.name })
                }
              >
                {ref.name}
              </Link>
            )}
            {kind !== 'topic' && entityAction?.(kind, ref)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The provider's player in the page: lazy, sandboxed, fullscreen allowed; it takes the picture's place. */
function EmbeddedPlayer({ offer, title }: { offer: VideoOffer; title: string }) {
  const t = useMessages(articleMessages);
  return (
    <figure className="mt-6">
      <div className="relative aspect-video overflow-hidden rounded-lg bg-ink">
        <iframe
          src={offer.url}
          title={t.playerTitle(title)}
          loading="lazy"
          // Cross-origin by construction (https player origins): scripts and its own origin, nothing of ours.
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          // `fullscreen` here is the whole permission: an `allowfullscreen` beside it is ignored, with a warning.
          allow="fullscreen; picture-in-picture; encrypted-media"
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      </div>
    </figure>
  );
}

/** A player that may not be embedded: a clear link that opens it, over the story's picture. */
function WatchLink({ offer, lang }: { offer: VideoOffer; lang?: string | undefined }) {
  const t = useMessages(articleMessages);
  return (
    <a
      href={offer.url}
      target="_blank"
      rel="noopener noreferrer"
      lang={lang}
      className="inline-flex min-h-11 items-center gap-2 rounded-full bg-ink px-4 text-base font-semibold text-paper shadow-lg ring-1 ring-paper/20 hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      <span aria-hidden="true">▶</span>
      {t.watch(offer.duration)}
      <span className="sr-only">{t.newTab}</span>
    </a>
  );
}

function Neighbour({
  item,
  direction,
  linkState,
}: {
  item: ContentItem | undefined;
  direction: 'previous' | 'next';
  linkState?: unknown;
}) {
  const t = useMessages(articleMessages);
  if (!item) return <span />;
  return (
    <Link
      to={paths.article(item.contentId)}
      state={linkState}
      rel={direction === 'previous' ? 'prev' : 'next'}
      className={`block rounded-lg border border-rule p-4 hover:border-ink-muted focus-visible:outline-2 focus-visible:outline-accent ${direction === 'next' ? 'text-right' : ''}`}
    >
      <span className="block text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {direction === 'previous' ? t.previousStory : t.nextStory}
      </span>
      <span className="mt-1 line-clamp-2 block font-serif font-semibold">{item.title}</span>
    </Link>
  );
}

export interface ArticleViewProps {
  item: ContentDetail;
  /** The list's copy is shown while the full item (with its body) is on its way. */
  bodyPending: boolean;
  previous?: ContentItem;
  next?: ContentItem;
  /** Carried by next/previous links, so they keep walking the same list. */
  linkState?: unknown;
  /** Rendered next to each person and team chip (the app puts Follow buttons there). */
  entityAction?: (kind: 'person' | 'team', ref: EntityRef) => ReactNode;
  /** Each person and team's name, in place of a link to their page (the app opens a name card). */
  entityName?: (kind: 'person' | 'team', ref: EntityRef) => ReactNode;
  /** First in the story's toolbar, before Share (the app puts "Save for later" there). */
  actions?: ReactNode;
}

export function ArticleView({
  item,
  bodyPending,
  previous,
  next,
  linkState,
  entityAction,
  entityName,
  actions,
}: ArticleViewProps) {
  // The summary is the standfirst above: a body that opens by repeating it starts after it.
  const body = useMemo(
    () => (item.body ? withoutRepeatedSummary(sanitizeArticleHtml(item.body), item.summary) : ''),
    [item.body, item.summary],
  );
  const dates = useDateText();
  const words = useInterfaceLanguage();
  const t = articleMessages[words];
  // The story is in its own language; the interface's words around it are marked with theirs.
  const itemLanguage = item.locale?.slice(0, 2) || undefined;
  const ui = itemLanguage && itemLanguage !== words ? words : undefined;
  const image = item.images?.mainImage;
  const imageUrl = safeExternalUrl(image?.url) ?? (image?.url.startsWith('/') ? image.url : undefined);
  const sourceUrl = safeExternalUrl(item.contentURL);
  const provider = item.contentSourceDisplay || item.contentSource;
  const byline = bylinePartsOf(item);
  const textSize = textSizeStore.use();
  const video = videoOfferOf(item, getConfig().playerOrigins);
  const categories = (item.categoriesEnglish ?? item.categories ?? []).map((english, index) => ({
    english,
    shown: item.categories?.[index] ?? english,
  }));

  return (
    <article className="mx-auto max-w-3xl" lang={itemLanguage}>
      <header>
        {categories.length > 0 && (
          <ul className="flex flex-wrap gap-x-3 text-sm font-semibold tracking-wide text-accent uppercase">
            {categories.map(({ english, shown }) => (
              <li key={english}>
                <Link to={paths.feed({ category: english })} className="hover:underline">
                  {shown}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <h1 className="mt-2 font-serif text-3xl leading-tight font-bold text-balance sm:text-4xl">
          {item.title}
        </h1>
        {(byline.provider || byline.publishedAt !== undefined) && (
          // Each part is one flex item; the separator sits in the gap before the second, so where the line
          // breaks between them it falls outside the box and is clipped: no "·" ends or starts a line.
          <p
            lang={ui}
            className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 overflow-hidden text-sm text-ink-muted"
          >
            {byline.provider && (
              <span className="inline-flex items-center gap-2">
                {item.contentSourceLogo && (
                  <img
                    src={item.contentSourceLogo}
                    alt=""
                    width={20}
                    height={20}
                    className="size-5 rounded-sm bg-paper-sunk object-contain"
                  />
                )}
                <span className="font-medium text-ink-soft">{byline.provider}</span>
              </span>
            )}
            {byline.publishedAt !== undefined && (
              <span className="relative">
                {byline.provider && (
                  <span aria-hidden="true" data-separator className="absolute top-0 -left-2.5">
                    ·
                  </span>
                )}
                <time
                  dateTime={new Date(byline.publishedAt * 1000).toISOString()}
                  title={dates.dateTime(byline.publishedAt)}
                >
                  {dates.relative(byline.publishedAt)} ({dates.dateTime(byline.publishedAt)})
                </time>
              </span>
            )}
          </p>
        )}
        {/* Controls that need the app: without JavaScript they would do nothing, so they are not shown. */}
        <div lang={ui} className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-3 noscript:hidden">
          {actions}
          <ShareButton contentId={item.contentId} title={item.title} />
          <div className="ml-auto">
            <TextSizeChoice />
          </div>
        </div>
        {item.summary && <p className="mt-4 text-xl leading-relaxed text-ink-soft">{item.summary}</p>}
      </header>

      {video?.embed ? (
        <EmbeddedPlayer offer={video} title={item.title} />
      ) : (
        image &&
        imageUrl && (
          <figure className="relative mt-6">
            <img
              src={imageUrl}
              alt=""
              width={image.width}
              height={image.height}
              className="h-auto w-full rounded-lg bg-paper-sunk object-cover"
              style={{ aspectRatio: `${image.width} / ${image.height}` }}
              // The page's largest picture: asked for with the stylesheet (React preloads it from the head).
              fetchPriority="high"
              decoding="async"
            />
            {video && (
              <div className="absolute inset-0 grid place-items-center">
                <WatchLink offer={video} lang={ui} />
              </div>
            )}
          </figure>
        )
      )}
      {video && !video.embed && !(image && imageUrl) && (
        <p className="mt-6">
          <WatchLink offer={video} lang={ui} />
        </p>
      )}

      {bodyPending ? (
        <div role="status" aria-live="polite" aria-busy="true" className="mt-6 max-w-prose space-y-3">
          <span lang={ui} className="sr-only">
            {t.loadingStory}
          </span>
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-11/12" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-3/4" />
        </div>
      ) : body ? (
        <div
          className={`mt-6 ${BODY_STYLE} ${TEXT_SIZE_CLASS[textSize]}`}
          data-testid="article-body"
          dangerouslySetInnerHTML={{ __html: body }}
        />
      ) : (
        <p lang={ui} className="mt-6 text-ink-muted">
          {t.noText}
        </p>
      )}

      {sourceUrl && (
        <p lang={ui} className="mt-8">
          <a
            href={sourceUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-accent underline underline-offset-4"
          >
            {t.readAt(provider)}
            <span className="sr-only">{t.newTab}</span>
          </a>
        </p>
      )}

      <section lang={ui} aria-label={t.inThisStory} className="mt-8 space-y-4 border-t border-rule pt-6">
        <EntityList
          title={t.people}
          refs={item.persons ?? []}
          kind="person"
          entityAction={entityAction}
          entityName={entityName}
        />
        <EntityList
          title={t.teams}
          refs={item.teams ?? []}
          kind="team"
          entityAction={entityAction}
          entityName={entityName}
        />
        <EntityList title={t.topics} refs={item.topics ?? []} kind="topic" />
        {(item.tags?.length ?? 0) > 0 && (
          <div>
            <h2 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{t.tags}</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {item.tags!.map((tag) => (
                <li key={tag}>
                  <Link className={chip} to={paths.feed({ tag })}>
                    #{tag}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>

      <MoreCoverage item={item} lang={ui} />

      {(previous || next) && (
        <nav
          lang={ui}
          aria-label={t.moreFromList}
          className="mt-10 grid grid-cols-2 gap-3 border-t border-rule pt-6"
        >
          <Neighbour item={previous} direction="previous" linkState={linkState} />
          <Neighbour item={next} direction="next" linkState={linkState} />
        </nav>
      )}
    </article>
  );
}
