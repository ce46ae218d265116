// Spanish words of features/settings/components/offline-section.tsx (docs/decisions/0043).
import type { Messages } from './offline-section.en';
import { plural } from '@/lib/i18n';

const es = {
  title: 'Lectura sin conexión',
  unsupported: 'Este navegador no puede guardar páginas para leerlas sin conexión.',
  what: (pages: string, images: string) =>
    `Las páginas, noticias, cómics e imágenes que abres se guardan en este dispositivo para que puedas leerlos sin conexión. Se guardan hasta ${pages} páginas y ${images} imágenes; a partir de ahí, se borra primero lo que usaste hace más tiempo. Nunca se guardan las acciones de seguir ni lo que sigues.`,
  measuring: 'Calculando lo que está guardado…',
  cleared: 'Borrado. ',
  kept: 'Guardado para leer sin conexión: ',
  items: (n: number) => plural('es', n, { one: '# elemento', other: '# elementos' }),
  clear: 'Borrar páginas guardadas',
} satisfies Messages;

export default es;
