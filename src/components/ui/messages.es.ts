// Spanish words of components/ui/messages.ts (docs/decisions/0043).
import type { Messages } from './messages.en';

const es = {
  tryAgain: 'Reintentar',
  details: 'Detalles',
  backToFront: 'Volver a la portada',
  notFound: 'No encontrado',
  cancel: 'Cancelar',
  close: 'Cerrar',
  undo: 'Deshacer',
  dismiss: 'Cerrar',
  notifications: 'Notificaciones',
  siteDescription: 'Gazette: noticias, las personas que sigues y cómics por fecha.',
  source: 'Fuente',
  sports: { 1: 'Fútbol', 2: 'Baloncesto', 6: 'Fútbol americano' },
} satisfies Messages;

export default es;
