// English words of features/feed/components/new-stories.tsx (docs/decisions/0043).
import { plural } from '@/lib/i18n';

const en = {
  newStories: (count: number, more: boolean) =>
    more ? `${count}+ new stories` : plural('en', count, { one: '# new story', other: '# new stories' }),
  announce: (label: string) => `${label}. The button at the top of the list shows them.`,
  loading: 'Loading new stories…',
  sinceLastVisit: 'Since your last visit',
  earlier: 'Earlier',
  newNote: 'New since your last visit.',
  earlierNote: 'Earlier, from before your last visit.',
};

export default en;
export type Messages = typeof en;
