// Spanish words of features/feed/components/new-since-last-visit.tsx (docs/decisions/0043).
import type { Messages } from './new-since-last-visit.en';

const es = {
  heading: 'Nuevo desde tu última visita',
  counting: 'Contando…',
  nothing: 'Aún no hay nada nuevo.',
  count: (count: number, more: boolean) =>
    `${count}${more ? '+' : ''} ${count === 1 && !more ? 'nueva' : 'nuevas'}`,
  failed: 'No se pudieron contar las noticias nuevas.',
} satisfies Messages;

export default es;
