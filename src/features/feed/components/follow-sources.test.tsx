// Follows and mutes kept in this browser, against the real reference server: the Following tab asks for
// the followed providers' and topics' stories and says why each is there; a list leaves a muted
// provider's stories out, says how many, and shows them on request.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContentItem } from '@/api/schemas';
import { EMPTY_FOLLOWS, followsStore } from '@/lib/follows';
import { getSettings } from '@/lib/settings';
import { renderRoute } from '@/test/render-route';
import { referenceServerForFile } from '@/test/reference-server';
import { FeedList } from './feed-list';
import { FollowingFeed } from './following-feed';

const api = referenceServerForFile(300);
const { requests } = api;

const list = async (query: string) =>
  (await api.server.get<{ content: ContentItem[] }>(`/mediaApi/v1.0/content/?sortBy=newest&${query}`))
    .content;
const nameOf = (item: ContentItem) => item.contentSourceDisplay || item.contentSource;

afterEach(() => followsStore.set(EMPTY_FOLLOWS));

describe('follows and mutes kept in this browser', () => {
  it('fill the Following tab with a followed provider’s and topic’s stories, each saying why', async () => {
    const stories = await list('limit=50');
    const provider = stories[0]!;
    const topic = stories.find(
      (item) => item.contentSource !== provider.contentSource && item.topics?.length,
    )!.topics![0]!;
    followsStore.set({
      ...EMPTY_FOLLOWS,
      provider: [{ id: provider.contentSource, name: nameOf(provider) }],
      topic: [{ id: topic.name, name: topic.name }],
    });
    const settings = { ...getSettings(), language: '', country: '' };
    renderRoute('/', <FollowingFeed settings={settings} of={null} suggestions={null} />);

    const feed = await screen.findByRole('feed', { name: 'Stories about who you follow' });
    const cards = await within(feed).findAllByRole('article');
    const [ofProvider] = await list(`vendor=${provider.contentSource}&limit=1`);
    const [ofTopic] = await list(`topic=${encodeURIComponent(topic.name)}&limit=1`);
    const newest = ofProvider!.publishedAt >= ofTopic!.publishedAt ? ofProvider! : ofTopic!;
    expect(within(cards[0]!).getByRole('heading', { level: 2 })).toHaveTextContent(newest.title);
    for (const card of cards) expect(within(card).getByText(/^Because you follow/)).toBeInTheDocument();
    expect(within(feed).getAllByText(/^Because you follow/)[0]).toHaveTextContent(
      newest === ofProvider ? nameOf(provider) : topic.name,
    );
    const asked = requests.filter((url) => url.pathname.includes('/content'));
    expect(asked.some((url) => url.searchParams.get('vendor') === provider.contentSource)).toBe(true);
    expect(asked.some((url) => url.searchParams.get('topic') === topic.name)).toBe(true);
  });

  it('leave a muted provider’s stories out of a list, saying how many, and show them on request', async () => {
    const user = userEvent.setup();
    const first = (await list('limit=20'))!;
    const muted = first[0]!;
    const hidden = first.filter((item) => item.contentSource === muted.contentSource).length;
    followsStore.set({
      ...EMPTY_FOLLOWS,
      mutedProviders: [{ id: muted.contentSource, name: nameOf(muted) }],
    });
    renderRoute('/', <FeedList filters={{ sortBy: 'newest' }} label="Latest stories" />);

    const feed = await screen.findByRole('feed', { name: 'Latest stories' });
    await within(feed).findAllByRole('article');
    expect(within(feed).queryByRole('link', { name: muted.title })).not.toBeInTheDocument();
    expect(within(feed).getAllByRole('article')).toHaveLength(first.length - hidden);
    const note = screen.getByText(
      hidden === 1 ? '1 story hidden (muted)' : `${hidden} stories hidden (muted)`,
    );
    expect(note).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show them' }));
    expect(within(feed).getByRole('link', { name: muted.title })).toBeInTheDocument();
    expect(within(feed).getAllByRole('article')).toHaveLength(first.length);
    await user.click(screen.getByRole('button', { name: 'Hide them' }));
    expect(within(feed).queryByRole('link', { name: muted.title })).not.toBeInTheDocument();
  });
});
