import { Link } from 'react-router-dom';
import type { ContentItem } from '@/api/schemas';
import { PublishedTime } from '@/components/ui/source-line';
import { LeadPicture } from '@/components/ui/story-picture';
import { paths } from '@/lib/paths';

/** The person's best story for the active filters, as the person operation picks it. */
export function TopArticle({ item }: { item: ContentItem }) {
  const thumbnail = item.images?.mainImageThumbnail;
  return (
    // On a phone the picture stands beside the text, as a feed's lead does there: compact.
    <article className="flex flex-row-reverse gap-3 rounded-lg border border-rule bg-paper-raised p-3 sm:grid sm:grid-cols-[240px_1fr] sm:gap-4 sm:p-4">
      {thumbnail && (
        <LeadPicture
          thumbnail={thumbnail}
          sizes="(min-width: 640px) 240px, 112px"
          className="shrink-0 self-start max-sm:w-28"
        />
      )}
      <div className="min-w-0">
        <h3 className="font-serif text-lg leading-snug font-semibold sm:text-xl">
          <Link to={paths.article(item.contentId)} className="hover:underline focus-visible:underline">
            {item.title}
          </Link>
        </h3>
        <p className="mt-1 text-xs text-ink-muted">
          {item.contentSourceDisplay ?? item.contentSource} · <PublishedTime at={item.publishedAt} />
        </p>
        {item.summary && (
          <p className="mt-1 line-clamp-2 text-sm text-ink-soft sm:mt-2 sm:line-clamp-3 sm:text-base">
            {item.summary}
          </p>
        )}
      </div>
    </article>
  );
}
