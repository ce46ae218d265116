// The saved views' words in the three interface languages (docs/decisions/0025): the views page's list,
// its rename and reorder controls, and the file that carries views to another browser.
import { namespace } from '@/lib/i18n';
import type { Messages } from './messages.en';

export type { ImportCounts } from './messages.en';

export const viewsMessages = namespace<Messages>('features/views/messages');
