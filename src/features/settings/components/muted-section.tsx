// What the reader mutes: words (typed here) and providers (muted from a provider's page). Their stories
// are left out of every list in this browser; each list says how many and can show them.
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { MuteProviderButton } from '@/components/ui/local-follow';
import { muteWord, unmuteWord, useLocalFollows } from '@/lib/follows';
import { namespace, useMessages } from '@/lib/i18n';
import { Section } from './section';
import type { Messages } from './muted-section.en';

const messages = namespace<Messages>('features/settings/components/muted-section');

export function MutedSection() {
  const t = useMessages(messages);
  const follows = useLocalFollows();
  const [draft, setDraft] = useState('');
  const [status, setStatus] = useState('');
  const inputId = useId();
  const wordsId = useId();
  const sourcesId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const word = draft.trim();
    const result = muteWord(word);
    setStatus(t.result(result, word));
    if (result === 'muted') setDraft('');
  };

  return (
    <Section title={t.title}>
      <p className="text-sm text-ink-soft">{t.intro}</p>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <label htmlFor={inputId} className="text-sm font-medium">
            {t.word}
          </label>
          <input
            id={inputId}
            value={draft}
            maxLength={100}
            onChange={(event) => setDraft(event.target.value)}
            className="min-h-10 w-64 max-w-full rounded-md border border-rule bg-paper px-3 text-base"
          />
        </div>
        <Button type="submit">{t.add}</Button>
      </form>
      <p role="status" className="text-sm text-ink-soft">
        {status}
      </p>
      <h3 id={wordsId} className="font-semibold">
        {t.words}
      </h3>
      {follows.mutedWords.length === 0 ? (
        <p className="text-sm text-ink-muted">{t.noWords}</p>
      ) : (
        <ul aria-labelledby={wordsId} className="flex flex-wrap gap-2">
          {follows.mutedWords.map((word) => (
            <li key={word}>
              <button
                type="button"
                aria-label={t.unmute(word)}
                onClick={() => {
                  unmuteWord(word);
                  setStatus(t.unmuted(word));
                }}
                className="inline-flex min-h-8 items-center gap-1.5 rounded-full border border-ink/20 bg-paper py-1 pr-2 pl-3 text-sm hover:border-accent hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
              >
                {word}
                <span aria-hidden="true" className="text-base leading-none">
                  ×
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <h3 id={sourcesId} className="font-semibold">
        {t.sources}
      </h3>
      {follows.mutedProviders.length === 0 ? (
        <p className="text-sm text-ink-muted">{t.noSources}</p>
      ) : (
        <ul aria-labelledby={sourcesId} className="grid gap-2">
          {follows.mutedProviders.map((provider) => (
            <li key={provider.id} className="flex items-center justify-between gap-3">
              <span className="min-w-0 truncate">{provider.name}</span>
              <MuteProviderButton target={provider} size="sm" />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
