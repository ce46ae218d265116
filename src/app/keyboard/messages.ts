// The keyboard shortcuts' words: their help dialog and what they say as they act. Apart from the frame's
// (../messages.ts) so that a page's first screen does not load them: the shortcuts load, with the rest of the
// reader's language, at the first key press (docs/decisions/0057, 0060).
import { namespace } from '@/lib/i18n';
import type { Messages } from './messages.en';

export const keyboardMessages = namespace<Messages>('app/keyboard/messages');
