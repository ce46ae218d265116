import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { COMMON_COUNTRIES, CONTENT_LANGUAGES } from '@/lib/languages';
import { newUserId, updateSettings, useSettings, USER_ID_PATTERN } from '@/lib/settings';
import { SelectField } from '@/components/ui/select-field';

const field = 'min-h-10 rounded-md border border-rule bg-paper-raised px-3 text-sm';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-lg border border-rule bg-paper-raised p-5">
      <h2 className="font-serif text-xl font-semibold">{title}</h2>
      <div className="mt-3 space-y-3">{children}</div>
    </section>
  );
}

function UserIdSection() {
  const settings = useSettings();
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [message, setMessage] = useState('');
  const draftValid = USER_ID_PATTERN.test(draft.trim());

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(settings.userId);
      setMessage('User id copied.');
    } catch {
      setMessage('Copying is not allowed here; select the id and copy it by hand.');
    }
  };

  const useOther = (event: FormEvent) => {
    event.preventDefault();
    if (!draftValid) return;
    updateSettings({ userId: draft.trim() });
    setDraft('');
    setMessage('Now using the pasted user id.');
  };

  const reset = () => {
    updateSettings({ userId: newUserId() });
    setMessage('A new user id was created. Your follows stay with the old id.');
  };

  return (
    <Section title="Your user id">
      <p className="text-sm text-ink-soft">
        Gazette keeps your follows under this id. Paste it into another browser to take them with you.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <code data-testid="user-id" className="rounded bg-paper-sunk px-2 py-1 font-mono text-sm break-all">
          {settings.userId}
        </code>
        <Button onClick={() => void copy()}>Copy user id</Button>
        <Button onClick={reset}>Reset user id</Button>
      </div>
      <form onSubmit={useOther} className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-64 flex-1 flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium">
            Use another user id
          </label>
          <input
            id={inputId}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="Paste a user id"
            aria-invalid={draft !== '' && !draftValid}
            aria-describedby={`${inputId}-hint`}
            className={field}
            autoComplete="off"
            spellCheck={false}
          />
          <span id={`${inputId}-hint`} className="text-xs text-ink-muted">
            1–64 letters, digits, “-” or “_”.
          </span>
        </div>
        <Button type="submit" variant="primary" disabled={!draftValid}>
          Use this id
        </Button>
      </form>
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-ink-soft">
        {message}
      </p>
    </Section>
  );
}

function PersonalisationSection() {
  const settings = useSettings();
  const id = useId();
  return (
    <Section title="Personalisation">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-5 accent-accent"
          checked={settings.optOut}
          onChange={(event) => updateSettings({ optOut: event.target.checked })}
        />
        <div>
          <label htmlFor={id} className="font-medium">
            Opt out of personalisation
          </label>
          <p className="text-sm text-ink-soft">
            When on, stories come newest first for everyone and the service records nothing about your
            reading.
          </p>
        </div>
      </div>
    </Section>
  );
}

function DefaultsSection() {
  const settings = useSettings();
  return (
    <Section title="Defaults for feeds and comics">
      <div className="flex flex-wrap gap-6">
        <SelectField
          label="Language"
          value={settings.language}
          onChange={(value) => updateSettings({ language: value })}
        >
          <option value="">Any language</option>
          {CONTENT_LANGUAGES.map((language) => (
            <option key={language.code} value={language.code}>
              {language.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Country"
          value={settings.country}
          onChange={(value) => updateSettings({ country: value })}
        >
          <option value="">Any country</option>
          {COMMON_COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </SelectField>
      </div>
    </Section>
  );
}

export function SettingsForm() {
  return (
    <div className="grid max-w-3xl gap-5">
      <UserIdSection />
      <PersonalisationSection />
      <DefaultsSection />
    </div>
  );
}
