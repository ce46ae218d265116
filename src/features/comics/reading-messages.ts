// Words for reading comics as their readers do: zoom, My comics, a comic's own page, random strip, share.
import { namespace } from '@/lib/i18n';
import type { Messages } from './reading-messages.en';

export const readingMessages = namespace<Messages>('features/comics/reading-messages');
