// The reading list's words in the three interface languages (docs/decisions/0025).
import { defineMessages } from '@/lib/i18n';

export const readingMessages = defineMessages({
  en: { save: 'Save for later', saved: 'Saved — press to remove' },
  es: { save: 'Guardar para después', saved: 'Guardada: pulsa para quitarla' },
  pt: { save: 'Salvar para depois', saved: 'Salva — toque para remover' },
});
