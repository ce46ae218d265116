// Spanish words of app/routes/home.tsx (docs/decisions/0043).
import type { Messages } from './home.en';

const es = {
  heading: 'Portada',
  sections: 'Secciones de la portada',
  latest: 'Recientes',
  following: 'Siguiendo',
  filter: 'Filtrar',
  peopleInTheNews: 'Personas en las noticias',
  latestStories: 'Últimas noticias',
} satisfies Messages;

export default es;
