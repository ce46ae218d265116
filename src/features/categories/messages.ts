// The categories' words in the three interface languages (docs/decisions/0025); category names come translated from the data.
import { namespace } from '@/lib/i18n';
import type { Messages } from './messages.en';

export const categoriesMessages = namespace<Messages>('features/categories/messages');
