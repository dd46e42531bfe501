import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { FieldOfType } from '../../core/index.ts';
import { FieldPlayground, FieldStates } from '../stories/FieldStates.tsx';
import { createFakeServices, LAZY } from '../stories/fakeServices.ts';

const field: FieldOfType<'user'> = {
  id: 'supervisor',
  name: 'supervisor',
  type: 'user',
  label: 'Supervisor a cargo',
  description: 'Solo personas con el rol de supervisión.',
  // Passed through to the app's search, which decides whom it admits (here: supervisors only).
  audience: { roles: ['supervisor'] },
};

const venues: FieldOfType<'venues'> = {
  id: 'venues',
  name: 'venues',
  type: 'venues',
  label: 'Sucursales visitadas',
};

const services = createFakeServices();

const meta = {
  title: 'Formularios/Campos/Personas y lugares',
  component: FieldPlayground,
  args: { field, services },
} satisfies Meta<typeof FieldPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One person (user; venue and location look the same). */
export const States: Story = {
  render: () => <FieldStates field={field} filled={{ id: 'u1', name: 'Ana López' }} services={services} />,
};

/** Typing searches (only supervisors, the field's audience); arrows and Enter pick one. */
export const Input: Story = {
  play: async ({ canvas }) => {
    const input = await canvas.findByRole('combobox', { name: 'Supervisor a cargo' }, LAZY);
    await userEvent.type(input, 'a');
    await expect(await canvas.findByRole('option', { name: /Beatriz Soto/ })).toBeVisible();
    // Andrés Pérez matches the text but is not a supervisor.
    await expect(canvas.queryByRole('option', { name: /Andrés Pérez/ })).toBeNull();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Beatriz Soto');
    await expect(canvas.getByRole('status', { name: /Valor|Value/ })).toHaveTextContent(
      '{"id":"u3","name":"Beatriz Soto"}',
    );
    await userEvent.clear(input);
    await userEvent.type(input, 'zzz');
    await expect(await canvas.findByText(/Sin resultados|No results/)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Several venues (users, venues, locations): chips with a remove button each. */
export const MultipleStates: Story = {
  render: () => (
    <FieldStates
      field={venues}
      filled={[
        { id: 'v1', name: 'Sucursal Centro' },
        { id: 'v3', name: 'Bodega Iztapalapa' },
      ]}
      services={services}
    />
  ),
};

/** Picking keeps the list open for more; a chip's button takes it out. */
export const MultipleInput: Story = {
  args: { field: venues },
  play: async ({ canvas }) => {
    const input = await canvas.findByRole('combobox', { name: 'Sucursales visitadas' }, LAZY);
    await userEvent.type(input, 'sucursal');
    await userEvent.click(await canvas.findByRole('option', { name: /Sucursal Centro/ }));
    await userEvent.click(canvas.getByRole('option', { name: /Sucursal Polanco/ }));
    const output = canvas.getByRole('status', { name: /Valor|Value/ });
    await expect(output).toHaveTextContent(
      '[{"id":"v1","name":"Sucursal Centro"},{"id":"v2","name":"Sucursal Polanco"}]',
    );
    await userEvent.click(canvas.getByRole('button', { name: /(Quitar|Remove) Sucursal Centro/ }));
    await expect(output).toHaveTextContent('[{"id":"v2","name":"Sucursal Polanco"}]');
  },
};
