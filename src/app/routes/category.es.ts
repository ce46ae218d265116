// Spanish words of app/routes/category.tsx (docs/decisions/0043).
import type { Messages } from './category.en';

const es = {
  notFound: 'Categoría no encontrada',
  notAnId: (value: string) => `“${value}” no es un id de categoría.`,
  noId: (id: number) => `No hay ninguna categoría con el id ${id}.`,
  noName: (name: string) => `No hay ninguna categoría llamada “${name}”.`,
  seeAll: 'Ver todas las categorías',
  heading: 'Categoría',
  loading: 'Cargando la categoría',
  description: (name: string) => `Las últimas noticias de ${name} en Gazette.`,
  storiesIn: (name: string) => `Noticias de ${name}`,
} satisfies Messages;

export default es;
