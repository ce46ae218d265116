// Spanish words of app/routes/article.tsx (docs/decisions/0043).
import type { Messages } from './article.en';

const es = {
  loading: 'Cargando la noticia',
  notFound: 'Noticia no encontrada',
  noStory: (id: string) => `No hay ninguna noticia con el id “${id}”.`,
  failed: 'No se pudo mostrar esta noticia',
  back: '← Volver a la lista',
  all: 'Todas las noticias',
} satisfies Messages;

export default es;
