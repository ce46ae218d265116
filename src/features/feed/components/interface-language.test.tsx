// The feed in Spanish and Portuguese: its words, accessible names, relative times and
// plurals follow the interface language, and English stays as it was.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { configureApiClient } from '@/api/client';
import type { ContentItem } from '@/api/schemas';
import { countryChoices, countryName } from '@/lib/countries';
import { interfaceChoiceStore } from '@/lib/i18n';
import { updateSettings } from '@/lib/settings';
import { publishedAfterFor } from '../time-range';
import { feedTitle } from '../title';
import { FilterableFeed } from './filterable-feed';
import { showStoriesLabel } from './filter-sheet';

const HOUR = 3_600_000;

function story(id: string, hoursAgo: number): ContentItem {
  return {
    contentId: id,
    title: `Story ${id}`,
    contentSource: 'gazette-wire',
    contentSourceDisplay: 'Gazette Wire',
    categories: ['Deportes'],
    categoriesEnglish: ['Sports'],
    publishedAt: Math.floor((Date.now() - hoursAgo * HOUR) / 1000),
    media: { type: 'video', durationSeconds: 61, playerUrl: '/media/video/a' },
  };
}

beforeEach(() => {
  configureApiClient({
    baseUrl: '',
    fetch: vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://test');
      if (!url.pathname.includes('/content')) return new Response('{}', { status: 404 });
      return new Response(JSON.stringify({ totalItems: 1, content: [story('a', 3)] }), { status: 200 });
    }) as unknown as typeof fetch,
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  interfaceChoiceStore.set('');
  configureApiClient({ baseUrl: '' });
});

const renderFeed = (url: string) =>
  renderRoute('/feed', <FilterableFeed categoryChoices={[{ value: 'Sports', label: 'Deportes' }]} />, url)
    .router;

describe('the feed in the interface language', () => {
  it('speaks Spanish: filters, chips, a card’s relative time and the list’s plural', async () => {
    interfaceChoiceStore.set('es');
    renderFeed(`/feed?language=es&publishedAfter=${publishedAfterFor('week')}`);

    expect(screen.getByRole('heading', { name: 'Filtrar noticias' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Categoría' })).toBeInTheDocument();
    const language = screen.getByRole('combobox', { name: 'Idioma' });
    expect(within(language).getByRole('option', { name: 'Inglés' })).toBeInTheDocument();
    expect(within(language).getByRole('option', { name: 'Cualquier idioma' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Última semana' })).toBeChecked();
    expect(
      screen.getByRole('combobox', { name: 'Añadir un medio, persona, equipo o tema' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Región' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Locales de' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Más recientes' })).not.toBeChecked();
    const chips = screen.getByRole('list', { name: 'Filtros activos' });
    expect(within(chips).getByRole('link', { name: 'Quitar Idioma: Español' })).toBeInTheDocument();
    expect(within(chips).getByRole('link', { name: 'Quitar Última semana' })).toBeInTheDocument();

    const card = await screen.findByRole('article', { name: 'Story a' });
    expect(within(card).getByText('hace 3 horas')).toBeInTheDocument();
    expect(within(card).getByText('Video, 1 minuto 1 segundo')).toBeInTheDocument();
    expect(screen.getByRole('feed', { name: 'Noticias' })).toBeInTheDocument();
    expect(screen.getByText('Eso es todo: 1 noticia.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar todo como leído' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Vista' })).toBeInTheDocument();
  });

  it('speaks Portuguese, and its notices about a link too', async () => {
    interfaceChoiceStore.set('pt');
    renderFeed('/feed?publishedAfter=yesterday&countryCode=XX');

    expect(await screen.findByText(/“yesterday” não é uma data e hora válida/)).toBeInTheDocument();
    expect(
      screen.getByText(/“XX” não é um código de país de duas letras, então “Exibidas no país”/),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Qualquer data' })).toBeChecked();
    const card = await screen.findByRole('article', { name: 'Story a' });
    expect(within(card).getByText('há 3 horas')).toBeInTheDocument();
    expect(screen.getByText('Isso é tudo: 1 notícia.')).toBeInTheDocument();
  });

  it('names the reader’s own language inside a sentence', () => {
    updateSettings({ language: 'es' });
    interfaceChoiceStore.set('es');
    renderFeed('/feed');
    const language = screen.getByRole('combobox', { name: 'Idioma' });
    expect(within(language).getByRole('option', { name: 'Tu idioma (español)' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Quitar Idioma: Español (tu valor predeterminado)' }),
    ).toBeInTheDocument();
  });

  it('keeps English as it was', async () => {
    updateSettings({ language: 'es' });
    renderFeed('/feed');
    expect(screen.getByRole('heading', { name: 'Filter stories' })).toBeInTheDocument();
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(within(language).getByRole('option', { name: 'Your language (Español)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Remove Language: Español (your default)' })).toBeInTheDocument();
    expect(await screen.findByText('That is all: 1 story.')).toBeInTheDocument();
  });
});

describe('the feed’s words outside components', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  const week = publishedAfterFor('week', now);

  it('titles a view in the interface language', () => {
    const shown = { category: ['Sports'], language: 'es', publishedAfter: week };
    expect(feedTitle(shown, undefined, now, undefined, 'en')).toBe('Sports · Español · Past week');
    expect(feedTitle(shown, () => 'Esportes', now, undefined, 'pt')).toBe(
      'Esportes · Espanhol · Última semana',
    );
    expect(feedTitle({}, undefined, now, undefined, 'es')).toBe('Noticias');
    expect(feedTitle({ publishedAfter: '2026-11-10T00:00:00Z' }, undefined, now, undefined, 'es')).toBe(
      'Desde el 10 nov 2026',
    );
  });

  it('counts the sheet’s stories by each language’s plural rules', () => {
    expect(showStoriesLabel(1, 20, 'pt')).toBe('Ver 1 notícia');
    expect(showStoriesLabel(7, 20, 'pt')).toBe('Ver 7 notícias');
    expect(showStoriesLabel(20, 20, 'es')).toBe('Ver más de 20 noticias');
    expect(showStoriesLabel(0, 20, 'es')).toBe('Ninguna noticia coincide');
    expect(showStoriesLabel(1, 20)).toBe('Show 1 story');
  });

  it('names countries in the interface language, English from its fixed table', () => {
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('DE', 'es')).toBe('Alemania');
    expect(countryName('US', 'pt')).toBe('Estados Unidos');
    expect(countryName('HK', 'es')).toBe('Hong Kong');
    expect(countryChoices('es').findIndex((country) => country.code === 'AL')).toBeLessThan(
      countryChoices('es').findIndex((country) => country.code === 'DE'),
    );
  });
});
