import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { resolveUiLocale, type UiTexts, uiResources } from '../../i18n/resources.ts';
import { NotFound } from './NotFound.tsx';

const meta = {
  title: 'Patrones/NotFound',
  component: NotFound,
  args: { onGoHome: fn((event) => event.preventDefault()) },
  argTypes: {
    variant: { control: 'inline-radio', options: ['web', 'native'] },
    renderLink: { control: false },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

const textsFor = (globals: Record<string, unknown>): UiTexts =>
  uiResources[resolveUiLocale(String(globals.locale ?? ''))];

export const Web: Story = {
  args: { variant: 'web' },
  play: async ({ args, canvas, globals }) => {
    const t = textsFor(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: t.notFound.webTitle })).toBeVisible();
    const link = canvas.getByRole('link', { name: t.notFound.goHome });
    await expect(link).toHaveAttribute('href', '/');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onGoHome).toHaveBeenCalledOnce();
  },
};

export const Native: Story = {
  args: { variant: 'native', onGoHome: undefined },
  play: async ({ canvas, globals }) => {
    const t = textsFor(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: t.notFound.nativeTitle })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const NativeWithGoHome: Story = {
  args: { variant: 'native' },
  play: async ({ args, canvas, globals }) => {
    const t = textsFor(globals);
    await userEvent.click(canvas.getByRole('link', { name: t.notFound.goHome }));
    await expect(args.onGoHome).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  render: (args) => (
    <div style={{ width: 360, border: '1px dashed #ccd3dc' }}>
      <NotFound {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth);
  },
};
