import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { FieldOfType } from '../../core/index.ts';
import { FieldPlayground, FieldStates } from '../stories/FieldStates.tsx';

/** A flat colour swatch as an image (stories run offline). */
const swatch = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="${fill}"/></svg>`)}`;

const field: FieldOfType<'multiple_choice'> = {
  id: 'status',
  name: 'status',
  type: 'multiple_choice',
  label: 'Estado de la unidad',
  choices: [{ choice: 'Operativa' }, { choice: 'En mantenimiento' }, { choice: 'Fuera de servicio' }],
};

const checkboxes: FieldOfType<'checkboxes'> = {
  id: 'ppe',
  name: 'ppe',
  type: 'checkboxes',
  label: 'Equipo de protección entregado',
  description: 'Marca todo lo que recibió el trabajador.',
  choices: [
    { choice: 'Casco', image: swatch('#f5c400') },
    { choice: 'Chaleco', image: swatch('#ff7a00') },
    { choice: 'Guantes', image: swatch('#3c4552') },
  ],
  min_answers: 2,
};

const meta = {
  title: 'Formularios/Campos/Opciones',
  component: FieldPlayground,
  args: { field },
} satisfies Meta<typeof FieldPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One choice (radio cards): empty, filled, invalid (required), skipped, read-only and disabled. */
export const States: Story = {
  render: () => <FieldStates field={field} filled="En mantenimiento" />,
};

/** Several choices (checkbox cards with images), invalid below `min_answers`, in every state. */
export const CheckboxesStates: Story = {
  render: () => <FieldStates field={checkboxes} filled={['Casco', 'Guantes']} invalid={['Chaleco']} />,
};

/** The value is the chosen text; arrow keys move between choices. */
export const Input: Story = {
  play: async ({ canvas }) => {
    const output = canvas.getByRole('status', { name: /Valor|Value/ });
    await userEvent.click(canvas.getByText('En mantenimiento'));
    await expect(output).toHaveTextContent('"En mantenimiento"');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Fuera de servicio' })).toBeChecked();
    await expect(output).toHaveTextContent('"Fuera de servicio"');
  },
};

/** The value is the list of chosen texts, in the order of the choices; images are named by their choice. */
export const CheckboxesInput: Story = {
  args: { field: checkboxes },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('img', { name: 'Chaleco' })).toBeVisible();
    const output = canvas.getByRole('status', { name: /Valor|Value/ });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Guantes' }));
    await expect(
      canvas.getByRole('group', { name: 'Equipo de protección entregado' }),
    ).toHaveAccessibleDescription(
      globals.locale === 'en-US'
        ? 'Marca todo lo que recibió el trabajador. Select at least 2 options'
        : 'Marca todo lo que recibió el trabajador. Selecciona al menos 2 opciones',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Casco' }));
    await expect(output).toHaveTextContent('["Casco","Guantes"]');
  },
};
