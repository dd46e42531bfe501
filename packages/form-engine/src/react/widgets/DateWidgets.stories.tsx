import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent } from 'storybook/test';
import type { FieldOfType } from '../../core/index.ts';
import { FieldPlayground, FieldStates } from '../stories/FieldStates.tsx';

const date: FieldOfType<'date'> = {
  id: 'inspection',
  name: 'inspection',
  type: 'date',
  label: 'Fecha de inspección',
  description: 'Día en que se hizo el recorrido.',
};
const datetime: FieldOfType<'datetime'> = {
  id: 'incident',
  name: 'incident',
  type: 'datetime',
  label: 'Fecha y hora del incidente',
};
const time: FieldOfType<'time'> = { id: 'arrival', name: 'arrival', type: 'time', label: 'Hora de llegada' };
const dateRange: FieldOfType<'date_range'> = {
  id: 'leave',
  name: 'leave',
  type: 'date_range',
  label: 'Periodo de vacaciones',
};

const meta = {
  title: 'Formularios/Campos/Fechas',
  component: FieldPlayground,
  args: { field: date },
} satisfies Meta<typeof FieldPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A date: empty, filled, invalid (not 'YYYY-MM-DD'), skipped, read-only and disabled. */
export const States: Story = {
  render: () => <FieldStates field={date} filled="2025-03-14" invalid="14/03/2025" />,
};

/** A date and time (stored in UTC, shown in local time), in every state. */
export const DatetimeStates: Story = {
  render: () => <FieldStates field={datetime} filled="2025-03-14T16:45:00.000Z" />,
};

/** A time, in every state. */
export const TimeStates: Story = {
  render: () => <FieldStates field={time} filled="07:30" />,
};

/** A date range, in every state. */
export const DateRangeStates: Story = {
  render: () => <FieldStates field={dateRange} filled={{ start: '2025-07-01', end: '2025-07-15' }} />,
};

// The native pickers are the browser's own UI: the plays set the input's value as a pick does.

/** A date is kept as 'YYYY-MM-DD'. */
export const Input: Story = {
  play: async ({ canvas }) => {
    fireEvent.change(canvas.getByLabelText('Fecha de inspección'), { target: { value: '2025-03-14' } });
    await expect(canvas.getByRole('status', { name: /Valor|Value/ })).toHaveTextContent('"2025-03-14"');
  },
};

/** A local date and time is stored as a UTC ISO string and shown back in local time. */
export const DatetimeInput: Story = {
  args: { field: datetime },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Fecha y hora del incidente');
    fireEvent.change(input, { target: { value: '2025-03-14T10:30' } });
    await expect(canvas.getByRole('status', { name: /Valor|Value/ })).toHaveTextContent(
      `"${new Date(2025, 2, 14, 10, 30).toISOString()}"`,
    );
    await expect(input).toHaveValue('2025-03-14T10:30');
  },
};

/** A time is kept as 'HH:MM'. */
export const TimeInput: Story = {
  args: { field: time },
  play: async ({ canvas }) => {
    fireEvent.change(canvas.getByLabelText('Hora de llegada'), { target: { value: '07:30' } });
    await expect(canvas.getByRole('status', { name: /Valor|Value/ })).toHaveTextContent('"07:30"');
  },
};

/** Two dates, 'Desde' and 'Hasta', make `{ start, end }`. */
export const DateRangeInput: Story = {
  args: { field: dateRange },
  play: async ({ canvas }) => {
    fireEvent.change(canvas.getByLabelText(/Desde|From/), { target: { value: '2025-07-01' } });
    fireEvent.change(canvas.getByLabelText(/Hasta|To/), { target: { value: '2025-07-15' } });
    await expect(canvas.getByRole('status', { name: /Valor|Value/ })).toHaveTextContent(
      '{"start":"2025-07-01","end":"2025-07-15"}',
    );
  },
};
