// The frame's words, shared by the header, the footer, the banners and the error screen: what every page
// shows around its own content (the keyboard shortcuts' are ./keyboard/messages.ts).
import { namespace } from '@/lib/i18n';
import type { Messages } from './messages.en';

export const frameMessages = namespace<Messages>('app/messages');
