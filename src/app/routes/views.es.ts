// Spanish words of app/routes/views.tsx (docs/decisions/0043).
import type { Messages } from './views.en';

const es = {
  title: 'Vistas guardadas',
  intro:
    'Los feeds que guardaste con “Guardar vista”, en el orden del menú Vistas. Se guardan solo en este navegador y nunca se envían al servidor.',
  needsJavaScript:
    'Las vistas guardadas las muestran los scripts de Gazette, que tu navegador no ejecuta. Activa JavaScript para verlas.',
} satisfies Messages;

export default es;
