// Words the shared UI pieces and several parts of the app use alike ("Try again", "Undo", sport names).
// Country and language names in the interface language are lib/countries' and lib/languages'.
import type { SportType } from '@contract/vocabulary';
import { namespace } from '@/lib/i18n';
import type { Messages } from './messages.en';

export const uiMessages = namespace<Messages>('components/ui/messages');

/** A sport's name in the interface's words (`undefined` for a code the contract does not know). */
export function sportLabel(
  sports: Readonly<Record<SportType, string>>,
  sportType: number | null | undefined,
): string | undefined {
  return sportType != null && sportType in sports ? sports[sportType as SportType] : undefined;
}
