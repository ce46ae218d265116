import { SettingsForm } from '@/features/settings/components/settings-form';
import { PageMeta } from '@/components/ui/page-meta';

export function Component() {
  return (
    <>
      <PageMeta title="Settings" noindex />
      <h1 className="mb-6 font-serif text-3xl font-bold">Settings</h1>
      <SettingsForm />
    </>
  );
}
