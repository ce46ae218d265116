// Portuguese words of features/feed/components/new-since-last-visit.tsx (docs/decisions/0043).
import type { Messages } from './new-since-last-visit.en';

const pt = {
  heading: 'Novidades desde sua última visita',
  counting: 'Contando…',
  nothing: 'Nada novo ainda.',
  count: (count: number, more: boolean) =>
    `${count}${more ? '+' : ''} ${count <= 1 && !more ? 'nova' : 'novas'}`,
  failed: 'Não foi possível contar as notícias novas.',
} satisfies Messages;

export default pt;
