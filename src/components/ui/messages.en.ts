// English words of components/ui/messages.ts (docs/decisions/0043).
import type { SportType } from '@contract/vocabulary';

const en = {
  tryAgain: 'Try again',
  details: 'Details',
  backToFront: 'Back to the front page',
  notFound: 'Not found',
  cancel: 'Cancel',
  close: 'Close',
  undo: 'Undo',
  dismiss: 'Dismiss',
  notifications: 'Notifications',
  siteDescription: 'Gazette: news, the people you follow, and comics by date.',
  source: 'Source',
  sports: { 1: 'Soccer', 2: 'Basketball', 6: 'Football' } satisfies Record<SportType, string>,
};

export default en;
export type Messages = typeof en;
