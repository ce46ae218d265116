// Spanish words of features/views/components/save-view-button.tsx (docs/decisions/0043).
import type { Messages } from './save-view-button.en';

const es = {
  button: 'Guardar vista',
  savedTitle: 'Guardada en tus vistas: pulsa para quitarla',
  unsavedTitle: 'Guarda estos filtros como una vista en el menú Vistas',
  saved: (name: string) => `“${name}” guardada en tus vistas`,
  removed: (name: string) => `“${name}” quitada de tus vistas`,
  full: 'Tus vistas están llenas: borra una en Vistas › Gestionar vistas.',
  rename: 'Renombrar',
  undo: 'Deshacer',
} satisfies Messages;

export default es;
