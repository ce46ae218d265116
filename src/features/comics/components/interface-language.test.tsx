// The comics' day bar, calendar, days and notices in Spanish and Portuguese: words, accessible names and
// dates follow the interface language.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { configureApiClient } from '@/api/client';
import { interfaceChoiceStore } from '@/lib/i18n';
import { comicAlt, longDay, weekdayDay } from '../comic-meta';
import { parseComicsView } from '../url-state';
import { DayNav } from './day-nav';

beforeEach(() => {
  configureApiClient({
    baseUrl: '',
    fetch: vi.fn(
      async () => new Response(JSON.stringify({ comics: [] }), { status: 200 }),
    ) as unknown as typeof fetch,
  });
});

afterEach(() => {
  interfaceChoiceStore.set('');
  configureApiClient({ baseUrl: '' });
});

const renderAt = (element: ReactElement) => renderRoute('/comics', element);

const view = { theme: 'Garfield' as const, date: '2026-11-01', language: 'en' as const, comic: undefined };

describe('the comics in the interface language', () => {
  it('shows the day bar and its calendar in Portuguese', async () => {
    interfaceChoiceStore.set('pt');
    renderAt(<DayNav view={view} newestDay="2026-11-22" onChange={() => {}} />);
    const days = screen.getByRole('navigation', { name: 'Dias' });
    expect(within(days).getByRole('link', { name: 'Dia anterior' })).toBeInTheDocument();
    expect(within(days).getByRole('link', { name: 'Próximo dia' })).toBeInTheDocument();
    expect(within(days).getByRole('link', { name: 'Mais recentes' })).toBeInTheDocument();
    const date = within(days).getByRole('button', { name: 'Data domingo, 1 de novembro de 2026' });

    await userEvent.setup().click(date);
    const calendar = screen.getByRole('dialog', { name: 'Novembro de 2026' });
    expect(within(calendar).getByRole('button', { name: 'Mês anterior' })).toBeInTheDocument();
    const monday = within(calendar).getAllByRole('columnheader')[0]!;
    expect(monday).toHaveTextContent('S');
    expect(monday).toHaveAttribute('abbr', 'segunda-feira');
    expect(within(calendar).getByRole('button', { name: /^1 de novembro de 2026/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(calendar).getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
  });

  it('shows the day bar in Spanish', () => {
    interfaceChoiceStore.set('es');
    renderAt(<DayNav view={view} newestDay="2026-11-22" onChange={() => {}} />);
    expect(screen.getByRole('link', { name: 'Día anterior' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fecha domingo, 1 de noviembre de 2026' })).toBeInTheDocument();
  });

  it('writes days, alt texts and notices in the language asked for', () => {
    const comic = { theme: 'GARFIELD', pubDate: Date.parse('2026-03-03T12:00:00Z') / 1000 };
    expect(comicAlt(comic, 'en')).toBe('Garfield, March 3, 2026');
    expect(comicAlt(comic, 'es')).toBe('Garfield, 3 de marzo de 2026');
    expect(longDay('2026-03-03', 'pt')).toBe('3 de março de 2026');
    expect(weekdayDay('2026-11-01', 'en')).toBe('Sunday, November 1, 2026');
    expect(weekdayDay('2026-11-01', 'es')).toBe('domingo, 1 de noviembre de 2026');
    const { notices } = parseComicsView(new URLSearchParams('language=fr&theme=nope'), 'pt', 'pt');
    expect(notices).toEqual([
      '“nope” não é uma série de quadrinhos, então todas são exibidas.',
      'Não há quadrinhos publicados em “fr”, então eles são exibidos em português.',
    ]);
  });
});
