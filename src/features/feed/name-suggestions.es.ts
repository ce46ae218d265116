// Spanish words of features/feed/name-suggestions.ts (docs/decisions/0043).
import type { Messages } from './name-suggestions.en';

const es = {
  person: 'Personas',
  team: 'Equipos',
  topic: 'Temas',
  vendor: 'Medios',
  tag: 'Etiquetas',
  category: 'Categorías',
  words: 'Tus palabras',
} satisfies Messages;

export default es;
