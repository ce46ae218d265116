// The front page's Following tab: the reader's own feed, or the people in the news for a reader who
// follows no one yet. A module of its own, loaded by the page's loader (and before hydration on a
// `?tab=following` address), so the Latest tab, the first screen of nearly every visit, does not carry it.
import { FollowingFeed } from '@/features/feed/components/following-feed';
import { PeopleInTheNews } from '@/features/people/components/people-in-the-news';
import type { Settings } from '@/lib/settings';

export function FollowingTab({
  settings,
  of,
  lastVisit,
  title,
}: {
  settings: Settings;
  of: string | null;
  lastVisit: number | null | undefined;
  /** The suggestions' heading. */
  title: string;
}) {
  return (
    <FollowingFeed
      settings={settings}
      of={of}
      lastVisit={lastVisit}
      suggestions={<PeopleInTheNews language={settings.language} title={title} />}
    />
  );
}
