// @vitest-environment jsdom
import type { LocalDateTime } from '@faena/recurrence';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecurrenceEditor, type RecurrenceEditorProps } from './RecurrenceEditor.tsx';

afterEach(cleanup);

const at = (year: number, month: number, day: number, hour = 8, minute = 0): LocalDateTime => ({
  year,
  month,
  day,
  hour,
  minute,
  second: 0,
});

/** Monday 5 January 2026, 08:00. */
const MONDAY = at(2026, 1, 5);
const ZONE = 'America/Mexico_City';

/** The preview's format, on the wall clock as UTC so the machine's zone never matters. */
function shown(local: LocalDateTime, locale: 'es-MX' | 'en-US' = 'es-MX') {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute));
}

type EditorOptions = Partial<Omit<RecurrenceEditorProps, 'onChange'>>;

/** The editor in a form that keeps what it emits, as the activity form does. */
function Form({
  onChange,
  value: initial = null,
  ...props
}: EditorOptions & { onChange(next: string | null): void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <RecurrenceEditor
      start={MONDAY}
      timeZone={ZONE}
      locale="es-MX"
      {...props}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

function renderEditor(props: EditorOptions = {}) {
  const onChange = vi.fn();
  const user = userEvent.setup();
  const view = render(<Form {...props} onChange={onChange} />);
  return { ...view, user, onChange };
}

const frequency = () => screen.getByRole('combobox', { name: 'Repetir' });
const summary = (container: HTMLElement) => container.querySelector('[aria-live="polite"]');
const previewItems = () =>
  within(screen.getByRole('list', { name: 'Próximas fechas' })).getAllByRole('listitem');

describe('RecurrenceEditor', () => {
  it('starts as a one-off: no repeat, the start as the only date, nothing emitted', () => {
    const { container, onChange } = renderEditor();
    expect(frequency()).toHaveValue('NONE');
    expect(
      within(frequency())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No se repite', 'Cada día', 'Cada semana', 'Cada mes', 'Cada año']);
    expect(summary(container)).toHaveTextContent('No se repite');
    expect(previewItems().map((item) => item.textContent)).toEqual([shown(MONDAY)]);
    expect(screen.queryByRole('group', { name: 'Días' })).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("repeats weekly on the start's weekday and on the days toggled, Monday first in es-MX", async () => {
    const { container, user, onChange } = renderEditor();
    await user.selectOptions(frequency(), 'Cada semana');
    expect(onChange).toHaveBeenLastCalledWith('FREQ=WEEKLY;BYDAY=MO');

    const days = within(screen.getByRole('group', { name: 'Días' })).getAllByRole('button');
    expect(days.map((day) => day.textContent)).toEqual(['L', 'M', 'X', 'J', 'V', 'S', 'D']);
    expect(days.map((day) => day.getAttribute('aria-label'))).toEqual([
      'lunes',
      'martes',
      'miércoles',
      'jueves',
      'viernes',
      'sábado',
      'domingo',
    ]);
    expect(screen.getByRole('button', { name: 'lunes' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'jueves' }));
    expect(onChange).toHaveBeenLastCalledWith('FREQ=WEEKLY;BYDAY=MO,TH');
    expect(screen.getByRole('button', { name: 'jueves' })).toHaveAttribute('aria-pressed', 'true');
    expect(summary(container)).toHaveTextContent('Cada semana el lunes y el jueves a las 08:00');
    expect(previewItems().map((item) => item.textContent)).toEqual(
      [at(2026, 1, 5), at(2026, 1, 8), at(2026, 1, 12), at(2026, 1, 15), at(2026, 1, 19)].map((d) =>
        shown(d),
      ),
    );
  });

  it('keeps at least one day selected', async () => {
    const { user, onChange } = renderEditor({ value: 'FREQ=WEEKLY;BYDAY=MO' });
    await user.click(screen.getByRole('button', { name: 'lunes' }));
    expect(screen.getByRole('button', { name: 'lunes' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Deja al menos un día elegido.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('toggles days from the keyboard', async () => {
    const { user, onChange } = renderEditor({ value: 'FREQ=WEEKLY;BYDAY=MO' });
    screen.getByRole('button', { name: 'lunes' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'martes' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith('FREQ=WEEKLY;BYDAY=MO,TU');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('FREQ=WEEKLY;BYDAY=MO,TU,WE');
  });

  it('shows the week Sunday first with English names in en-US', async () => {
    const { user, onChange } = renderEditor({ locale: 'en-US' });
    const select = screen.getByRole('combobox', { name: 'Repeat' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Does not repeat', 'Daily', 'Weekly', 'Monthly', 'Yearly']);
    await user.selectOptions(select, 'Weekly');
    const days = within(screen.getByRole('group', { name: 'Days' })).getAllByRole('button');
    expect(days.map((day) => day.textContent)).toEqual(['S', 'M', 'T', 'W', 'T', 'F', 'S']);
    expect(days.map((day) => day.getAttribute('aria-label'))).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    await user.click(screen.getByRole('button', { name: 'Sunday' }));
    expect(onChange).toHaveBeenLastCalledWith('FREQ=WEEKLY;BYDAY=MO,SU');
    expect(screen.getByText('Every week on Monday and Sunday at 08:00')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Next dates' })).toBeInTheDocument();
  });

  it('writes the interval, and neither emits nor hides an invalid one', async () => {
    const { user, onChange } = renderEditor({ value: 'FREQ=WEEKLY;BYDAY=MO' });
    const interval = screen.getByRole('spinbutton', { name: 'Cada semana' });
    await user.clear(interval);
    await user.type(interval, '2');
    expect(onChange).toHaveBeenLastCalledWith('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO');
    expect(screen.getByRole('spinbutton', { name: 'Cada semanas' })).toHaveValue(2);

    onChange.mockClear();
    await user.clear(interval);
    await user.type(interval, '0');
    expect(screen.getByText('Escribe un número entero de 1 a 999.')).toBeInTheDocument();
    expect(interval).toHaveAttribute('aria-invalid', 'true');
    expect(interval).toHaveAccessibleDescription('Escribe un número entero de 1 a 999.');
    expect(onChange).not.toHaveBeenCalled();
    // The summary still says what will be saved.
    expect(screen.getByText('Cada 2 semanas el lunes a las 08:00')).toBeInTheDocument();
  });

  it("repeats monthly on the start's day or its nth weekday", async () => {
    /** Tuesday 13 January 2026: the second Tuesday. */
    const start = at(2026, 1, 13, 10);
    const { user, onChange } = renderEditor({ start });
    await user.selectOptions(frequency(), 'Cada mes');
    expect(onChange).toHaveBeenLastCalledWith('FREQ=MONTHLY;BYMONTHDAY=13');
    const choices = screen.getByRole('radiogroup', { name: 'Cuándo' });
    expect(
      within(choices)
        .getAllByRole('radio')
        .map((radio) => radio.closest('div')?.textContent),
    ).toEqual(['El día 13', 'El segundo martes']);
    await user.click(screen.getByRole('radio', { name: 'El segundo martes' }));
    expect(onChange).toHaveBeenLastCalledWith('FREQ=MONTHLY;BYDAY=2TU');
    expect(screen.getByText('Cada mes el segundo martes a las 10:00')).toBeInTheDocument();
  });

  it("offers the last weekday when the start is in the month's last seven days", async () => {
    /** Friday 30 January 2026. */
    const { user, onChange } = renderEditor({ start: at(2026, 1, 30), value: 'FREQ=MONTHLY;BYMONTHDAY=30' });
    expect(screen.getByRole('radio', { name: 'El día 30' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'El quinto viernes' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'El último viernes' }));
    expect(onChange).toHaveBeenLastCalledWith('FREQ=MONTHLY;BYDAY=-1FR');
  });

  it("repeats yearly on the start's day and month", async () => {
    const { user, onChange } = renderEditor();
    await user.selectOptions(frequency(), 'Cada año');
    expect(onChange).toHaveBeenLastCalledWith('FREQ=YEARLY');
    expect(screen.getByText('El 5 de enero')).toBeInTheDocument();
    expect(screen.getByText('Cada año el 5 de enero a las 08:00')).toBeInTheDocument();
  });

  it('ends after a number of times', async () => {
    const { user, onChange } = renderEditor({ start: at(2026, 1, 13), value: 'FREQ=MONTHLY;BYDAY=2TU' });
    expect(screen.getByRole('radio', { name: 'Nunca' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Después de' }));
    expect(onChange).toHaveBeenLastCalledWith('FREQ=MONTHLY;COUNT=10;BYDAY=2TU');
    const count = screen.getByRole('spinbutton', { name: 'Número de veces' });
    await user.clear(count);
    await user.type(count, '6');
    expect(onChange).toHaveBeenLastCalledWith('FREQ=MONTHLY;COUNT=6;BYDAY=2TU');
    expect(screen.getByText('Cada mes el segundo martes a las 08:00, 6 veces')).toBeInTheDocument();

    onChange.mockClear();
    fireEvent.change(count, { target: { value: '1001' } });
    expect(screen.getByText('Escribe un número entero de 1 a 1000.')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('ends on a date, written as that local day at 23:59:59', async () => {
    const { user, onChange } = renderEditor({ value: 'FREQ=DAILY' });
    const date = screen.getByLabelText('Fecha final');
    fireEvent.change(date, { target: { value: '2026-12-31' } });
    expect(screen.getByRole('radio', { name: 'El día' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('FREQ=DAILY;UNTIL=20261231T235959');
    expect(screen.getByText('Cada día a las 08:00, hasta el 31 de diciembre de 2026')).toBeInTheDocument();

    onChange.mockClear();
    fireEvent.change(date, { target: { value: '2025-12-31' } });
    expect(screen.getByText('La fecha final no puede ser anterior al inicio.')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Nunca' }));
    expect(onChange).toHaveBeenLastCalledWith('FREQ=DAILY');
  });

  it('moves between the end choices with the arrow keys', async () => {
    const { user, onChange } = renderEditor({ value: 'FREQ=DAILY' });
    screen.getByRole('radio', { name: 'Nunca' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'El día' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('FREQ=DAILY;UNTIL=20260205T235959');
  });

  it('shows an incoming rule in the controls without rewriting it', () => {
    const { onChange } = renderEditor({ value: 'FREQ=WEEKLY;COUNT=6;BYDAY=MO,TH' });
    expect(frequency()).toHaveValue('WEEKLY');
    const pressed = screen
      .getAllByRole('button', { pressed: true })
      .map((day) => day.getAttribute('aria-label'));
    expect(pressed).toEqual(['lunes', 'jueves']);
    expect(screen.getByRole('radio', { name: 'Después de' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Número de veces' })).toHaveValue(6);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps a rule it cannot show read-only until "Cambiar"', async () => {
    const rule = 'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1';
    const { container, user, onChange } = renderEditor({ value: rule });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByText(rule)).toBeInTheDocument();
    expect(summary(container)?.textContent).toMatch(/^Se repite según una regla avanzada/);
    expect(previewItems()).toHaveLength(5);
    expect(onChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cambiar' }));
    expect(frequency()).toHaveValue('MONTHLY');
    expect(frequency()).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('FREQ=MONTHLY;BYMONTHDAY=5');
  });

  it('says when a rule produces no dates', () => {
    renderEditor({ value: 'FREQ=DAILY;UNTIL=20251231T235959' });
    expect(screen.getByText('Esta regla no produce fechas.')).toBeInTheDocument();
    expect(previewItems().map((item) => item.textContent)).toEqual([shown(MONDAY)]);
  });

  it('lists the start first when the rule does not produce it', () => {
    renderEditor({ value: 'FREQ=WEEKLY;BYDAY=TH' });
    expect(previewItems().map((item) => item.textContent)).toEqual(
      [at(2026, 1, 5), at(2026, 1, 8), at(2026, 1, 15), at(2026, 1, 22), at(2026, 1, 29)].map((d) =>
        shown(d),
      ),
    );
    expect(
      screen.getByText('La primera fecha es el inicio de la actividad, aunque no siga la regla.'),
    ).toBeInTheDocument();
  });

  it("shows the server's error under the editor", () => {
    renderEditor({ error: 'La regla no es válida.', id: 'activity-rrule' });
    expect(screen.getByRole('group', { name: 'Repetición' })).toHaveAccessibleDescription(
      'La regla no es válida.',
    );
    expect(frequency()).toHaveAttribute('id', 'activity-rrule-frequency');
    expect(frequency()).toHaveAttribute('aria-invalid', 'true');
  });

  it('follows a new start without emitting', () => {
    const onChange = vi.fn();
    const props = { value: 'FREQ=WEEKLY', timeZone: ZONE, locale: 'es-MX' as const, onChange };
    const { rerender } = render(<RecurrenceEditor {...props} start={MONDAY} />);
    expect(screen.getByRole('button', { name: 'lunes' })).toHaveAttribute('aria-pressed', 'true');
    rerender(<RecurrenceEditor {...props} start={at(2026, 1, 6)} />);
    expect(screen.getByRole('button', { name: 'martes' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'lunes' })).toHaveAttribute('aria-pressed', 'false');
    expect(onChange).not.toHaveBeenCalled();
  });
});
