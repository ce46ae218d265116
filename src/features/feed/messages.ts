// The feed's words (filters, chips, cards, lists) in the page's interface language: one file per language
// beside this one, messages.en.ts / .es.ts / .pt.ts (docs/decisions/0043).
import { namespace } from '@/lib/i18n';
import type { Messages } from './messages.en';

export const feedMessages = namespace<Messages>('features/feed/messages');

export type FeedMessages = (typeof feedMessages)['en'];
