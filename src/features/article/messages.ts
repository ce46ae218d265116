// The article page's words in the three interface languages (docs/decisions/0025).
import { namespace } from '@/lib/i18n';
import type { Messages } from './messages.en';

export const articleMessages = namespace<Messages>('features/article/messages');
