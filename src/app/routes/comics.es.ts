// Spanish words of app/routes/comics.tsx (docs/decisions/0043).
import type { Messages } from './comics.en';

const es = {
  title: 'Cómics',
  intro: 'Las tiras de cada día, por tema, y el mismo día en otro idioma.',
} satisfies Messages;

export default es;
