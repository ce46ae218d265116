// The people feature's words that only the person and team pages (and the people in the news) speak: apart
// from ./messages.ts (the cards and the follow control, which the front page draws) so that the front
// page's first screen does not load them (docs/decisions/0060).
import { namespace } from '@/lib/i18n';
import type { Messages } from './page-messages.en';

export const peoplePageMessages = namespace<Messages>('features/people/page-messages');
