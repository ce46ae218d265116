// "More coverage" against the real reference server: the newest other stories about the story's first
// person (else its category), in its language, each opening in Gazette.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import type { ContentItem } from '@/api/schemas';
import { referenceServerForFile } from '@/test/reference-server';
import { MoreCoverage } from './more-coverage';

const api = referenceServerForFile(300);
const { requests } = api;

const list = async (query: string) =>
  (await api.server.get<{ content: ContentItem[] }>(`/mediaApi/v1.0/content/?sortBy=newest&${query}`))
    .content;
const language = (item: ContentItem) => item.locale!.slice(0, 2);
/** What a reader takes for the same story: one provider's headline, however it is spaced or cased. */
const headline = (item: ContentItem) => `${item.contentSource}|${item.title.trim().toLowerCase()}`;
/** The stories a reader should see, worked out here from the server's answer: not the story, each once. */
function expectedOthers(story: ContentItem, answer: ContentItem[]) {
  const seen = new Set([story.contentId, headline(story)]);
  return answer.filter((item) => {
    if (seen.has(item.contentId) || seen.has(headline(item))) return false;
    seen.add(item.contentId).add(headline(item));
    return true;
  });
}

const renderCoverage = (item: ContentItem) =>
  renderRoute('/article/:id', <MoreCoverage item={item} />, `/article/${item.contentId}`);

describe('More coverage', () => {
  it('lists the newest other stories about the story’s first person, linking into Gazette', async () => {
    // The newest story about someone is among that person's newest: it must not list itself.
    const story = (await list('limit=50')).find((item) => item.persons?.length)!;
    const person = story.persons![0]!;
    const expected = expectedOthers(
      story,
      await list(`person=${person.id}&language=${language(story)}&limit=8`),
    ).slice(0, 5);
    expect(expected.length).toBeGreaterThan(0);
    renderCoverage(story);

    const section = await screen.findByRole('region', { name: 'More coverage' });
    const links = await within(section).findAllByRole('link', { name: expected[0]!.title });
    expect(links[0]).toHaveAttribute('href', `/article/${expected[0]!.contentId}`);
    const stories = within(section)
      .getAllByRole('listitem')
      .map((row) => within(row).getByRole('link'));
    expect(stories.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      expected.map((item) => [item.title, `/article/${item.contentId}`]),
    );
    expect(stories.map((link) => link.textContent)).not.toContain(story.title);
    expect(within(section).getByRole('link', { name: `All stories about ${person.name}` })).toHaveAttribute(
      'href',
      `/person/${person.id}`,
    );
    // Nothing leads off to a publisher's site.
    for (const link of within(section).getAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/^\/(article|person)\//);
    }
    const asked = requests.find((url) => url.searchParams.has('person'))!;
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      person: person.id,
      language: language(story),
      sortBy: 'newest',
      limit: '8',
    });
  });

  it('falls back to the story’s category when it names no one', async () => {
    // Every seeded story names someone; the API leaves `persons` out when a story names no one.
    const [newest] = await list('limit=1');
    const story = { ...newest!, persons: undefined };
    const category = story.categoriesEnglish![0]!;
    const expected = expectedOthers(
      story,
      await list(`category=${category}&language=${language(story)}&limit=8`),
    ).slice(0, 5);
    renderCoverage(story);

    const section = await screen.findByRole('region', { name: 'More coverage' });
    await within(section).findAllByRole('link', { name: expected[0]!.title });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((row) => within(row).getByRole('link').getAttribute('href')),
    ).toEqual(expected.map((item) => `/article/${item.contentId}`));
    expect(within(section).getByText(`The latest in ${story.categories![0]!}`)).toBeInTheDocument();
  });

  it('lists a headline the server answers twice (two ids, one provider) once', async () => {
    // The seeded data has a provider that published one headline twice: find a story whose coverage has it.
    const all = await list('offset=0');
    const twice = all.filter(
      (item) => all.filter((other) => headline(other) === headline(item)).length > 1 && item.persons?.length,
    );
    let found: { story: ContentItem; answer: ContentItem[]; repeated: ContentItem } | undefined;
    for (const repeated of twice) {
      const person = repeated.persons![0]!;
      const answer = await list(`person=${person.id}&language=${language(repeated)}&limit=8`);
      const story = answer.find((item) => headline(item) !== headline(repeated));
      const copies = answer.filter((item) => headline(item) === headline(repeated));
      if (story && copies.length > 1 && story.persons?.[0]?.id === person.id) {
        found = { story, answer, repeated };
        break;
      }
    }
    expect(found, 'a coverage answer with one headline twice').toBeDefined();
    const { story, answer, repeated } = found!;
    expect(answer.filter((item) => item.title === repeated.title).length).toBeGreaterThan(1);
    renderCoverage(story);

    const section = await screen.findByRole('region', { name: 'More coverage' });
    await within(section).findAllByRole('link', { name: repeated.title });
    expect(within(section).getAllByRole('link', { name: repeated.title })).toHaveLength(1);
    const titles = within(section)
      .getAllByRole('listitem')
      .map((row) => within(row).getByRole('link').textContent);
    expect(titles).toEqual(
      expectedOthers(story, answer)
        .slice(0, 5)
        .map((item) => item.title),
    );
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('shows nothing for a story about no one and in no category', async () => {
    const [newest] = await list('limit=1');
    renderCoverage({ ...newest!, persons: [], categories: [], categoriesEnglish: [] });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('region', { name: 'More coverage' })).toBeNull();
    expect(requests).toHaveLength(0);
  });
});
