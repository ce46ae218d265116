// The error panel and the not-found page in Portuguese and Spanish: headline, advice, the retry and
// the way back named in the interface language.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import { interfaceChoiceStore } from '@/lib/i18n';
import { ErrorState, NotFoundMessage } from './states';

function renderInApp(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }]);
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('error and not-found states in the interface language', () => {
  afterEach(() => act(() => interfaceChoiceStore.set('')));

  it('offers a retry in Portuguese', () => {
    act(() => interfaceChoiceStore.set('pt'));
    const retry = vi.fn();
    const error = new ApiError('http', 'down', { operation: '/mediaApi/v1.0/content/', status: 502 });
    renderInApp(<ErrorState error={error} onRetry={retry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar estas notícias.');
    expect(alert).toHaveTextContent(
      'O serviço de notícias está com problemas. Tente novamente em instantes.',
    );
    screen.getByRole('button', { name: 'Tentar novamente' }).click();
    expect(retry).toHaveBeenCalled();
    expect(screen.getByText('Detalhes')).toBeInTheDocument();
  });

  it('says not found in Spanish, with the way back', () => {
    act(() => interfaceChoiceStore.set('es'));
    renderInApp(<NotFoundMessage what="No hay ninguna página en esta dirección." />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('No encontrado');
    expect(screen.getByRole('link', { name: 'Volver a la portada' })).toHaveAttribute('href', '/');
  });
});

describe('a busy answer the app gave up waiting out', () => {
  afterEach(() => {
    vi.useRealTimers();
    act(() => interfaceChoiceStore.set(''));
  });

  it('counts down the wait the server named, then says to try again now', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const error = new ApiError('http', 'busy', {
      operation: '/mediaApi/v1.0/content/',
      status: 503,
      retryAfterSeconds: 2,
    });
    renderInApp(<ErrorState error={error} onRetry={() => undefined} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Gazette is busy; try again in 2 seconds.');
    act(() => vi.advanceTimersByTime(1000));
    expect(alert).toHaveTextContent('Gazette is busy; try again in 1 second.');
    act(() => vi.advanceTimersByTime(1000));
    expect(alert).toHaveTextContent('Gazette was busy; try again now.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
