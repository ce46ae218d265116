// The feed's words in the three interface languages (docs/decisions/0025): filters, chips, cards, lists.
import { namespace } from '@/lib/i18n';
import type { Messages } from './messages.en';

export const feedMessages = namespace<Messages>('features/feed/messages');

export type FeedMessages = (typeof feedMessages)['en'];
