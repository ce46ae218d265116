import { Link } from 'react-router-dom';
import { NeedsJavaScript } from '@/components/ui/needs-javascript';
import { EmptyState } from '@/components/ui/states';
import { StoryCard } from '@/features/feed/components/story-card';
import { savedStore } from '@/features/reading/store';
import { paths } from '@/lib/paths';
import { PageMeta } from '@/components/ui/page-meta';
import { uiMessages } from '@/components/ui/messages';
import { defineMessages, useMessages } from '@/lib/i18n';

const messages = defineMessages({
  en: {
    title: 'Saved',
    intro: 'Stories you saved for later. They are kept in this browser only, never sent to the server.',
    empty: 'Nothing saved yet',
    how: 'Press the bookmark beside a story to keep it here.',
    list: 'Saved stories',
    views: 'Saved views of filters',
    needsJavaScript:
      'Saved stories are shown by Gazette’s scripts, which your browser does not run. Turn JavaScript on to see them.',
  },
  es: {
    title: 'Guardados',
    intro:
      'Noticias que guardaste para más tarde. Se guardan solo en este navegador y nunca se envían al servidor.',
    empty: 'Todavía no has guardado nada',
    how: 'Pulsa el marcador junto a una noticia para guardarla aquí.',
    list: 'Noticias guardadas',
    views: 'Vistas guardadas de filtros',
    needsJavaScript:
      'Las noticias guardadas las muestran los scripts de Gazette, que tu navegador no ejecuta. Activa JavaScript para verlas.',
  },
  pt: {
    title: 'Salvos',
    intro:
      'Notícias que você salvou para ler depois. Ficam só neste navegador e nunca são enviadas ao servidor.',
    empty: 'Nada salvo ainda',
    how: 'Toque no marcador ao lado de uma notícia para guardá-la aqui.',
    list: 'Notícias salvas',
    views: 'Visões salvas de filtros',
    needsJavaScript:
      'As notícias salvas são mostradas pelos scripts do Gazette, que seu navegador não executa. Ative o JavaScript para vê-las.',
  },
});

/** The stories the reader saved for later, newest save first; kept in this browser only. */
export function Component() {
  const t = useMessages(messages);
  const ui = useMessages(uiMessages);
  const saved = savedStore.use();
  return (
    <>
      <PageMeta title={t.title} noindex />
      <h1 className="mb-2 font-serif text-3xl font-bold sm:text-4xl">{t.title}</h1>
      <p className="mb-4 text-sm text-ink-muted">
        {t.intro}
        {/* On a phone the header's Views menu gives way to the tab bar: the views are reached from here. */}
        <Link className="ml-1 text-accent underline underline-offset-4 sm:hidden" to={paths.views()}>
          {t.views}
        </Link>
      </p>
      <NeedsJavaScript note={t.needsJavaScript}>
        {saved.length === 0 ? (
          <EmptyState title={t.empty}>
            <p>
              {t.how}{' '}
              <Link className="text-accent underline" to={paths.home()}>
                {ui.backToFront}
              </Link>
            </p>
          </EmptyState>
        ) : (
          <div role="feed" aria-label={t.list}>
            {saved.map((story, index) => (
              <StoryCard key={story.contentId} item={story} position={index + 1} setSize={saved.length} />
            ))}
          </div>
        )}
      </NeedsJavaScript>
    </>
  );
}
