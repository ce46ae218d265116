// Spanish words of app/routes/saved.tsx (docs/decisions/0043).
import type { Messages } from './saved.en';

const es = {
  title: 'Guardados',
  intro:
    'Noticias que guardaste para más tarde. Se guardan solo en este navegador y nunca se envían al servidor.',
  empty: 'Todavía no has guardado nada',
  how: 'Pulsa el marcador junto a una noticia para guardarla aquí.',
  list: 'Noticias guardadas',
  views: 'Vistas guardadas de filtros',
  needsJavaScript:
    'Las noticias guardadas las muestran los scripts de Gazette, que tu navegador no ejecuta. Activa JavaScript para verlas.',
} satisfies Messages;

export default es;
