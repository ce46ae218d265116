// Spanish words of app/routes/categories.tsx (docs/decisions/0043).
import type { Messages } from './categories.en';

const es = {
  title: 'Categorías',
  description: 'Todas las categorías de noticias de Gazette, con sus últimas noticias.',
  invalid: (value: string) =>
    `“${value}” no es un idioma que ofrezca Gazette, así que los nombres se muestran en el idioma predeterminado.`,
  loading: 'Cargando categorías',
  noneMatch: 'Ninguna categoría coincide con estos filtros',
  none: 'Todavía no hay categorías',
} satisfies Messages;

export default es;
