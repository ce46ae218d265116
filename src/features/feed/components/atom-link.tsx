import { useMessages } from '@/lib/i18n';
import { filtersToSearch } from '../filters';
import { feedMessages } from '../messages';
import type { FeedFilters } from '../filter-table';

/** The Atom feed of this view (server/render/atom.ts), under the same filters; React places it in `<head>`. */
export function AtomLink({ filters }: { filters: FeedFilters }) {
  const t = useMessages(feedMessages);
  const search = filtersToSearch(filters).toString();
  return (
    <link
      rel="alternate"
      type="application/atom+xml"
      title={t.atomTitle}
      href={`/feed.atom${search ? `?${search}` : ''}`}
    />
  );
}
