// Settings in Spanish and Portuguese: section titles, controls named in the interface
// language, country names from `Intl`, and the language of stories still a separate choice.
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { interfaceChoiceStore } from '@/lib/i18n';
import { updateSettings } from '@/lib/settings';
import { SettingsForm } from './settings-form';

function renderInRouter(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }]);
  return render(<RouterProvider router={router} />);
}

describe('Settings in the interface language', () => {
  afterEach(() => act(() => interfaceChoiceStore.set('')));

  it('speaks Portuguese, with country names in Portuguese', () => {
    act(() => interfaceChoiceStore.set('pt'));
    updateSettings({ language: 'pt', country: 'BR' });
    renderInRouter(<SettingsForm />);
    expect(screen.getByRole('region', { name: 'Idioma e país das notícias' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Aparência' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Personalização' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Use o Gazette em outro dispositivo' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Leitura offline' })).toBeInTheDocument();
    const country = screen.getByRole('combobox', { name: 'País' });
    expect(country).toHaveValue('BR');
    expect(within(country).getByRole('option', { name: 'Espanha' })).toBeInTheDocument();
    expect(within(country).getByRole('option', { name: 'Qualquer país' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Desativar a personalização' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Copiar link' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Português' })).toBeChecked();
  });

  it('speaks Spanish', () => {
    act(() => interfaceChoiceStore.set('es'));
    renderInRouter(<SettingsForm />);
    expect(screen.getByRole('region', { name: 'Idioma y país de las noticias' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Idioma de la interfaz' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restablecer el id de usuario' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Usar otro id de usuario' })).toHaveAttribute(
      'placeholder',
      'Pega un id de usuario',
    );
  });
});
