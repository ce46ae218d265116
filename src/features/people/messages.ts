// The people feature's words the cards and the follow control speak (the person and team pages' own are
// in ./page-messages.ts).
import { namespace } from '@/lib/i18n';
import type { Messages } from './messages.en';

export const peopleMessages = namespace<Messages>('features/people/messages');
