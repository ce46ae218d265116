// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withoutRepeatedSummary } from './lead';

const summary = 'El turismo en Puerto Olivo crece un 11% respecto al año pasado.';

describe('the article body without the summary said twice', () => {
  it('leaves out a first paragraph that repeats the summary, bold or not, with entities and spacing', () => {
    const rest = '<p>&quot;Llevamos mucho tiempo&quot;, dijo.</p>';
    expect(withoutRepeatedSummary(`<p><strong>${summary}</strong></p>\n${rest}`, summary)).toBe(rest);
    expect(
      withoutRepeatedSummary(
        `<p>El turismo en Puerto  Olivo crece un 11% respecto al año pasado</p>${rest}`,
        summary,
      ),
    ).toBe(rest);
    expect(
      withoutRepeatedSummary('<p>Rock &amp; roll “is back”.</p><p>Next</p>', 'Rock & roll "is back"'),
    ).toBe('<p>Next</p>');
  });

  it('keeps a first paragraph that says something else, and a body without paragraphs', () => {
    const body = '<p>El turismo crece.</p><p>Más.</p>';
    expect(withoutRepeatedSummary(body, summary)).toBe(body);
    expect(withoutRepeatedSummary('<h2>Title</h2><p>x</p>', summary)).toBe('<h2>Title</h2><p>x</p>');
    expect(withoutRepeatedSummary(body, undefined)).toBe(body);
  });
});
