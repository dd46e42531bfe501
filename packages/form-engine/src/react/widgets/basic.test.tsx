import { UiTextProvider } from '@faena/ui';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FormField } from '../../core/index.ts';
import { FormRenderer, type FormRendererProps } from '../FormRenderer.tsx';
import { toLocalDateTime } from './DateWidgets.tsx';

/** One field in a form; `value()` is the field's latest value as `onValuesChange` reported it. */
function renderField(
  field: FormField,
  options: {
    initialValues?: Record<string, unknown>;
    readOnly?: boolean;
    locale?: 'es-MX' | 'en-US';
    choiceLabel?: FormRendererProps['choiceLabel'];
  } = {},
) {
  const onValuesChange = vi.fn();
  const onSubmit = vi.fn();
  const form = (
    <FormRenderer
      definition={{ id: 'form', fields: [field] }}
      initialValues={options.initialValues}
      readOnly={options.readOnly}
      choiceLabel={options.choiceLabel}
      onValuesChange={onValuesChange}
      onSubmit={onSubmit}
    />
  );
  render(options.locale ? <UiTextProvider locale={options.locale}>{form}</UiTextProvider> : form);
  return {
    user: userEvent.setup(),
    onSubmit,
    value: () => onValuesChange.mock.lastCall?.[0][field.name],
  };
}

const base = { id: 'f1', name: 'answer' };

/** Clicks a radio drawn as a button or star the way a user does: on its label (the input is hidden). */
async function choose(user: ReturnType<typeof userEvent.setup>, name: string) {
  const radio = screen.getByRole<HTMLInputElement>('radio', { name });
  await user.click(radio.labels?.[0] ?? radio);
}

describe('text-like widgets', () => {
  it('code: a monospace textarea without spell check', async () => {
    const { user, value } = renderField({ ...base, type: 'code', label: 'Código' });
    const input = screen.getByRole('textbox', { name: 'Código' });
    expect(input.tagName).toBe('TEXTAREA');
    expect(input).toHaveAttribute('spellcheck', 'false');
    await user.type(input, 'SELECT 1;');
    expect(value()).toBe('SELECT 1;');
  });
});

