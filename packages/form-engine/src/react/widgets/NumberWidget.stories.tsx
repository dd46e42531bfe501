import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { FieldOfType } from '../../core/index.ts';
import { FieldPlayground, FieldStates } from '../stories/FieldStates.tsx';

const field: FieldOfType<'integer'> = {
  id: 'workers',
  name: 'workers',
  type: 'integer',
  label: 'Número de trabajadores',
  description: 'Presentes en el turno.',
  min: 1,
  max: 500,
};

const amount: FieldOfType<'decimal'> = {
  id: 'amount',
  name: 'amount',
  type: 'decimal',
  label: 'Monto del gasto',
  placeholder: '0.00',
  min: 0,
  step: 0.01,
};

const meta = {
  title: 'Formularios/Campos/Número',
  component: FieldPlayground,
  args: { field },
} satisfies Meta<typeof FieldPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, filled, invalid (below its minimum), skipped, read-only and disabled. */
export const States: Story = {
  render: () => <FieldStates field={field} filled={12} invalid={0} />,
};

/** An integer field rounds what is typed; letters are ignored; ↑ adds one step. */
export const Input: Story = {
  play: async ({ canvas, globals }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Número de trabajadores' });
    const output = canvas.getByRole('status', { name: /Valor|Value/ });
    await userEvent.type(input, '12.6');
    await expect(output).toHaveTextContent('13');
    await userEvent.type(input, 'x');
    await expect(output).toHaveTextContent('13');
    await userEvent.keyboard('{ArrowUp}');
    await expect(output).toHaveTextContent('14');
    await userEvent.clear(input);
    await userEvent.type(input, '900');
    await expect(input).toHaveAccessibleDescription(
      globals.locale === 'en-US'
        ? 'Presentes en el turno. Must be at most 500'
        : 'Presentes en el turno. Debe ser a lo más 500',
    );
  },
};

/** A decimal field keeps fractions to its step (0.01). */
export const Decimal: Story = {
  args: { field: amount },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Monto del gasto' }), '1234.56');
    await expect(canvas.getByRole('status', { name: /Valor|Value/ })).toHaveTextContent('1234.56');
  },
};
