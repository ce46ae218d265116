// English words of features/feed/components/new-since-last-visit.tsx (docs/decisions/0043).

const en = {
  heading: 'New since your last visit',
  counting: 'Counting…',
  nothing: 'Nothing new yet.',
  count: (count: number, more: boolean) => `${count}${more ? '+' : ''} new`,
  failed: 'Could not count new stories.',
};

export default en;
export type Messages = typeof en;
