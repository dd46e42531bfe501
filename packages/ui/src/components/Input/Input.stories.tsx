import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Input } from './Input.tsx';

const meta = {
  title: 'Componentes/Input',
  component: Input,
  args: { 'aria-label': 'Nombre de la sede', placeholder: 'Sede Centro', name: 'venue', autoComplete: 'off' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nombre de la sede' });
    await userEvent.click(input);
    await userEvent.keyboard('Sede Norte');
    await expect(input).toHaveValue('Sede Norte');
  },
};

export const Invalid: Story = {
  args: { invalid: true, defaultValue: '???' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nombre de la sede' });
    await expect(input).toBeInvalid();
    await expect(getComputedStyle(input).borderColor).toBe('rgb(200, 30, 30)');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Sede Centro' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Nombre de la sede' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'Sede Centro' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nombre de la sede' });
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Sede Centro');
  },
};
