// Spanish words of features/settings/components/muted-section.tsx (docs/decisions/0043).
import type { Messages } from './muted-section.en';
import { type MuteWordResult } from '@/lib/follows';

const es = {
  title: 'Silenciado',
  intro:
    'Las noticias de una fuente silenciada, o con una palabra o frase silenciada en su titular o resumen, se ocultan en todas las listas, con una nota para mostrarlas. Se guarda en este navegador.',
  word: 'Silenciar una palabra',
  add: 'Silenciar',
  words: 'Palabras silenciadas',
  noWords: 'No hay palabras silenciadas.',
  unmute: (word: string) => `Dejar de silenciar ${word}`,
  sources: 'Fuentes silenciadas',
  noSources: 'No hay fuentes silenciadas. Silencia una desde su página (el feed de una fuente).',
  result: (result: MuteWordResult, word: string) =>
    ({
      muted: `“${word}” silenciada.`,
      already: `“${word}” ya está silenciada.`,
      empty: 'Escribe una palabra o frase para silenciarla.',
      full: 'Se pueden silenciar como mucho 50 palabras.',
    })[result],
  unmuted: (word: string) => `“${word}” ya no está silenciada.`,
} satisfies Messages;

export default es;
