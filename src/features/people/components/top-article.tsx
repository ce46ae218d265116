import { Link } from 'react-router-dom';
import type { ContentItem } from '@/api/schemas';
import { PublishedTime } from '@/components/ui/source-line';
import { LeadPicture } from '@/components/ui/story-picture';
import { paths } from '@/lib/paths';

/** The person's best story for the active filters, as the person operation picks it. */
export function TopArticle({ item }: { item: ContentItem }) {
  const thumbnail = item.images?.mainImageThumbnail;
  return (
    <article className="grid gap-4 rounded-lg border border-rule bg-paper-raised p-4 sm:grid-cols-[240px_1fr]">
      {thumbnail && (
        <LeadPicture thumbnail={thumbnail} sizes="(min-width: 640px) 240px, calc(100vw - 4rem)" />
      )}
      <div className="min-w-0">
        <h3 className="font-serif text-xl leading-snug font-semibold">
          <Link to={paths.article(item.contentId)} className="hover:underline focus-visible:underline">
            {item.title}
          </Link>
        </h3>
        <p className="mt-1 text-xs text-ink-muted">
          {item.contentSourceDisplay ?? item.contentSource} · <PublishedTime at={item.publishedAt} />
        </p>
        {item.summary && <p className="mt-2 line-clamp-3 text-ink-soft">{item.summary}</p>}
      </div>
    </article>
  );
}
