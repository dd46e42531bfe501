import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { resolveUiLocale, uiResources } from '../../i18n/resources.ts';
import { SearchBox } from './SearchBox.tsx';

const meta = {
  title: 'Componentes/SearchBox',
  component: SearchBox,
  args: { onSearch: fn(), onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const { searchBox: texts } = uiResources[resolveUiLocale(String(globals.locale ?? ''))];
    const input = canvas.getByRole('searchbox', { name: texts.label });
    await userEvent.click(input);
    await userEvent.keyboard('Sede Centro{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('Sede Centro');
    const clear = canvas.getByRole('button', { name: texts.clear });
    await userEvent.click(clear);
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
  },
};

export const WithValue: Story = {
  args: { label: 'Buscar personas', defaultValue: 'Ana' },
  play: async ({ args, canvas, globals }) => {
    const { searchBox: texts } = uiResources[resolveUiLocale(String(globals.locale ?? ''))];
    const input = canvas.getByRole('searchbox', { name: 'Buscar personas' });
    await expect(canvas.getByRole('button', { name: texts.clear })).toBeVisible();
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await expect(canvas.queryByRole('button', { name: texts.clear })).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Ana' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toBeDisabled();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
