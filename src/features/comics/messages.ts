// The comics' words (day bar, calendar, viewer, gallery) in the page's interface language: one file per
// language beside this one, messages.en.ts / .es.ts / .pt.ts (docs/decisions/0043).
import { namespace } from '@/lib/i18n';
import type { Messages } from './messages.en';

export const comicsMessages = namespace<Messages>('features/comics/messages');
