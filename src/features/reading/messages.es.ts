// Spanish words of features/reading/messages.ts (docs/decisions/0043).
import type { Messages } from './messages.en';

const es = { save: 'Guardar para después', saved: 'Guardada: pulsa para quitarla' } satisfies Messages;

export default es;
