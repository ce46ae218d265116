// The people feature's words: person and team pages, their cards, and the follow control.
import { namespace } from '@/lib/i18n';
import type { Messages } from './messages.en';

export const peopleMessages = namespace<Messages>('features/people/messages');
