// The feed's words that only its filters, its search and the Following tab speak (the filter panel and
// sheet, the subject box, the chips' panel, the Following tab's notes), in the page's interface language:
// apart from ./messages.ts so that the front page's first screen, which draws none of them, does not load
// them (docs/decisions/0060). One file per language beside this one, filter-messages.en.ts / .es.ts / .pt.ts.
import { namespace } from '@/lib/i18n';
import type { Messages } from './filter-messages.en';

export const feedFilterMessages = namespace<Messages>('features/feed/filter-messages');

export type FeedFilterMessages = (typeof feedFilterMessages)['en'];
