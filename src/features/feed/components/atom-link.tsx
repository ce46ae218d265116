import { filtersToSearch } from '../filters';
import type { FeedFilters } from '../filter-table';

/** The Atom feed of this view (server/render/atom.ts), under the same filters; React places it in `<head>`. */
export function AtomLink({ filters }: { filters: FeedFilters }) {
  const search = filtersToSearch(filters).toString();
  return (
    <link
      rel="alternate"
      type="application/atom+xml"
      title="Atom feed of these stories"
      href={`/feed.atom${search ? `?${search}` : ''}`}
    />
  );
}
