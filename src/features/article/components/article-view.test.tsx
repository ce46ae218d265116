// The article page's labels in Portuguese and Spanish, marked with the interface's
// language inside a story written in another; English as it was.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContentDetail } from '@/api/schemas';
import { ToastRegion } from '@/components/ui/toast';
import { InterfaceLanguageProvider, interfaceChoiceStore } from '@/lib/i18n';
import { prefsFromCookieHeader } from '@/lib/reader-hints';
import { textSizeStore } from '../text-size';
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

function renderArticle(story: ContentDetail = item) {
  const router = createMemoryRouter(
    [
      {
        path: '/article/:id',
        element: (
          <>
            <ArticleView item={story} bodyPending={false} next={story} />
            <ToastRegion />
          </>
        ),
      },
    ],
    { initialEntries: ['/article/a1'] },
  );
  return render(
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

describe('the byline', () => {
  /** The byline's words as a reader sees them, separators included. */
  const bylineOf = (container: HTMLElement) =>
    container.querySelector('header p:has(time), header p:has(img), header p:has(span)')?.textContent ?? '';

  it('separates the provider and the time with one "·" when both are known', () => {
    const { container } = renderArticle();
    expect(container.querySelectorAll('header [data-separator]')).toHaveLength(1);
    expect(bylineOf(container)).toMatch(/^Gazette Wire·2 days ago \(/);
  });

  it('shows the provider alone, without a separator, when the time is unknown', () => {
    const { container } = renderArticle({ ...item, publishedAt: 0 });
    expect(container.querySelector('header time')).toBeNull();
    expect(container.querySelectorAll('header [data-separator]')).toHaveLength(0);
    expect(bylineOf(container)).toBe('Gazette Wire');
  });

  it('shows the time alone, without a separator, when the provider is unnamed', () => {
    const { container } = renderArticle({ ...item, contentSource: '', contentSourceDisplay: '' });
    expect(container.querySelector('header time')).toBeInTheDocument();
    expect(container.querySelectorAll('header [data-separator]')).toHaveLength(0);
    expect(bylineOf(container)).toMatch(/^2 days ago \(.*\)$/);
  });

  it('shows no byline at all when neither is known', () => {
    const { container } = renderArticle({
      ...item,
      contentSource: '',
      contentSourceDisplay: '',
      publishedAt: 0,
    });
    expect(container.querySelector('header time')).toBeNull();
    expect(container.querySelector('header')?.textContent).not.toContain('·');
  });
});

describe('reading controls', () => {
  afterEach(() => {
    textSizeStore.set('medium');
    document.cookie = 'gazette-prefs=; max-age=0; path=/';
  });

  it('changes the body’s text size, and remembers it for the next page and the server', async () => {
    const user = userEvent.setup();
    const first = renderArticle();
    const body = screen.getByTestId('article-body');
    const sizes = screen.getByRole('group', { name: 'Text size' });
    expect(within(sizes).getByRole('radio', { name: 'Medium text' })).toBeChecked();
    expect(body).toHaveClass('text-lg');
    await user.click(within(sizes).getByRole('radio', { name: 'Large text' }));
    expect(body).not.toHaveClass('text-lg');
    expect(body.className).toMatch(/text-\[1\.375rem\]/);
    expect(JSON.parse(localStorage.getItem('gazette.textSize')!)).toBe('large');
    expect(prefsFromCookieHeader(document.cookie)).toMatchObject({ text: 'large' });
    first.unmount();

    renderArticle();
    expect(screen.getByRole('radio', { name: 'Large text' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Small text' }));
    expect(screen.getByTestId('article-body')).toHaveClass('text-base');
  });

  it('copies the story’s own link where the browser has no share sheet, and says so', async () => {
    const user = userEvent.setup();
    expect('share' in navigator).toBe(false);
    renderArticle();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/article/a1`);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('opens the system’s share sheet where there is one', async () => {
    const user = userEvent.setup();
    const shared: ShareData[] = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => void shared.push(data),
    });
    try {
      interfaceChoiceStore.set('es');
      renderArticle();
      await user.click(screen.getByRole('button', { name: 'Compartir' }));
      expect(shared).toEqual([{ title: 'A story', url: `${window.location.origin}/article/a1` }]);
      expect(screen.queryByText('Enlace copiado')).toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });
});
