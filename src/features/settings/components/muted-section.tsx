// What the reader mutes: words (typed here) and providers (muted from a provider's page). Their stories
// are left out of every list in this browser; each list says how many and can show them.
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { MuteProviderButton } from '@/components/ui/local-follow';
import { muteWord, unmuteWord, useLocalFollows, type MuteWordResult } from '@/lib/follows';
import { defineMessages, useMessages } from '@/lib/i18n';
import { Section } from './section';

const messages = defineMessages({
  en: {
    title: 'Muted',
    intro:
      'Stories from a muted source, or with a muted word or phrase in their headline or summary, are hidden in every list, with a note to show them. Kept in this browser.',
    word: 'Mute a word',
    add: 'Mute',
    words: 'Muted words',
    noWords: 'No muted words.',
    unmute: (word: string) => `Unmute ${word}`,
    sources: 'Muted sources',
    noSources: 'No muted sources. Mute one from its page (a feed of one provider).',
    result: (result: MuteWordResult, word: string) =>
      ({
        muted: `Muted “${word}”.`,
        already: `“${word}” is already muted.`,
        empty: 'Type a word or phrase to mute.',
        full: 'At most 50 words can be muted.',
      })[result],
    unmuted: (word: string) => `“${word}” is no longer muted.`,
  },
  es: {
    title: 'Silenciado',
    intro:
      'Las noticias de una fuente silenciada, o con una palabra o frase silenciada en su titular o resumen, se ocultan en todas las listas, con una nota para mostrarlas. Se guarda en este navegador.',
    word: 'Silenciar una palabra',
    add: 'Silenciar',
    words: 'Palabras silenciadas',
    noWords: 'No hay palabras silenciadas.',
    unmute: (word: string) => `Dejar de silenciar ${word}`,
    sources: 'Fuentes silenciadas',
    noSources: 'No hay fuentes silenciadas. Silencia una desde su página (el feed de una fuente).',
    result: (result: MuteWordResult, word: string) =>
      ({
        muted: `“${word}” silenciada.`,
        already: `“${word}” ya está silenciada.`,
        empty: 'Escribe una palabra o frase para silenciarla.',
        full: 'Se pueden silenciar como mucho 50 palabras.',
      })[result],
    unmuted: (word: string) => `“${word}” ya no está silenciada.`,
  },
  pt: {
    title: 'Silenciados',
    intro:
      'As notícias de uma fonte silenciada, ou com uma palavra ou frase silenciada no título ou no resumo, ficam ocultas em todas as listas, com um aviso para mostrá-las. Fica guardado neste navegador.',
    word: 'Silenciar uma palavra',
    add: 'Silenciar',
    words: 'Palavras silenciadas',
    noWords: 'Nenhuma palavra silenciada.',
    unmute: (word: string) => `Deixar de silenciar ${word}`,
    sources: 'Fontes silenciadas',
    noSources: 'Nenhuma fonte silenciada. Silencie uma pela página dela (o feed de uma fonte).',
    result: (result: MuteWordResult, word: string) =>
      ({
        muted: `“${word}” silenciada.`,
        already: `“${word}” já está silenciada.`,
        empty: 'Digite uma palavra ou frase para silenciar.',
        full: 'É possível silenciar no máximo 50 palavras.',
      })[result],
    unmuted: (word: string) => `“${word}” não está mais silenciada.`,
  },
});

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
