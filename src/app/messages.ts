// The frame's words, shared by the header, the footer, the banners, the error screen and the
// keyboard help: what every page shows around its own content.
import { namespace } from '@/lib/i18n';
import type { Messages } from './messages.en';

export const frameMessages = namespace<Messages>('app/messages');
