import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { FieldOfType } from '../../core/index.ts';
import { FieldPlayground, FieldStates } from '../stories/FieldStates.tsx';

const field: FieldOfType<'boolean'> = {
  id: 'working',
  name: 'working',
  type: 'boolean',
  label: '¿El extintor está cargado?',
  description: 'Revisa la aguja del manómetro.',
};

const meta = {
  title: 'Formularios/Campos/Sí o no',
  component: FieldPlayground,
  args: { field },
} satisfies Meta<typeof FieldPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty (neither chosen), filled, invalid (required), skipped, read-only and disabled. */
export const States: Story = {
  render: () => <FieldStates field={field} filled={false} />,
};

/** 'No' is an answer (false), different from no answer; 'Borrar' goes back to none. */
export const Input: Story = {
  play: async ({ canvas }) => {
    const output = canvas.getByRole('status', { name: /Valor|Value/ });
    await userEvent.click(canvas.getByRole('radio', { name: 'No' }));
    await expect(output).toHaveTextContent('false');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: /Sí|Yes/ })).toBeChecked();
    await expect(output).toHaveTextContent('true');
    await userEvent.click(canvas.getByRole('button', { name: /Borrar|Clear/ }));
    await expect(output).toHaveTextContent('');
  },
};
