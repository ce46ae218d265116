// The interface's parameters reached from controls: the category list's country and Video filters, and a
// person page narrowed by a second person.
import { expect, test, type APIRequestContext } from './test';

interface Category {
  categoryId: number;
}
interface Item {
  contentId: string;
  title: string;
  persons?: { id: string; name: string }[];
}

async function categories(request: APIRequestContext, query = '') {
  const response = await request.get(`/mediaApi/mediaApi/v1.0/category${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { categories: Category[] }).categories;
}

const countryName = (code: string) => new Intl.DisplayNames(['en'], { type: 'region' }).of(code) as string;

test('the categories page filters by country and by the Video switch', async ({ page, request }) => {
  const all = await categories(request);
  let country = '';
  let byCountry: Category[] = [];
  for (const code of ['IN', 'AU', 'DE', 'FR', 'GB', 'US']) {
    byCountry = await categories(request, `?countryCode=${code}`);
    if (byCountry.length > 0 && byCountry.length < all.length) {
      country = code;
      break;
    }
  }
  expect(country, 'a country that lists some but not all categories').not.toBe('');
  const videos = await categories(request, '?media=video');

  await page.goto('/categories');
  // One card per category (each card lists its own headlines inside).
  const items = page.getByRole('list', { name: 'Categories' }).getByRole('heading', { level: 2 });
  await expect(items).toHaveCount(all.length);

  // The cards come first; the filters wait folded after them.
  await page.getByText('Category filters', { exact: true }).click();
  await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: countryName(country) });
  await expect(page).toHaveURL(new RegExp(`countryCode=${country}`));
  await expect(items).toHaveCount(byCountry.length);

  await page.getByRole('combobox', { name: 'Country' }).selectOption('');
  await page.getByRole('switch', { name: 'Video' }).check();
  await expect(page).toHaveURL(/media=video/);
  expect(videos.length).toBeGreaterThan(0);
  expect(videos.length).toBeLessThan(all.length);
  await expect(items).toHaveCount(videos.length);
});

test('a person page is narrowed by a second person', async ({ page, request }) => {
  const response = await request.get('/mediaApi/v1.0/content/?offset=0');
  const content = ((await response.json()) as { content: Item[] }).content;
  const both = content.find((item) => (item.persons?.length ?? 0) >= 2) as Item;
  const [a, b] = both.persons as { id: string; name: string }[];
  const narrowed = (await (await request.get(`/mediaApi/v1.0/person/${a!.id}?person=${b!.id}`)).json()) as {
    topArticle: Item;
  };

  await page.goto(`/person/${a!.id}`);
  const picker = page.getByRole('combobox', { name: 'With another person' });
  await expect(picker).toBeVisible();
  await picker.selectOption(b!.id);
  await expect(page).toHaveURL(new RegExp(`with=${b!.id}`));
  const topStory = page.getByRole('region', { name: 'Top story' });
  await expect(topStory.getByRole('heading', { name: narrowed.topArticle.title })).toBeVisible();
});
