// A team's header and a missing person's page in Spanish and Portuguese: sport and country names from
// the interface language, and the follow control named as a reader of that language expects.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/api/client';
import type { Team } from '@/api/schemas';
import { userDataKeys } from '@/api/user-data';
import { DEFAULT_CONFIG, setConfig } from '@/lib/config';
import { interfaceChoiceStore } from '@/lib/i18n';
import { getSettings } from '@/lib/settings';
import { EntityPage } from './entity-page';
import { TeamHeader } from './team-header';

const team = {
  id: 'T1',
  name: 'Real Madrid',
  sportType: 1,
  competitionName: 'LaLiga',
  country: 'ES',
} as unknown as Team;

function renderWithApp(element: React.ReactNode) {
  const client = new QueryClient();
  const { userId } = getSettings();
  client.setQueryData(userDataKeys.detail(userId), { userId, followedPersons: [], followedTeams: [] });
  const router = createMemoryRouter([{ path: '*', element }]);
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('person and team pages in the interface language', () => {
  beforeEach(() => setConfig({ ...DEFAULT_CONFIG, features: { teamFollow: true } }));
  afterEach(() => {
    act(() => interfaceChoiceStore.set(''));
    setConfig(DEFAULT_CONFIG);
  });

  it('names the team’s facts and its follow button in Spanish', () => {
    act(() => interfaceChoiceStore.set('es'));
    renderWithApp(<TeamHeader team={team} />);
    expect(screen.getByText('Deporte').nextSibling).toHaveTextContent('Fútbol');
    expect(screen.getByText('Competición').nextSibling).toHaveTextContent('LaLiga');
    expect(screen.getByText('País').nextSibling).toHaveTextContent('España');
    const follow = screen.getByRole('button', { name: 'Seguir a Real Madrid' });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    expect(follow).toHaveTextContent('Seguir');
  });

  it('and in Portuguese', () => {
    act(() => interfaceChoiceStore.set('pt'));
    renderWithApp(<TeamHeader team={team} />);
    expect(screen.getByText('Esporte').nextSibling).toHaveTextContent('Futebol');
    expect(screen.getByText('País').nextSibling).toHaveTextContent('Espanha');
    expect(screen.getByRole('button', { name: 'Seguir Real Madrid' })).toBeInTheDocument();
  });

  it('says a person was not found in Portuguese', () => {
    act(() => interfaceChoiceStore.set('pt'));
    const query = {
      error: new ApiError('http', 'no such person', {
        operation: '/mediaApi/v1.0/person/Nobody',
        status: 404,
      }),
      isError: true,
      isPending: false,
    } as unknown as UseQueryResult<{ id: string; name: string }>;
    renderWithApp(
      <EntityPage kind="person" id="Nobody" query={query} header={() => null} stories={() => null} />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Não encontrado');
    expect(screen.getByText('Não há nenhuma pessoa com o id ou nome “Nobody”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar à primeira página' })).toHaveAttribute('href', '/');
  });
});
