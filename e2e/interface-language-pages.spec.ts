// The pages in the reader's language: a Portuguese browser's first visit gets the feed's
// filters, a story's relative time, the comics' day bar and an article's labels in Portuguese — in the HTML
// the server sends (no scripts) and, word for word, after the browser takes the page over.
import { expect, test, type APIRequestContext, type Page } from './test';
import { withoutTheApp } from './server-html';
import { appReady, watchHydration } from './waits';

interface Item {
  contentId: string;
  title: string;
  contentURL?: string;
  contentSourceDisplay?: string;
  contentSource: string;
  persons?: { id: string; name: string }[];
}

/** A Portuguese story naming a person and linking to its source: every label of the article shows. */
async function storyWithPeople(request: APIRequestContext): Promise<Item> {
  const response = await request.get('/mediaApi/v1.0/content/?language=pt&sortBy=newest&limit=50');
  expect(response.ok()).toBe(true);
  const items = ((await response.json()) as { content: Item[] }).content;
  const item = items.find((entry) => (entry.persons?.length ?? 0) > 0 && entry.contentURL);
  expect(item, 'a Portuguese story with a person and a source link').toBeDefined();
  return item!;
}

/** "há 3 horas", "ontem", "agora": a relative time as Portuguese writes it. */
const PORTUGUESE_RELATIVE =
  /^(há \d+ (segundos?|minutos?|horas?|dias?|semanas?|meses|mês|anos?)|agora|ontem|anteontem)$/;

const WEEKDAY_DAY = 'domingo, 1 de novembro de 2026';

async function feedInPortuguese(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.getByRole('heading', { level: 2, name: 'Filtrar notícias' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Categoria', exact: true })).toBeVisible();
  const language = page.getByRole('combobox', { name: 'Idioma', exact: true });
  await expect(language).toHaveValue('pt');
  await expect(language.getByRole('option', { name: 'Seu idioma (português)' })).toHaveCount(1);
  await expect(language.getByRole('option', { name: 'Inglês', exact: true })).toHaveCount(1);
  await expect(page.getByRole('radio', { name: 'Última semana' })).toBeChecked();
  await expect(
    page.getByRole('combobox', { name: 'Adicionar fonte, pessoa, time ou assunto' }),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Região', exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Ordenar' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Última semana');
  const chips = page.getByRole('list', { name: 'Filtros ativos' });
  await expect(chips.getByRole('link', { name: 'Remover Última semana' })).toBeVisible();
  const first = page.getByRole('feed', { name: 'Notícias' }).getByRole('article').first();
  await expect(first.locator('time')).toHaveText(PORTUGUESE_RELATIVE);
}

async function comicsInPortuguese(page: Page) {
  const days = page.getByRole('navigation', { name: 'Dias' });
  await expect(days.getByRole('link', { name: 'Dia anterior' })).toBeVisible();
  await expect(days.getByRole('link', { name: 'Mais recentes' })).toBeVisible();
  await expect(days.getByRole('button', { name: `Data ${WEEKDAY_DAY}` })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Série', exact: true })).toBeVisible();
}

async function articleInPortuguese(page: Page, item: Item) {
  await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
  const about = page.getByRole('region', { name: 'Nesta notícia' });
  await expect(about.getByRole('heading', { name: 'Pessoas' })).toBeVisible();
  const provider = item.contentSourceDisplay || item.contentSource;
  await expect(
    page.getByRole('link', { name: `Ler a notícia em ${provider} (abre em uma nova guia)` }),
  ).toBeVisible();
  await expect(page.locator('article header time')).toHaveText(
    new RegExp(`^${PORTUGUESE_RELATIVE.source.slice(1, -1)} \\(`),
  );
}

const feedUrl = () => {
  // The past week as the app writes it (rounded down to the hour), so the URL reads as that preset.
  const hour = 3_600_000;
  const since = new Date(Math.floor((Date.now() - 7 * 24 * hour) / hour) * hour).toISOString();
  return `/feed?publishedAfter=${encodeURIComponent(since.replace(/\.\d{3}Z$/, 'Z'))}`;
};

test.describe('a Portuguese (Brazil) browser', () => {
  test.use({ locale: 'pt-BR', browserLanguages: ['pt-BR', 'pt'], viewport: { width: 1280, height: 900 } });

  test.describe('before the app runs', () => {
    test.beforeEach(({ page }) => withoutTheApp(page));

    test('the server’s HTML has the feed, comics and article in Portuguese', async ({ page, request }) => {
      await page.goto(feedUrl());
      await feedInPortuguese(page);

      await page.goto('/comics?theme=Garfield&date=2026-11-01');
      await comicsInPortuguese(page);

      const item = await storyWithPeople(request);
      await page.goto(`/article/${encodeURIComponent(item.contentId)}`);
      await articleInPortuguese(page, item);
    });
  });

  test('after the browser takes over, the same words, without a hydration warning', async ({
    page,
    request,
  }) => {
    const warnings = watchHydration(page);
    page.on('pageerror', (error) => warnings.push(error.message));

    await page.goto(feedUrl());
    await appReady(page);
    await feedInPortuguese(page);

    await page.goto('/comics?theme=Garfield&date=2026-11-01');
    await appReady(page);
    await comicsInPortuguese(page);
    // The calendar opens on the month, named and laid out in Portuguese.
    await page.getByRole('button', { name: `Data ${WEEKDAY_DAY}` }).click();
    const calendar = page.getByRole('dialog', { name: 'Novembro de 2026' });
    await expect(calendar.getByRole('button', { name: 'Mês anterior' })).toBeVisible();
    await expect(calendar.getByRole('button', { name: /^1 de novembro de 2026/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const item = await storyWithPeople(request);
    await page.goto(`/article/${encodeURIComponent(item.contentId)}`);
    await appReady(page);
    await articleInPortuguese(page, item);

    expect(warnings).toEqual([]);
  });
});
