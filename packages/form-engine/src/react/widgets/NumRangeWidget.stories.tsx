import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { FieldOfType } from '../../core/index.ts';
import { FieldPlayground, FieldStates } from '../stories/FieldStates.tsx';

const field: FieldOfType<'num_range'> = {
  id: 'temperature',
  name: 'temperature',
  type: 'num_range',
  label: 'Temperatura de la cámara (°C)',
  description: 'Mínima y máxima registradas.',
  step: 0.5,
};

const meta = {
  title: 'Formularios/Campos/Rango numérico',
  component: FieldPlayground,
  args: { field },
} satisfies Meta<typeof FieldPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, filled, invalid (required and empty), skipped, read-only and disabled. */
export const States: Story = {
  render: () => <FieldStates field={field} filled={{ start: -18, end: -15.5 }} />,
};

/** Two numbers, 'Desde' and 'Hasta', make `{ start, end }`. */
export const Input: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('spinbutton', { name: /Desde|From/ }), '-18');
    await userEvent.type(canvas.getByRole('spinbutton', { name: /Hasta|To/ }), '-15.5');
    await expect(canvas.getByRole('status', { name: /Valor|Value/ })).toHaveTextContent(
      '{"start":-18,"end":-15.5}',
    );
  },
};
