// Portuguese words of app/routes/saved.tsx (docs/decisions/0043).
import type { Messages } from './saved.en';

const pt = {
  title: 'Salvos',
  intro:
    'Notícias que você salvou para ler depois. Ficam só neste navegador e nunca são enviadas ao servidor.',
  empty: 'Nada salvo ainda',
  how: 'Toque no marcador ao lado de uma notícia para guardá-la aqui.',
  list: 'Notícias salvas',
  views: 'Visões salvas de filtros',
  needsJavaScript:
    'As notícias salvas são mostradas pelos scripts do Gazette, que seu navegador não executa. Ative o JavaScript para vê-las.',
} satisfies Messages;

export default pt;
