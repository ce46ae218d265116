// The interface in the reader's language: a first visit from a Brazilian Portuguese
// browser gets the frame in Portuguese in the server's HTML, before any script, and after the browser
// takes over; a German browser's reader (English interface) switches to Español in Settings, the frame
// speaks Spanish at once, and the server's next page is Spanish too. A reader fetches the words of the page's
// language only (docs/decisions/0043).
import { join } from 'node:path';
import { preloadChunks } from '../server/render/chunk-preloads';
import { expect, test, type Page } from './test';
import { namesModulePreload, withoutTheApp } from './server-html';
import { appReady, watchHydration } from './waits';

async function expectPortugueseFrame(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('link')).toHaveText([
    'Início',
    'Seguindo',
    'Categorias',
    'Quadrinhos',
    'Salvos',
    'Perfil',
    'Ajustes',
  ]);
  await expect(page.getByRole('searchbox', { name: 'Buscar notícias' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buscar', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Primeira página');
  await expect(page.getByRole('navigation', { name: 'Seções da primeira página' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveText('Gazette — notícias, pessoas e quadrinhos.');
}

test.describe('a first visit from a browser in Brazilian Portuguese', () => {
  test.use({ locale: 'pt-BR', browserLanguages: [] });

  test.describe('before the app runs', () => {
    test.beforeEach(({ page }) => withoutTheApp(page));

    test('the server’s HTML already speaks Portuguese', async ({ page }) => {
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      expect(await response?.text()).toMatch(/<html[^>]* lang="pt"/);
      await expectPortugueseFrame(page);
      await expect(page).toHaveTitle('Gazette');
    });
  });

  test('the browser takes over in Portuguese, without a hydration warning', async ({ page }) => {
    const warnings = watchHydration(page);
    await page.goto('/');
    await appReady(page);
    await expectPortugueseFrame(page);
    expect(warnings).toEqual([]);

    // Settings name the browser's language as the interface's, and say so in Portuguese.
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Ajustes' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ajustes');
    await expect(page).toHaveTitle('Ajustes · Gazette');
    await expect(page.getByRole('radio', { name: 'O do seu navegador (Português)' })).toBeChecked();
    await expect(page.getByRole('region', { name: 'Idioma e país das notícias' })).toBeVisible();
    expect(warnings).toEqual([]);
  });
});

/** Settings, once the app has taken over (its choices act without a reload). */
async function openSettings(page: Page) {
  await page.goto('/settings');
  await appReady(page);
}

/** Picks Español as the interface language in Settings (shown in English until then). */
async function chooseSpanish(page: Page) {
  await page.getByRole('group', { name: 'Interface language' }).getByText('Español', { exact: true }).click();
}

test.describe('a German browser’s reader', () => {
  test('switches to Español in Settings: the frame speaks Spanish at once, and the server’s pages too', async ({
    page,
    context,
  }) => {
    const warnings = watchHydration(page);
    await openSettings(page);
    // German is none of Gazette's languages: the interface is English.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Your browser’s (English)' })).toBeChecked();

    await chooseSpanish(page);
    // At once, without a reload.
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav.getByRole('link', { name: 'Ajustes' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Inicio' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ajustes');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Buscar', exact: true })).toBeEnabled();

    // The server renders the next page in Spanish (the choice travels in the preferences cookie).
    const html = await (await context.request.get('/')).text();
    expect(html).toMatch(/<html[^>]* lang="es"/);
    expect(html).toContain('>Portada</h1>');
    // The section's word (a link's last text: on a phone Settings is a pictogram with its word for screen readers).
    expect(html).toMatch(/>Ajustes<\/span><\/a>/);

    await page.reload();
    await appReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ajustes');
    await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked();

    await nav.getByRole('link', { name: 'Inicio' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Portada');
    await expect(page.getByRole('link', { name: 'Filtrar', exact: true })).toBeVisible();
    expect(warnings).toEqual([]);

    // And back to the browser's language: English again.
    await nav.getByRole('link', { name: 'Ajustes' }).click();
    await page
      .getByRole('group', { name: 'Idioma de la interfaz' })
      .getByText('El de tu navegador (English)', { exact: true })
      .click();
    await expect(main.getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('with stories in any language, the feed’s categories are named in Spanish, not English', async ({
    page,
    context,
  }) => {
    const warnings = watchHydration(page);
    await openSettings(page);
    await chooseSpanish(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    // The content language stays "any" (a German browser): the service would name categories in English.
    const html = await (await context.request.get('/feed')).text();
    expect(html).toMatch(/<option value="World"[^>]*>Mundo<\/option>/);
    expect(html).not.toMatch(/<option value="World"[^>]*>World<\/option>/);

    await page.goto('/feed');
    await appReady(page);
    const category = page.getByRole('combobox', { name: 'Categoría', exact: true });
    await expect(category.getByRole('option', { name: 'Mundo', exact: true })).toHaveCount(1);
    await expect(category.getByRole('option', { name: 'World', exact: true })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Idioma', exact: true })).toHaveValue('');
    expect(warnings).toEqual([]);
  });
});

/** The built catalogue chunk of each interface language (the build's manifest: GAZETTE_BUILT journeys). */
const chunks = preloadChunks(join(process.cwd(), 'dist'));

/** The script URLs a page fetches (modulepreloads and imports alike). */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) urls.push(pathname);
  });
  return urls;
}

test.describe('one language per reader', () => {
  test.beforeAll(() => {
    expect(
      [
        chunks.catalogue?.en,
        chunks.catalogue?.es,
        chunks.catalogue?.pt,
        chunks.more?.en,
        chunks.more?.es,
        chunks.more?.pt,
      ].every(Boolean),
      'the build has two catalogue chunks per language (the front page’s words and the rest)',
    ).toBe(true);
  });

  test.describe('a reader in Spanish', () => {
    test.use({ locale: 'es-ES', browserLanguages: [] });

    test('reads Spanish in the server’s HTML, which names the Spanish words’ chunk to preload', async ({
      page,
    }) => {
      await withoutTheApp(page);
      const response = await page.goto('/');
      const html = (await response?.text()) ?? '';
      expect(html).toMatch(/<html[^>]* lang="es"/);
      expect(namesModulePreload(html, chunks.catalogue?.es)).toBe(true);
      expect(html).not.toContain(chunks.catalogue!.en!);
      expect(html).not.toContain(chunks.catalogue!.pt!);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Portada');
      await expect(page.getByRole('searchbox', { name: 'Buscar noticias' })).toBeVisible();
    });

    test('and after the app takes over, having fetched only the Spanish words', async ({ page }) => {
      const warnings = watchHydration(page);
      const scripts = scriptRequests(page);
      await page.goto('/');
      await appReady(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Portada');
      await expect(page.getByRole('searchbox', { name: 'Buscar noticias' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Filtrar', exact: true })).toBeVisible();
      expect(warnings).toEqual([]);
      expect(scripts).toContain(chunks.catalogue?.es);
      expect(scripts).not.toContain(chunks.catalogue?.en);
      expect(scripts).not.toContain(chunks.catalogue?.pt);
    });

    test('another page names the rest of the Spanish words too, and speaks them', async ({ page }) => {
      const response = await page.goto('/settings');
      const html = (await response?.text()) ?? '';
      expect(html).toContain(chunks.catalogue!.es!);
      expect(html).toContain(chunks.more!.es!);
      expect(html).not.toContain(chunks.more!.en!);
      await appReady(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ajustes');
      await expect(page.getByRole('group', { name: 'Idioma de la interfaz' })).toBeVisible();
    });
  });

  test('a reader in English fetches no Spanish or Portuguese words; switching in Settings fetches them then', async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    await page.goto('/');
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Front page');
    expect(scripts).toContain(chunks.catalogue?.en);
    expect(scripts).not.toContain(chunks.catalogue?.es);
    expect(scripts).not.toContain(chunks.catalogue?.pt);
    // The words of other pages and panels are not the front page's first screen: they come on the way there.
    expect(scripts).not.toContain(chunks.more!.en);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await page
      .getByRole('group', { name: 'Interface language' })
      .getByText('Português', { exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ajustes');
    expect(scripts).toContain(chunks.more!.en);
    expect(scripts).toContain(chunks.catalogue?.pt);
    expect(scripts).toContain(chunks.more!.pt);
  });
});
