// The profile's words: its lists of follows and their filters.
import { namespace } from '@/lib/i18n';
import type { Messages } from './messages.en';

export const profileMessages = namespace<Messages>('features/profile/messages');
