// Portuguese words of features/feed/components/new-stories.tsx (docs/decisions/0043).
import type { Messages } from './new-stories.en';
import { plural } from '@/lib/i18n';

const pt = {
  newStories: (count: number, more: boolean) =>
    more
      ? `${count}+ notícias novas`
      : plural('pt', count, { one: '# notícia nova', other: '# notícias novas' }),
  announce: (label: string) => `${label}. O botão no topo da lista mostra as notícias.`,
  loading: 'Carregando notícias novas…',
  sinceLastVisit: 'Desde sua última visita',
  earlier: 'Antes',
  newNote: 'Nova desde sua última visita.',
  earlierNote: 'Antes, da sua última visita ou anterior.',
} satisfies Messages;

export default pt;
