import { NeedsJavaScript } from '@/components/ui/needs-javascript';
import { PageMeta } from '@/components/ui/page-meta';
import { defineMessages, useMessages } from '@/lib/i18n';
import { ViewsManager } from '@/features/views/components/views-manager';
import { canonicalFeed, describeFeed, viewHref } from '../saved-views';

const messages = defineMessages({
  en: {
    title: 'Saved views',
    intro:
      'Feeds you saved with “Save view”, in the order the Views menu lists them. They are kept in this browser only, never sent to the server.',
    needsJavaScript:
      'Saved views are shown by Gazette’s scripts, which your browser does not run. Turn JavaScript on to see them.',
  },
  es: {
    title: 'Vistas guardadas',
    intro:
      'Los feeds que guardaste con “Guardar vista”, en el orden del menú Vistas. Se guardan solo en este navegador y nunca se envían al servidor.',
    needsJavaScript:
      'Las vistas guardadas las muestran los scripts de Gazette, que tu navegador no ejecuta. Activa JavaScript para verlas.',
  },
  pt: {
    title: 'Visões salvas',
    intro:
      'Os feeds que você salvou com “Salvar visão”, na ordem do menu Visões. Ficam só neste navegador e nunca são enviados ao servidor.',
    needsJavaScript:
      'As visões salvas são mostradas pelos scripts do Gazette, que seu navegador não executa. Ative o JavaScript para vê-las.',
  },
});

export function Component() {
  const TEXT = useMessages(messages);
  return (
    <>
      <PageMeta title={TEXT.title} noindex />
      <h1 className="mb-2 font-serif text-3xl font-bold sm:text-4xl">{TEXT.title}</h1>
      <p className="mb-6 max-w-3xl text-sm text-ink-muted">{TEXT.intro}</p>
      <NeedsJavaScript note={TEXT.needsJavaScript}>
        <ViewsManager hrefOf={viewHref} canonical={canonicalFeed} describe={describeFeed} />
      </NeedsJavaScript>
    </>
  );
}
