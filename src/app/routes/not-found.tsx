import { uiMessages } from '@/components/ui/messages';
import { NotFoundPage } from '@/components/ui/page-states';
import { useMessages } from '@/lib/i18n';
import { frameMessages } from '../messages';

export function Component() {
  const ui = useMessages(uiMessages);
  const t = useMessages(frameMessages);
  return <NotFoundPage title={ui.notFound} what={t.noPageHere} />;
}
