// The reading list's words in the page's interface language: messages.en.ts / .es.ts / .pt.ts (docs/decisions/0043).
import { namespace } from '@/lib/i18n';
import type { Messages } from './messages.en';

export const readingMessages = namespace<Messages>('features/reading/messages');
