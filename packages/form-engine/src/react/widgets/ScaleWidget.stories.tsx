import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { FieldOfType } from '../../core/index.ts';
import { FieldPlayground, FieldStates } from '../stories/FieldStates.tsx';

const field: FieldOfType<'value_in_num_range'> = {
  id: 'satisfaction',
  name: 'satisfaction',
  type: 'value_in_num_range',
  label: '¿Qué tan satisfecho estás con el servicio?',
  start: 0,
  stop: 10,
  step: 1,
  start_label: 'Nada satisfecho',
  stop_label: 'Muy satisfecho',
  interpretations: [
    { type: 'between', start: 0, stop: 6, name: 'Detractor' },
    { type: 'between', start: 7, stop: 8, name: 'Pasivo' },
    { type: 'equal', start: 9, name: 'Promotor' },
    { type: 'equal', start: 10, name: 'Promotor entusiasta' },
  ],
};

const meta = {
  title: 'Formularios/Campos/Escala lineal',
  component: FieldPlayground,
  args: { field },
} satisfies Meta<typeof FieldPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, filled (with its interpretation), invalid (required), skipped, read-only and disabled. */
export const States: Story = {
  render: () => <FieldStates field={field} filled={8} />,
};

/** Choosing a value shows the interpretation that covers it; arrow keys move along the scale. */
export const Input: Story = {
  play: async ({ canvas }) => {
    const output = canvas.getByRole('status', { name: /Valor|Value/ });
    const eight = canvas.getByRole<HTMLInputElement>('radio', { name: '8' });
    // The radio is drawn by its label: click what the user sees.
    await userEvent.click(eight.labels?.[0] ?? eight);
    await expect(output).toHaveTextContent('8');
    await expect(canvas.getByText('Pasivo')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(output).toHaveTextContent('9');
    await expect(canvas.getByText('Promotor')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '0' })).toHaveAccessibleDescription('Nada satisfecho');
  },
};
