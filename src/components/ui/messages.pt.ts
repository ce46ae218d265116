// Portuguese words of components/ui/messages.ts (docs/decisions/0043).
import type { Messages } from './messages.en';

const pt = {
  tryAgain: 'Tentar novamente',
  details: 'Detalhes',
  backToFront: 'Voltar à primeira página',
  notFound: 'Não encontrado',
  cancel: 'Cancelar',
  close: 'Fechar',
  undo: 'Desfazer',
  dismiss: 'Fechar',
  notifications: 'Notificações',
  siteDescription: 'Gazette: notícias, as pessoas que você segue e quadrinhos por data.',
  source: 'Fonte',
  sports: { 1: 'Futebol', 2: 'Basquete', 6: 'Futebol americano' },
} satisfies Messages;

export default pt;
