// Portuguese words of features/settings/components/offline-section.tsx (docs/decisions/0043).
import type { Messages } from './offline-section.en';
import { plural } from '@/lib/i18n';

const pt = {
  title: 'Leitura offline',
  unsupported: 'Este navegador não consegue guardar páginas para leitura offline.',
  what: (pages: string, images: string) =>
    `Páginas, notícias, quadrinhos e imagens que você abre ficam guardados neste dispositivo para leitura sem conexão. São guardadas até ${pages} páginas e ${images} imagens; depois disso, sai primeiro o que você usou há mais tempo. As ações de seguir e o que você segue nunca são guardados.`,
  measuring: 'Calculando o que está guardado…',
  cleared: 'Apagado. ',
  kept: 'Guardado para leitura offline: ',
  items: (n: number) => plural('pt', n, { one: '# item', other: '# itens' }),
  clear: 'Limpar páginas salvas',
} satisfies Messages;

export default pt;
