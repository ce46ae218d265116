// The welcome in Spanish and Portuguese: what the front page shows, said in the interface language, with
// language and country names from `Intl`; English as before.
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { interfaceChoiceStore } from '@/lib/i18n';
import { WelcomePanel } from './welcome-panel';

function renderInRouter(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }]);
  return render(<RouterProvider router={router} />);
}

describe('the welcome in the interface language', () => {
  afterEach(() => act(() => interfaceChoiceStore.set('')));
  const settings = { userId: 'u', optOut: false, language: 'es', country: 'ES' };

  it('says what the front page shows in English as before', () => {
    renderInRouter(<WelcomePanel settings={settings} onClosed={() => undefined} suggestions={() => null} />);
    expect(screen.getByText('Stories in Español, for Spain. Is that right?')).toBeInTheDocument();
  });

  it('says it in Spanish', () => {
    act(() => interfaceChoiceStore.set('es'));
    renderInRouter(<WelcomePanel settings={settings} onClosed={() => undefined} suggestions={() => null} />);
    expect(screen.getByRole('region', { name: 'Te damos la bienvenida a Gazette' })).toBeInTheDocument();
    expect(screen.getByText('Noticias en español, de España. ¿Es correcto?')).toBeInTheDocument();
    const language = screen.getByRole('combobox', { name: 'Idioma' });
    // The picker shows the plain name (the sentence above says it was guessed), so it is not cut on a phone.
    expect(language).toHaveValue('es');
    expect(within(language).getByRole('option', { selected: true })).toHaveTextContent(/^Español$/i);
    expect(screen.getByRole('button', { name: 'Omitir' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Listo' })).toBeInTheDocument();
  });

  it('and in Portuguese', () => {
    act(() => interfaceChoiceStore.set('pt'));
    renderInRouter(
      <WelcomePanel
        settings={{ ...settings, language: 'pt', country: 'BR' }}
        onClosed={() => undefined}
        suggestions={() => null}
      />,
    );
    expect(screen.getByText('Notícias em português, país: Brasil. Está certo?')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'País' })).toHaveValue('BR');
    expect(screen.getByRole('option', { name: 'Brasil', selected: true })).toBeInTheDocument();
  });
});
