// Portuguese words of app/routes/views.tsx (docs/decisions/0043).
import type { Messages } from './views.en';

const pt = {
  title: 'Visões salvas',
  intro:
    'Os feeds que você salvou com “Salvar visão”, na ordem do menu Visões. Ficam só neste navegador e nunca são enviados ao servidor.',
  needsJavaScript:
    'As visões salvas são mostradas pelos scripts do Gazette, que seu navegador não executa. Ative o JavaScript para vê-las.',
} satisfies Messages;

export default pt;
