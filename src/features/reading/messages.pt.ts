// Portuguese words of features/reading/messages.ts (docs/decisions/0043).
import type { Messages } from './messages.en';

const pt = { save: 'Salvar para depois', saved: 'Salva — toque para remover' } satisfies Messages;

export default pt;
