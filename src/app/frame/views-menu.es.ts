// Spanish words of app/frame/views-menu.tsx (docs/decisions/0043).
import type { Messages } from './views-menu.en';

const es = {
  button: 'Vistas',
  list: 'Vistas guardadas',
  empty: 'Aún no hay vistas guardadas. Pulsa “Guardar vista” en un feed filtrado para añadir una.',
  manage: 'Gestionar vistas',
} satisfies Messages;

export default es;
