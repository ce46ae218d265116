// The categories' words in the page's interface language: messages.en.ts / .es.ts / .pt.ts (docs/decisions/0043);
// category names come translated from the data.
import { namespace } from '@/lib/i18n';
import type { Messages } from './messages.en';

export const categoriesMessages = namespace<Messages>('features/categories/messages');
