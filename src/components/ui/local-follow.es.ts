// Spanish words of components/ui/local-follow.tsx (docs/decisions/0043).
import type { Messages } from './local-follow.en';
import { plural } from '@/lib/i18n';

const es = {
  followName: (name: string) => `Seguir ${name}`,
  follow: 'Seguir',
  following: 'Siguiendo',
  muteName: (name: string) => `Silenciar ${name}`,
  mute: 'Silenciar',
  muted: 'Silenciado',
  hidden: (n: number) =>
    plural('es', n, { one: '# noticia oculta (silenciada)', other: '# noticias ocultas (silenciadas)' }),
  showThem: 'Mostrarlas',
  hideThem: 'Ocultarlas',
  shown: (n: number) =>
    plural('es', n, { one: '# noticia silenciada a la vista', other: '# noticias silenciadas a la vista' }),
} satisfies Messages;

export default es;
