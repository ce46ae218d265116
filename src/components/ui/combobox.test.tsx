import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Combobox, matchOptions, type ComboboxOption } from './combobox';

const PEOPLE: ComboboxOption[] = [
  { value: 'Q1', label: 'Ada Lovelace' },
  { value: 'Q2', label: 'Alan Turing' },
  { value: 'Q3', label: 'Grace Hopper' },
  { value: 'Q4', label: 'Katherine Johnson' },
];

/** The combobox as a filter uses it: what is chosen shows in the control. */
function Harness() {
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <Combobox
      label="Person"
      options={PEOPLE}
      chosen={chosen.map(
        (value) => PEOPLE.find((option) => option.value === value) ?? { value, label: value },
      )}
      onChoose={(value) => setChosen((list) => [...list, value])}
    />
  );
}

const chosenNames = () => screen.queryByRole('list', { name: 'Chosen Person' })?.textContent?.trim() ?? '';

describe('Combobox', () => {
  it('narrows the suggestions as the reader types and chooses with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Person' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-controls', screen.getByRole('listbox', { hidden: true }).id);

    await user.type(box, 'a');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    // Names (or a word of them) starting with the text first: Ada, Alan; then those containing it.
    const listbox = screen.getByRole('listbox', { name: 'Person suggestions' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Ada Lovelace',
      'Alan Turing',
      'Grace Hopper',
      'Katherine Johnson',
    ]);
    expect(listbox).toBeVisible();

    await user.type(box, 'l');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Alan Turing']);
    await user.keyboard('{Backspace}');
    expect(screen.getAllByRole('option')).toHaveLength(4);

    await user.keyboard('{ArrowDown}');
    const ada = screen.getByRole('option', { name: 'Ada Lovelace' });
    expect(box).toHaveAttribute('aria-activedescendant', ada.id);
    expect(ada).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Alan Turing' })).toHaveAttribute('aria-selected', 'true');
    expect(ada).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowDown}{ArrowUp}');
    expect(box).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Alan Turing' }).id,
    );

    await user.keyboard('{Enter}');
    expect(chosenNames()).toBe('Alan Turing');
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('closes on Escape without choosing, and leaves chosen values out of the suggestions', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Person' });
    await user.click(box);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosenNames()).toBe('Ada Lovelace');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('option', { name: 'Ada Lovelace' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(chosenNames()).toBe('Ada Lovelace');
  });

  it('chooses a suggestion with a click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Person' });
    await user.type(box, 'hop');
    await user.click(screen.getByRole('option', { name: 'Grace Hopper' }));
    expect(chosenNames()).toBe('Grace Hopper');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveFocus();
  });

  it('adds a value no suggestion matches as typed, with Enter or the Add button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Person' });
    await user.type(box, 'Q99{Enter}');
    await user.type(box, 'grace hopper');
    await user.click(screen.getByRole('button', { name: 'Add Person' }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Q99', 'Grace Hopper']);
  });
});

describe('matchOptions', () => {
  it('puts names starting with the text before names containing it', () => {
    expect(matchOptions(PEOPLE, 'jo').map((option) => option.value)).toEqual(['Q4']);
    expect(matchOptions(PEOPLE, 'ing').map((option) => option.value)).toEqual(['Q2']);
    expect(matchOptions(PEOPLE, '')).toHaveLength(4);
  });
});
