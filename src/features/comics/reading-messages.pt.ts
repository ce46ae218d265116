// Portuguese words of features/comics/reading-messages.ts (docs/decisions/0043).
import type { Messages } from './reading-messages.en';

const pt = {
  fullSize: 'Tamanho real',
  zoomHint: 'Arraste ou role para ler a tirinha em tamanho real.',
  addFavourite: (name: string) => `Adicionar ${name} a Meus quadrinhos`,
  removeFavourite: (name: string) => `Remover ${name} de Meus quadrinhos`,
  inMyComics: 'Em Meus quadrinhos',
  myComics: 'Meus quadrinhos',
  archive: (name: string) => `Arquivo de ${name}`,
  seriesIntro: 'Todas as tirinhas de um mês, da mais recente à mais antiga.',
  olderMonth: 'Mês anterior',
  newerMonth: 'Próximo mês',
  noStripsInMonth: 'Nenhuma tirinha neste mês.',
  searchedBack: 'Só os meses mais recentes podem ser listados.',
  randomStrip: 'Tirinha aleatória',
  findingRandom: 'Procurando uma tirinha…',
  share: 'Compartilhar',
  linkCopied: 'Link copiado',
  copyFailed: 'Não foi possível copiar o link',
  allStrips: 'Todos os quadrinhos',
  noSuchComic: (raw: string) => `Não há nenhum quadrinho chamado “${raw}”.`,
} satisfies Messages;

export default pt;
