import { SettingsForm } from '@/features/settings/components/settings-form';

export function Component() {
  return (
    <>
      <title>Settings · Gazette</title>
      <h1 className="mb-6 font-serif text-3xl font-bold">Settings</h1>
      <SettingsForm />
    </>
  );
}
