// The article page's labels in Portuguese and Spanish (issue 14, item 2), marked with the interface's
// language inside a story written in another; English as it was.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContentDetail } from '@/api/schemas';
import { InterfaceLanguageProvider, interfaceChoiceStore } from '@/lib/i18n';
import { ArticleView } from './article-view';

const item: ContentDetail = {
  contentId: 'a1',
  title: 'A story',
  summary: 'What happened.',
  contentSource: 'wire',
  contentSourceDisplay: 'Gazette Wire',
  contentURL: 'https://example.com/a1',
  locale: 'en-US',
  publishedAt: Math.floor((Date.now() - 2 * 86_400_000) / 1000),
  persons: [{ id: 'p1', name: 'Grace Castell' }],
  topics: [{ id: 't1', name: 'Budget' }],
  tags: ['vote'],
  body: '<p>Text.</p>',
};

afterEach(() => interfaceChoiceStore.set(''));

function renderArticle() {
  const router = createMemoryRouter(
    [{ path: '/article/:id', element: <ArticleView item={item} bodyPending={false} next={item} /> }],
    { initialEntries: ['/article/a1'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { enabled: false } } })}>
      <InterfaceLanguageProvider>
        <RouterProvider router={router} />
      </InterfaceLanguageProvider>
    </QueryClientProvider>,
  );
}

describe('the article in the interface language', () => {
  it('labels a story in Portuguese', () => {
    interfaceChoiceStore.set('pt');
    renderArticle();
    const about = screen.getByRole('region', { name: 'Nesta notícia' });
    expect(about).toHaveAttribute('lang', 'pt');
    expect(within(about).getByRole('heading', { name: 'Pessoas' })).toBeInTheDocument();
    expect(within(about).getByRole('heading', { name: 'Assuntos' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /^Ler a notícia em Gazette Wire ?\(abre em uma nova guia\)$/ }),
    ).toBeVisible();
    expect(screen.getByText(/^anteontem \(/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Mais notícias da lista' })).toBeInTheDocument();
    expect(screen.getByText('Próxima notícia →')).toBeInTheDocument();
  });

  it('labels a story in Spanish, and in English as it was', () => {
    interfaceChoiceStore.set('es');
    renderArticle();
    expect(screen.getByRole('region', { name: 'En esta noticia' })).toBeInTheDocument();
    expect(screen.getByText(/^anteayer \(/)).toBeInTheDocument();
    act(() => interfaceChoiceStore.set('en'));
    expect(screen.getByRole('region', { name: 'In this story' })).not.toHaveAttribute('lang');
    expect(
      screen.getByRole('link', { name: /^Read the story at Gazette Wire ?\(opens in a new tab\)$/ }),
    ).toBeVisible();
    expect(screen.getByText(/^2 days ago \(/)).toBeInTheDocument();
  });
});
