import { useQuery } from '@tanstack/react-query';
import { companionsQueryOptions, WITH_PERSON_PARAM, withPersonFrom } from '../with-person';
import { SelectField } from '@/components/ui/select-field';
import { useMessages } from '@/lib/i18n';
import { useSearchControls } from '@/lib/search-controls';
import { peoplePageMessages } from '../page-messages';

/** "With another person": narrows the page's top story to stories that also name the chosen person. */
export function WithPersonPicker({ personId }: { personId: string }) {
  const t = useMessages(peoplePageMessages);
  const [search, setSearch] = useSearchControls();
  const companions = useQuery(companionsQueryOptions(personId));
  const current = withPersonFrom(search) ?? '';
  const choices = companions.data ?? [];
  // Always rendered (choices arrive later), so the page does not shift under the reader's pointer.

  return (
    <SelectField
      label={t.withAnother}
      value={current}
      inline
      className="noscript:hidden"
      onChange={(value) =>
        setSearch(
          (next) => {
            if (value) next.set(WITH_PERSON_PARAM, value);
            else next.delete(WITH_PERSON_PARAM);
            return next;
          },
          { replace: true },
        )
      }
    >
      <option value="">{t.anyone}</option>
      {choices.map((person) => (
        <option key={person.id} value={person.id}>
          {person.name}
        </option>
      ))}
      {current !== '' && !choices.some((person) => person.id === current) && (
        <option value={current}>{current}</option>
      )}
    </SelectField>
  );
}