describe('NumberWidget', () => {
  it('integer: rounds to zero decimals', async () => {
    const { user, value } = renderField({ ...base, type: 'integer', label: 'Edad', min: 0, max: 120 });
    const input = screen.getByRole('spinbutton', { name: 'Edad' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('aria-valuemax', '120');
    await user.type(input, '2.6');
    expect(value()).toBe(3);
    await user.tab();
    expect(input).toHaveValue('3');
  });

  it('ignores non-numeric input and keeps the previous value', async () => {
    const { user, value } = renderField({ ...base, type: 'integer', label: 'Edad' });
    const input = screen.getByRole('spinbutton', { name: 'Edad' });
    await user.type(input, '12x');
    expect(value()).toBe(12);
    expect(input).toHaveValue('12x');
    await user.tab();
    expect(input).toHaveValue('12');
  });

  it('float and decimal keep fractions; arrow keys step', async () => {
    const { user, value } = renderField({ ...base, type: 'float', label: 'Peso', step: 0.1 });
    const input = screen.getByRole('spinbutton', { name: 'Peso' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await user.type(input, '-0.2');
    expect(value()).toBe(-0.2);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(value()).toBe(0.1);
    expect(input).toHaveValue('0.1');
  });

  it('decimal: clearing the input clears the value', async () => {
    const { user, value } = renderField(
      { ...base, type: 'decimal', label: 'Monto', step: 0.01 },
      { initialValues: { answer: 12.5 } },
    );
    const input = screen.getByRole('spinbutton', { name: 'Monto' });
    expect(input).toHaveValue('12.5');
    await user.clear(input);
    expect(value()).toBeUndefined();
    await user.type(input, '99.99');
    expect(value()).toBe(99.99);
  });

  it('num_range: two numbers → { start, end }', async () => {
    const { user, value } = renderField({ ...base, type: 'num_range', label: 'Rango' });
    expect(screen.getByRole('group', { name: 'Rango' })).toBeInTheDocument();
    await user.type(screen.getByRole('spinbutton', { name: 'Rango Desde' }), '5');
    expect(value()).toEqual({ start: 5 });
    await user.type(screen.getByRole('spinbutton', { name: 'Rango Hasta' }), '10');
    expect(value()).toEqual({ start: 5, end: 10 });
    await user.clear(screen.getByRole('spinbutton', { name: 'Rango Desde' }));
    await user.clear(screen.getByRole('spinbutton', { name: 'Rango Hasta' }));
    expect(value()).toBeUndefined();
  });

  it('num_range in English: From / To', () => {
    renderField({ ...base, type: 'num_range', label: 'Range' }, { locale: 'en-US' });
    expect(screen.getByRole('spinbutton', { name: 'Range From' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Range To' })).toBeInTheDocument();
  });
});

describe('DateWidgets', () => {
  it('date: YYYY-MM-DD', () => {
    const { value } = renderField({ ...base, type: 'date', label: 'Fecha' });
    const input = screen.getByLabelText('Fecha');
    expect(input).toHaveAttribute('type', 'date');
    fireEvent.change(input, { target: { value: '2024-05-01' } });
    expect(value()).toBe('2024-05-01');
    fireEvent.change(input, { target: { value: '' } });
    expect(value()).toBeUndefined();
  });

  it('datetime: stores and submits UTC ISO with milliseconds, shows local time', async () => {
    const { user, value, onSubmit } = renderField({ ...base, type: 'datetime', label: 'Inicio' });
    const input = screen.getByLabelText('Inicio');
    expect(input).toHaveAttribute('type', 'datetime-local');
    fireEvent.change(input, { target: { value: '2024-05-01T10:30' } });
    const iso = new Date(2024, 4, 1, 10, 30).toISOString();
    expect(value()).toBe(iso);
    expect(input).toHaveValue('2024-05-01T10:30');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).toHaveBeenCalledWith({ answer: iso });
    expect(iso).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('datetime: an ISO value from the server shows in local time', () => {
    const iso = '2024-05-01T16:30:00.000Z';
    renderField({ ...base, type: 'datetime', label: 'Inicio' }, { initialValues: { answer: iso } });
    const local = toLocalDateTime(iso);
    expect(local).toBe(
      `2024-05-${String(new Date(iso).getDate()).padStart(2, '0')}T${String(new Date(iso).getHours()).padStart(2, '0')}:30`,
    );
    expect(screen.getByLabelText('Inicio')).toHaveValue(local);
  });

  it('time: HH:MM', () => {
    const { value } = renderField({ ...base, type: 'time', label: 'Hora' });
    const input = screen.getByLabelText('Hora');
    expect(input).toHaveAttribute('type', 'time');
    fireEvent.change(input, { target: { value: '14:30' } });
    expect(value()).toBe('14:30');
  });

  it('date_range: two dates → { start, end }', () => {
    const { value } = renderField({ ...base, type: 'date_range', label: 'Periodo' });
    fireEvent.change(screen.getByLabelText('Periodo Desde'), { target: { value: '2024-05-01' } });
    fireEvent.change(screen.getByLabelText('Periodo Hasta'), { target: { value: '2024-05-31' } });
    expect(value()).toEqual({ start: '2024-05-01', end: '2024-05-31' });
  });
});

describe('BooleanWidget', () => {
  it('Sí / No radios: unanswered differs from No', async () => {
    const { user, value } = renderField({ ...base, type: 'boolean', label: '¿Funciona?' });
    const group = screen.getByRole('radiogroup', { name: '¿Funciona?' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'No' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Sí' })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(value()).toBe(false);
    await user.click(screen.getByRole('radio', { name: 'Sí' }));
    expect(value()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Borrar' }));
    expect(value()).toBeUndefined();
  });

  it('in English: Yes / No', () => {
    renderField({ ...base, type: 'boolean', label: 'Works?' }, { locale: 'en-US' });
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeInTheDocument();
  });
});

describe('ChoiceWidgets', () => {
  const choices = [
    { choice: 'Rojo' },
    { choice: 'Azul', image: 'https://example.com/azul.png' },
    { choice: 'Verde' },
  ];

  it('multiple_choice: the value is the choice; images have the choice as alt text', async () => {
    const { user, value } = renderField({ ...base, type: 'multiple_choice', label: 'Color', choices });
    expect(screen.getByRole('img', { name: 'Azul' })).toHaveAttribute('src', 'https://example.com/azul.png');
    await user.click(screen.getByRole('radio', { name: 'Azul' }));
    expect(value()).toBe('Azul');
    await user.click(screen.getByText('Rojo'));
    expect(value()).toBe('Rojo');
  });

  it('choiceLabel names the choices (cards and images) while the value stays the choice', async () => {
    const names: Record<string, string> = { Rojo: 'Red', Azul: 'Blue' };
    const { user, value } = renderField(
      { ...base, type: 'multiple_choice', label: 'Color', choices },
      { choiceLabel: (choice, field) => (field.name === 'answer' ? names[choice] : undefined) },
    );
    expect(screen.getByRole('img', { name: 'Blue' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Verde' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Red' }));
    expect(value()).toBe('Rojo');
    expect(screen.queryByText('Rojo')).not.toBeInTheDocument();
  });

  it('checkboxes: a list in choice order', async () => {
    const { user, value } = renderField({
      ...base,
      type: 'checkboxes',
      label: 'Colores',
      choices,
      max_answers: 2,
    });
    expect(screen.getByRole('group', { name: 'Colores' })).toBeInTheDocument();
    expect(screen.getByText('Selecciona a lo más 2 opciones')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Verde' }));
    await user.click(screen.getByRole('checkbox', { name: 'Rojo' }));
    expect(value()).toEqual(['Rojo', 'Verde']);
    await user.click(screen.getByRole('checkbox', { name: 'Verde' }));
    expect(value()).toEqual(['Rojo']);
    await user.click(screen.getByRole('checkbox', { name: 'Rojo' }));
    expect(value()).toBeUndefined();
  });
});

describe('ScaleWidget', () => {
  const scale: FormField = {
    ...base,
    type: 'value_in_num_range',
    label: 'Satisfacción',
    start: 0,
    stop: 10,
    step: 2,
    start_label: 'Nada',
    stop_label: 'Mucho',
    interpretations: [
      { type: 'between', start: 0, stop: 4, name: 'Malo' },
      { type: 'equal', start: 6, name: 'Regular' },
      { type: 'between', start: 8, stop: 10, name: 'Bueno' },
    ],
  };

  it('one radio per value; the end labels describe the ends; the interpretation shows', async () => {
    const { user, value } = renderField(scale);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['0', '2', '4', '6', '8', '10']);
    expect(screen.getByRole('radio', { name: '0' })).toHaveAccessibleDescription('Nada');
    expect(screen.getByRole('radio', { name: '10' })).toHaveAccessibleDescription('Mucho');
    await choose(user, '8');
    expect(value()).toBe(8);
    expect(screen.getByText('Bueno')).toBeInTheDocument();
    await choose(user, '6');
    expect(screen.getByText('Regular')).toBeInTheDocument();
    expect(screen.queryByText('Bueno')).toBeNull();
  });

  it('works with the keyboard: arrow keys move and choose', async () => {
    const { user, value } = renderField(scale, { initialValues: { answer: 2 } });
    await user.tab();
    expect(screen.getByRole('radio', { name: '2' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4' })).toBeChecked();
    expect(value()).toBe(4);
    expect(screen.getByText('Malo')).toBeInTheDocument();
  });
});

describe('RatingWidgets', () => {
  it('stars: 1..max named "n de max" (or by labels); keyboard moves', async () => {
    const { user, value } = renderField({ ...base, type: 'stars', label: 'Calificación' });
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    await choose(user, '3 de 5');
    expect(value()).toBe(3);
    await user.keyboard('{ArrowRight}');
    expect(value()).toBe(4);
    expect(screen.getByRole('radio', { name: '4 de 5' })).toHaveFocus();
  });

  it('stars: labels name the values, max sets their number', async () => {
    const { user, value } = renderField({
      ...base,
      type: 'stars',
      label: 'Calificación',
      max: 3,
      labels: ['Malo', 'Bien', 'Excelente'],
    });
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    await choose(user, 'Excelente');
    expect(value()).toBe(3);
  });

  it('emotion: faces named by labels or "n of max"', async () => {
    const { user, value } = renderField(
      { ...base, type: 'emotion', label: 'Mood', max: 3 },
      { locale: 'en-US' },
    );
    expect(screen.getByText('😞')).toBeInTheDocument();
    expect(screen.getByText('😄')).toBeInTheDocument();
    await choose(user, '2 of 3');
    expect(value()).toBe(2);
  });

  it('reactions: emoji with their labels; the value is the number', async () => {
    const { user, value } = renderField({
      ...base,
      type: 'reactions',
      label: 'Reacción',
      max: 2,
      labels: ['No me gusta', 'Me encanta'],
    });
    await choose(user, 'Me encanta');
    expect(value()).toBe(2);
  });
});

describe('read-only and disabled', () => {
  it('read-only: values are shown but cannot change', async () => {
    const { user, value } = renderField(
      { ...base, type: 'stars', label: 'Calificación' },
      { initialValues: { answer: 3 }, readOnly: true },
    );
    expect(screen.getByRole('radiogroup', { name: 'Calificación' })).toHaveAttribute('aria-readonly', 'true');
    await choose(user, '5 de 5');
    expect(screen.getByRole('radio', { name: '3 de 5' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '5 de 5' })).not.toBeChecked();
    expect(value()).toBeUndefined();
  });

  it('read-only: numbers and checkboxes cannot change', async () => {
    const { user, value } = renderField(
      { ...base, type: 'checkboxes', label: 'Colores', choices: [{ choice: 'Rojo' }, { choice: 'Azul' }] },
      { initialValues: { answer: ['Rojo'] }, readOnly: true },
    );
    await user.click(screen.getByRole('checkbox', { name: 'Azul' }));
    expect(screen.getByRole('checkbox', { name: 'Azul' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Rojo' })).toBeChecked();
    expect(value()).toBeUndefined();
  });

  it('read-only number input', async () => {
    const { user, value } = renderField(
      { ...base, type: 'integer', label: 'Edad' },
      { initialValues: { answer: 30 }, readOnly: true },
    );
    const input = screen.getByRole('spinbutton', { name: 'Edad' });
    await user.type(input, '5{ArrowUp}');
    expect(input).toHaveValue('30');
    expect(value()).toBeUndefined();
  });

  it('disabled: radios are disabled', () => {
    renderField({ ...base, type: 'boolean', label: '¿Funciona?', disabled: true });
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});
