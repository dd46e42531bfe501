import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkFormDefinition, type FormDefinition, scoreForm } from '../core/index.ts';
import { FormBuilder, type FormBuilderProps } from './FormBuilder.tsx';

beforeEach(() => {
  window.matchMedia = ((query: string) => ({
    matches: true,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});

const checklist: FormDefinition = {
  id: 'apertura',
  fields: [
    {
      id: 'c',
      name: 'limpieza',
      type: 'multiple_choice',
      label: 'Limpieza del piso',
      choices: [{ choice: 'Bien' }, { choice: 'Mal' }],
    },
    { id: 'b', name: 'extintor', type: 'boolean', label: '¿Extintor vigente?' },
    { id: 't', name: 'notas', type: 'text', label: 'Notas' },
  ],
};

function setup(props: FormBuilderProps = {}) {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(<FormBuilder value={checklist} onChange={onChange} {...props} />);
  const config = () => screen.getByRole('region', { name: /^(Configuración del campo|Field settings)/ });
  const select = (id: string) =>
    user.click(document.querySelector<HTMLElement>(`[data-field-id="${id}"] [data-action="select"]`)!);
  const last = () => onChange.mock.lastCall?.[0] as FormDefinition;
  const field = (name: string) => last().fields.find((candidate) => candidate.name === name)!;
  const number = (name: string | RegExp, value: string) =>
    fireEvent.change(within(config()).getByRole('spinbutton', { name }), { target: { value } });
  return { user, config, select, last, field, number };
}

describe('FormBuilder scoring', { timeout: 30_000 }, () => {
  it('shows no scoring settings when scoring is off', async () => {
    const { config, select } = setup();
    expect(within(config()).queryByRole('spinbutton', { name: /Puntos/ })).toBeNull();
    expect(within(config()).queryByRole('switch', { name: /Marcar/ })).toBeNull();
    expect(within(config()).queryByRole('spinbutton', { name: /Peso/ })).toBeNull();
    await select('b');
    expect(within(config()).queryByRole('group', { name: 'Puntaje' })).toBeNull();
    expect(within(config()).queryByRole('combobox', { name: 'Respuesta marcada' })).toBeNull();
  });

  it('edits a score and a flag per choice, and the weight', async () => {
    const { user, config, field, number } = setup({ scoring: true });
    const choices = within(within(config()).getByRole('group', { name: 'Opciones' }));
    expect(choices.getByText(/Cada opción suma sus puntos/)).toBeInTheDocument();

    number('Puntos de la opción 1', '10');
    number('Puntos de la opción 2', '-5');
    await user.click(choices.getByRole('switch', { name: 'Marcar opción 2' }));
    expect(choices.getByRole('switch', { name: 'Marcar opción 2' })).toHaveAttribute('aria-checked', 'true');
    number('Peso', '2');
    expect(field('limpieza')).toMatchObject({
      weight: 2,
      choices: [
        { choice: 'Bien', score: 10 },
        { choice: 'Mal', score: -5, flagged: true },
      ],
    });

    // Clearing a score or the flag removes the attribute: exports stay clean.
    number('Puntos de la opción 1', '');
    await user.click(choices.getByRole('switch', { name: 'Marcar opción 2' }));
    number('Peso', '');
    expect(field('limpieza')).toEqual({
      id: 'c',
      name: 'limpieza',
      type: 'multiple_choice',
      label: 'Limpieza del piso',
      choices: [{ choice: 'Bien' }, { choice: 'Mal', score: -5 }],
    });
  });

  it('edits the points of Sí and No and the flagged answer of a yes/no question', async () => {
    const { user, config, select, field, last, number } = setup({ scoring: true });
    await select('b');
    const scoring = within(within(config()).getByRole('group', { name: 'Puntaje' }));
    const flagged = scoring.getByRole('combobox', { name: 'Respuesta marcada' });
    expect(flagged).toHaveValue('none');
    expect(
      within(flagged)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ninguna', 'Sí', 'No']);

    number('Puntos por Sí', '3');
    number('Puntos por No', '0');
    await user.selectOptions(flagged, 'no');
    number(/^Peso/, '1.5');
    expect(field('extintor')).toMatchObject({
      scores: { yes: 3, no: 0 },
      flagged_answer: false,
      weight: 1.5,
    });

    const definition = last();
    expect(checkFormDefinition(definition).ok).toBe(true);
    expect(scoreForm(definition, { extintor: false, limpieza: 'Bien' })).toMatchObject({
      scored: true,
      score: 0,
      max: 4.5,
      flagged: [{ name: 'extintor', label: '¿Extintor vigente?', answer: false }],
    });

    await user.selectOptions(flagged, 'none');
    number('Puntos por Sí', '');
    number('Puntos por No', '');
    expect(field('extintor')).not.toHaveProperty('flagged_answer');
    expect(field('extintor')).not.toHaveProperty('scores');
  });

  it('offers no scoring for types that cannot be scored', async () => {
    const { config, select } = setup({ scoring: true });
    await select('t');
    expect(within(config()).queryByRole('group', { name: 'Puntaje' })).toBeNull();
    expect(within(config()).queryByRole('spinbutton', { name: /Peso/ })).toBeNull();
  });

  it('speaks en-US', async () => {
    const { config, select } = setup({ scoring: true, locale: 'en-US' });
    expect(within(config()).getByRole('spinbutton', { name: 'Points for choice 1' })).toBeInTheDocument();
    expect(within(config()).getByRole('switch', { name: 'Flag choice 1' })).toBeInTheDocument();
    await select('b');
    const scoring = within(within(config()).getByRole('group', { name: 'Score' }));
    expect(scoring.getByRole('spinbutton', { name: 'Points for Yes' })).toBeInTheDocument();
    expect(scoring.getByRole('combobox', { name: 'Flagged answer' })).toBeInTheDocument();
    expect(scoring.getByRole('spinbutton', { name: /^Weight/ })).toBeInTheDocument();
  });
});
