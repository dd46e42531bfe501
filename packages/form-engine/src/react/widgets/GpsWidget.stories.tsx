import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { FieldOfType } from '../../core/index.ts';
import { FieldPlayground, FieldStates } from '../stories/FieldStates.tsx';
import { createFakeServices, FAKE_POSITION, LAZY } from '../stories/fakeServices.ts';

const field: FieldOfType<'gps'> = {
  id: 'where',
  name: 'where',
  type: 'gps',
  label: 'Ubicación de la visita',
  description: 'Tómala frente a la entrada de la sucursal.',
};

// A fixed position instead of the browser's: no permission prompt, the same numbers every run.
const services = createFakeServices();

const meta = {
  title: 'Formularios/Campos/Ubicación GPS',
  component: FieldPlayground,
  args: { field, services },
} satisfies Meta<typeof FieldPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, filled, required and empty, skipped ('No aplica'), read-only and disabled. */
export const States: Story = {
  render: () => <FieldStates field={field} filled={FAKE_POSITION} services={services} />,
};

/** The button reads the position; latitude, longitude and the rounded accuracy show. */
export const Input: Story = {
  play: async ({ canvas, globals }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: /Obtener ubicación|Get location/ }, LAZY),
    );
    await expect(
      await canvas.findByText(globals.locale === 'en-US' ? /Accuracy: 8 m/ : /Precisión: 8 m/),
    ).toBeVisible();
    await expect(canvas.getByRole('status', { name: /Valor|Value/ })).toHaveTextContent(
      '{"latitude":19.432608,"longitude":-99.133209,"accuracy":8.4}',
    );
  },
};
