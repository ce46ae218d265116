// The category cards against the real reference server: names in the reader's language, an icon per
// category, and each category's three newest headlines in that language, linking to their articles.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Category, ContentItem } from '@/api/schemas';
import { referenceServerForFile } from '@/test/reference-server';
import type { HeadlineFilters } from '../api';
import { CategoryGrid } from './category-grid';

const api = referenceServerForFile(300);
const { requests } = api;

const categoriesIn = async (language: string) =>
  (await api.server.get<{ categories: Category[] }>(`/mediaApi/mediaApi/v1.0/category?language=${language}`))
    .categories;
const newest = async (query: string) =>
  (await api.server.get<{ content: ContentItem[] }>(`/mediaApi/v1.0/content/?sortBy=newest&limit=3&${query}`))
    .content;

function renderGrid(categories: Category[], language: string, filters?: HeadlineFilters) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/categories',
        element: <CategoryGrid categories={categories} language={language} filters={filters} />,
      },
    ],
    { initialEntries: ['/categories'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const card = (name: string) =>
  within(screen.getByRole('list', { name: 'Categories' })).getByRole('listitem', { name });

describe('the category cards', () => {
  it('name each category in the reader’s language and list its three newest stories in that language', async () => {
    const spanish = await categoriesIn('es');
    const world = spanish.find((category) => category.categoryName === 'World')!;
    expect(world.translatedName).toBe('Mundo');
    renderGrid(spanish, 'es');

    const worldCard = card('Mundo');
    expect(within(worldCard).getByRole('heading', { level: 2, name: 'Mundo' })).toBeInTheDocument();
    expect(within(worldCard).getByRole('link', { name: 'Mundo' })).toHaveAttribute(
      'href',
      `/categories/${world.categoryId}?language=es`,
    );
    // Only the reader's name, no English subtitle; the icon says nothing (the name is beside it).
    expect(within(worldCard).queryByText('World')).toBeNull();
    expect(within(worldCard).queryByRole('img')).toBeNull();

    const expected = await newest('category=World&language=es');
    expect(expected.length).toBe(3);
    const headlines = within(worldCard).getByRole('list', { name: 'Latest in Mundo' });
    await waitFor(() => expect(within(headlines).getAllByRole('link')).toHaveLength(3));
    expect(
      within(headlines)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(expected.map((item) => [item.title, `/article/${item.contentId}`]));

    // One small query per category: the English name, three items, newest first, in the language.
    await waitFor(() =>
      expect(requests.filter((url) => url.searchParams.get('limit') === '3')).toHaveLength(spanish.length),
    );
    const worldRequest = requests.find((url) => url.searchParams.get('category') === 'World')!;
    expect(Object.fromEntries(worldRequest.searchParams)).toMatchObject({
      category: 'World',
      limit: '3',
      sortBy: 'newest',
      language: 'es',
    });
  });

  it('keep to the page’s provider filter, in English by default, and say so when a category has no story', async () => {
    const english = await categoriesIn('en');
    const [first] = await newest('category=Sports&language=en');
    const vendor = first!.contentSource;
    // No language chosen: the service names categories in English, and their headlines are English.
    renderGrid(english, '', { vendor: [vendor] });

    const sports = card('Sports');
    const headlines = within(sports).getByRole('list', { name: 'Latest in Sports' });
    await waitFor(() => expect(within(headlines).getAllByRole('link').length).toBeGreaterThan(0));
    const expected = await newest(`category=Sports&language=en&vendor=${encodeURIComponent(vendor)}`);
    expect(
      within(headlines)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(expected.map((item) => item.title));

    // Some category has no story from this provider: its card says so instead of listing nothing.
    const empty: string[] = [];
    for (const category of english) {
      const items = await newest(
        `category=${encodeURIComponent(category.categoryName)}&language=en&vendor=${encodeURIComponent(vendor)}`,
      );
      if (items.length === 0) empty.push(category.categoryName);
    }
    expect(empty.length).toBeGreaterThan(0);
    expect(await within(card(empty[0]!)).findByText('No recent stories.')).toBeInTheDocument();
    const headlineRequests = requests.filter((url) => url.searchParams.get('limit') === '3');
    expect(headlineRequests.length).toBe(english.length);
    expect(headlineRequests.every((url) => url.searchParams.get('vendor') === vendor)).toBe(true);
    expect(headlineRequests.every((url) => url.searchParams.get('language') === 'en')).toBe(true);
  });
});
