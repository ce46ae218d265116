import { SettingsForm } from '@/features/settings/components/settings-form';
import { PageMeta } from '@/components/ui/page-meta';
import { useMessages } from '@/lib/i18n';
import { frameMessages } from '../messages';

export function Component() {
  const title = useMessages(frameMessages).nav.settings;
  return (
    <>
      <PageMeta title={title} noindex />
      <h1 className="mb-6 font-serif text-3xl font-bold">{title}</h1>
      <SettingsForm />
    </>
  );
}
