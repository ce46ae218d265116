// The saved views' words in the page's interface language: messages.en.ts / .es.ts / .pt.ts (docs/decisions/0043).
import { namespace } from '@/lib/i18n';
import type { Messages } from './messages.en';

export type { ImportCounts } from './messages.en';

export const viewsMessages = namespace<Messages>('features/views/messages');
