// Portuguese words of app/keyboard/messages.ts (docs/decisions/0043, 0060).
import type { Messages } from './messages.en';

const pt = {
  noOneToFollow: 'Esta notícia não cita ninguém para seguir',
  alreadyFollowing: (name: string) => `Você já segue ${name}`,
  storySaved: 'Salva',
  storyUnsaved: 'Removida de Salvos',
  markedRead: 'Marcada como lida',
  markedUnread: 'Marcada como não lida',
  noOriginal: 'Esta notícia não tem um original para abrir',
  storyUnavailable: 'Não foi possível carregar esta notícia',
  noStoryChosen: 'Nenhuma notícia escolhida: pressione j para ir a uma',
  shortcutsTitle: 'Atalhos de teclado',
  then: 'depois',
  shortcutsWait: 'Os atalhos ficam pausados enquanto você digita em um campo.',
  shortcuts: {
    'next-story': 'Próxima notícia',
    'previous-story': 'Notícia anterior',
    'open-story': 'Abrir a notícia',
    'save-story': 'Salvar a notícia para depois, ou remover',
    'mark-read': 'Marcar a notícia como lida, ou não lida',
    'open-original': 'Abrir o original no veículo, em uma nova aba',
    'follow-person': 'Seguir a primeira pessoa da notícia',
    'focus-filters': 'Filtros (ou busca)',
    'go-home': 'Ir para a primeira página',
    'go-comics': 'Ir para os quadrinhos',
    'go-profile': 'Ir para o seu perfil',
    'previous-day': 'Quadrinhos: dia anterior',
    'next-day': 'Quadrinhos: dia seguinte',
    help: 'Mostrar estes atalhos',
  },
} satisfies Messages;

export default pt;
