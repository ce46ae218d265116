// Portuguese words of app/frame/views-menu.tsx (docs/decisions/0043).
import type { Messages } from './views-menu.en';

const pt = {
  button: 'Visões',
  list: 'Visões salvas',
  empty: 'Nenhuma visão salva ainda. Toque em “Salvar visão” num feed filtrado para adicionar uma.',
  manage: 'Gerenciar visões',
} satisfies Messages;

export default pt;
