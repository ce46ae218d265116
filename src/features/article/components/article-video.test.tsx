// Video stories against the real reference server: its configuration names the players that may be
// embedded; a story from one of those plays in the page, any other offers a link that opens its player.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appConfigSchema } from '@contract/schemas';
import type { ContentDetail } from '@/api/schemas';
import { DEFAULT_CONFIG, setConfig } from '@/lib/config';
import { InterfaceLanguageProvider, interfaceChoiceStore } from '@/lib/i18n';
import { referenceServerForFile } from '@/test/reference-server';
import { ArticleView } from './article-view';

const api = referenceServerForFile(300);
let playerOrigins: string[] = [];

beforeAll(async () => {
  const config = appConfigSchema.parse(await api.server.get('/config.json'));
  playerOrigins = config.playerOrigins ?? [];
  setConfig(config);
});
// A test that picks a language leaves the next, in whatever order they run, in the reader's own.
afterEach(() => interfaceChoiceStore.set(''));
afterAll(() => setConfig(DEFAULT_CONFIG));

async function videoStory(embeddable: boolean): Promise<ContentDetail> {
  const { content } = await api.server.get<{ content: ContentDetail[] }>('/mediaApi/v1.0/content/?offset=0');
  const story = content.find(
    (item) => item.media && playerOrigins.includes(new URL(item.media.playerUrl).origin) === embeddable,
  );
  if (!story) throw new Error(`no ${embeddable ? 'embeddable' : 'linked'} video in the seeded data`);
  return api.server.get<ContentDetail>(`/mediaApi/v1.0/content/${story.contentId}`);
}

function renderStory(story: ContentDetail) {
  const router = createMemoryRouter(
    [{ path: '/article/:id', element: <ArticleView item={story} bodyPending={false} /> }],
    { initialEntries: [`/article/${story.contentId}`] },
  );
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { enabled: false } } })}>
      <InterfaceLanguageProvider>
        <RouterProvider router={router} />
      </InterfaceLanguageProvider>
    </QueryClientProvider>,
  );
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

describe('a video story', () => {
  it('plays in an embedded player where its provider allows it', async () => {
    const story = await videoStory(true);
    renderStory(story);
    const player = screen.getByTitle(`Video: ${story.title}`);
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', story.media!.playerUrl);
    expect(player).toHaveAttribute('loading', 'lazy');
    expect(player.getAttribute('sandbox')?.split(' ')).toEqual(expect.arrayContaining(['allow-scripts']));
    expect(player.getAttribute('allow')?.split('; ')).toContain('fullscreen');
    expect(player).not.toHaveAttribute('allowfullscreen');
    expect(screen.queryByRole('link', { name: /^Watch/ })).toBeNull();
  });

  it('offers a Watch link that opens the player where its provider does not allow embedding', async () => {
    interfaceChoiceStore.set('es');
    const story = await videoStory(false);
    const { container } = renderStory(story);
    expect(container.querySelector('iframe')).toBeNull();
    const figure = container.querySelector('figure')!;
    const watch = within(figure).getByRole('link', {
      name: new RegExp(
        `^Ver \\(${clock(story.media!.durationSeconds)}\\) ?\\(se abre en una pestaña nueva\\)$`,
      ),
    });
    expect(watch).toHaveAttribute('href', story.media!.playerUrl);
    expect(watch).toHaveAttribute('target', '_blank');
    expect(watch).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows a story without video as it was: its picture, no player and no Watch link', async () => {
    const { content } = await api.server.get<{ content: ContentDetail[] }>(
      '/mediaApi/v1.0/content/?limit=20',
    );
    const story = content.find((item) => !item.media)!;
    const { container } = renderStory(story);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('figure img')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^(Watch|Ver|Assistir)/ })).toBeNull();
  });
});
