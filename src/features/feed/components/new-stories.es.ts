// Spanish words of features/feed/components/new-stories.tsx (docs/decisions/0043).
import type { Messages } from './new-stories.en';
import { plural } from '@/lib/i18n';

const es = {
  newStories: (count: number, more: boolean) =>
    more
      ? `${count}+ noticias nuevas`
      : plural('es', count, { one: '# noticia nueva', other: '# noticias nuevas' }),
  announce: (label: string) => `${label}. El botón de arriba de la lista las muestra.`,
  loading: 'Cargando noticias nuevas…',
  sinceLastVisit: 'Desde tu última visita',
  earlier: 'Antes',
  newNote: 'Nueva desde tu última visita.',
  earlierNote: 'Antes, de tu última visita o anterior.',
} satisfies Messages;

export default es;
