// The comics' words in the three interface languages (docs/decisions/0025): day bar, calendar, viewer, gallery.
import { namespace } from '@/lib/i18n';
import type { Messages } from './messages.en';

export const comicsMessages = namespace<Messages>('features/comics/messages');
