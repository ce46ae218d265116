// English words of features/settings/components/offline-section.tsx (docs/decisions/0043).
import { plural } from '@/lib/i18n';

const en = {
  title: 'Offline reading',
  unsupported: 'This browser cannot keep pages for reading offline.',
  what: (pages: string, images: string) =>
    `Pages, stories, comics and images you open are kept on this device, so they read without a connection. Up to ${pages} pages and ${images} images are kept; past that, the ones you used least recently go first. Following and your follows are never kept.`,
  measuring: 'Measuring what is kept…',
  cleared: 'Cleared. ',
  kept: 'Kept for offline reading: ',
  items: (n: number) => plural('en', n, { one: '# item', other: '# items' }),
  clear: 'Clear saved pages',
};

export default en;
export type Messages = typeof en;
