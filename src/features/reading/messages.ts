// The reading list's words in the three interface languages (docs/decisions/0025).
import { namespace } from '@/lib/i18n';
import type { Messages } from './messages.en';

export const readingMessages = namespace<Messages>('features/reading/messages');
