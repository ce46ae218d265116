// Saved views are feeds: the views feature keeps them, the feed feature says what they mean. This is
// where the two meet (features do not import each other).
import { canonicalView, describeView, feedSearchOf } from '@/features/feed/portable-view';
import type { ViewFeed } from '@/features/views/store';
import { paths } from '@/lib/paths';

/** The `/feed` URL that opens a view now (a "Past week" view asks for the past week from now). */
export const viewHref = (view: ViewFeed): string => paths.feed(feedSearchOf(view));

export const canonicalFeed = (view: ViewFeed): ViewFeed => canonicalView(view);

export const describeFeed = (view: ViewFeed): string => describeView(view);
