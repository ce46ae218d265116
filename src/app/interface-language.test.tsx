// The frame in Spanish and Portuguese: navigation, search, skip link, footer, banners and the keyboard
// help speak the reader's interface language, and English stays as it was.
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { InterfaceLanguageProvider, interfaceChoiceStore, type InterfaceChoice } from '@/lib/i18n';
import { dismissUpdate, simulateUpdateWaiting } from './service-worker';
import { UpdateBanner } from './frame/connection-banners';
import { ShortcutsDialog } from './keyboard/shortcuts-dialog';
import { Shell } from './layout';

function renderShell() {
  const router = createMemoryRouter([{ path: '*', element: <Shell>page</Shell> }]);
  // The app's providers pass the language down; the frame is rendered inside the same one.
  return render(
    <InterfaceLanguageProvider>
      <RouterProvider router={router} />
    </InterfaceLanguageProvider>,
  );
}

function speak(choice: InterfaceChoice) {
  act(() => interfaceChoiceStore.set(choice));
}

describe('the frame in the interface language', () => {
  afterEach(() => {
    speak('');
    act(() => dismissUpdate());
  });

  it('speaks English by default, with the names the journeys use', () => {
    renderShell();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Following', 'Categories', 'Comics', 'Saved', 'Profile', 'Settings']);
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search stories' })).toBeInTheDocument();
  });

  it('speaks Spanish', () => {
    speak('es');
    renderShell();
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Inicio', 'Siguiendo', 'Categorías', 'Cómics', 'Guardados', 'Perfil', 'Ajustes']);
    expect(screen.getByRole('search', { name: 'Buscar noticias' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar noticias' })).toHaveAttribute(
      'placeholder',
      'Buscar noticias',
    );
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Gazette — noticias, personas y cómics.');
    expect(screen.queryByText('Settings')).toBeNull();
  });

  it('speaks Portuguese, and changes at once when the reader switches', () => {
    speak('pt');
    renderShell();
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: 'Ajustes' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Quadrinhos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pular para o conteúdo' })).toBeInTheDocument();

    speak('es');
    expect(within(nav).getByRole('link', { name: 'Cómics' })).toBeInTheDocument();
    speak('en');
    expect(within(nav).getByRole('link', { name: 'Settings' })).toBeInTheDocument();
  });

  it('announces a new version in Spanish', () => {
    speak('es');
    render(<UpdateBanner />);
    act(() => simulateUpdateWaiting(() => Promise.resolve()));
    const region = screen.getByRole('region', { name: 'Nueva versión' });
    expect(within(region).getByRole('status')).toHaveTextContent('Hay una nueva versión de Gazette.');
    expect(within(region).getByRole('button', { name: 'Recargar para actualizar' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Más tarde' })).toBeInTheDocument();
  });

  it('lists the keyboard shortcuts in Portuguese', () => {
    speak('pt');
    render(<ShortcutsDialog open onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(within(dialog).getByRole('heading', { hidden: true })).toHaveTextContent('Atalhos de teclado');
    expect(dialog).toHaveTextContent('Próxima notícia');
    // "g h" reads "g depois h".
    expect(within(dialog).getAllByText('depois')).toHaveLength(3);
    expect(dialog).toHaveTextContent('Ir para a primeira página');
    expect(within(dialog).getByRole('button', { name: 'Fechar', hidden: true })).toBeInTheDocument();
  });
});
