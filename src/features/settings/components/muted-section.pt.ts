// Portuguese words of features/settings/components/muted-section.tsx (docs/decisions/0043).
import type { Messages } from './muted-section.en';
import { type MuteWordResult } from '@/lib/follows';

const pt = {
  title: 'Silenciados',
  intro:
    'As notícias de uma fonte silenciada, ou com uma palavra ou frase silenciada no título ou no resumo, ficam ocultas em todas as listas, com um aviso para mostrá-las. Fica guardado neste navegador.',
  word: 'Silenciar uma palavra',
  add: 'Silenciar',
  words: 'Palavras silenciadas',
  noWords: 'Nenhuma palavra silenciada.',
  unmute: (word: string) => `Deixar de silenciar ${word}`,
  sources: 'Fontes silenciadas',
  noSources: 'Nenhuma fonte silenciada. Silencie uma pela página dela (o feed de uma fonte).',
  result: (result: MuteWordResult, word: string) =>
    ({
      muted: `“${word}” silenciada.`,
      already: `“${word}” já está silenciada.`,
      empty: 'Digite uma palavra ou frase para silenciar.',
      full: 'É possível silenciar no máximo 50 palavras.',
    })[result],
  unmuted: (word: string) => `“${word}” não está mais silenciada.`,
} satisfies Messages;

export default pt;
