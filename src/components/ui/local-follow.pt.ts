// Portuguese words of components/ui/local-follow.tsx (docs/decisions/0043).
import type { Messages } from './local-follow.en';
import { plural } from '@/lib/i18n';

const pt = {
  followName: (name: string) => `Seguir ${name}`,
  follow: 'Seguir',
  following: 'Seguindo',
  muteName: (name: string) => `Silenciar ${name}`,
  mute: 'Silenciar',
  muted: 'Silenciado',
  hidden: (n: number) =>
    plural('pt', n, { one: '# notícia oculta (silenciada)', other: '# notícias ocultas (silenciadas)' }),
  showThem: 'Mostrar',
  hideThem: 'Ocultar',
  shown: (n: number) =>
    plural('pt', n, { one: '# notícia silenciada à vista', other: '# notícias silenciadas à vista' }),
} satisfies Messages;

export default pt;
