// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countryChoices } from './countries';

describe('the country choices', () => {
  it.each(['en', 'es', 'pt'] as const)(
    'are in the order Intl.Collator gives their names in %s',
    (language) => {
      const choices = countryChoices(language);
      const collator = new Intl.Collator(language);
      const byCollator = [...choices].sort((a, b) => collator.compare(a.name, b.name));
      expect(choices.map((choice) => choice.name)).toEqual(byCollator.map((choice) => choice.name));
      expect(choices.length).toBeGreaterThan(240);
    },
  );
});
