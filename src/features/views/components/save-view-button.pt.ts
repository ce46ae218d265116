// Portuguese words of features/views/components/save-view-button.tsx (docs/decisions/0043).
import type { Messages } from './save-view-button.en';

const pt = {
  button: 'Salvar visão',
  savedTitle: 'Salva nas suas visões: toque para remover',
  unsavedTitle: 'Salve estes filtros como uma visão no menu Visões',
  saved: (name: string) => `“${name}” salva nas suas visões`,
  removed: (name: string) => `“${name}” removida das suas visões`,
  full: 'Suas visões estão cheias: apague uma em Visões › Gerenciar visões.',
  rename: 'Renomear',
  undo: 'Desfazer',
} satisfies Messages;

export default pt;
