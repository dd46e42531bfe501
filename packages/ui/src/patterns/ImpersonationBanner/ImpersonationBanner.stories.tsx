import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { resolveUiLocale, type UiTexts, uiResources } from '../../i18n/resources.ts';
import { ImpersonationBanner } from './ImpersonationBanner.tsx';

const meta = {
  title: 'Patrones/ImpersonationBanner',
  component: ImpersonationBanner,
  args: { name: 'Ana María López', onExit: fn() },
  argTypes: { position: { control: 'inline-radio', options: ['fixed', 'static'] } },
} satisfies Meta<typeof ImpersonationBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const textsFor = (globals: Record<string, unknown>): UiTexts =>
  uiResources[resolveUiLocale(String(globals.locale ?? ''))];

export const Fixed: Story = {
  // Fixed to the viewport: it would cover the docs page.
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  play: async ({ args, canvas, globals }) => {
    const t = textsFor(globals);
    const region = canvas.getByRole('region', { name: t.impersonation.region });
    await expect(getComputedStyle(region).position).toBe('fixed');
    await expect(Math.round(region.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t.impersonation.message.replace('{{name}}', 'Ana María López'),
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.impersonation.exit })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onExit).toHaveBeenCalledOnce();
  },
};

export const Static: Story = {
  args: { position: 'static' },
  play: async ({ args, canvas, globals }) => {
    const t = textsFor(globals);
    await expect(getComputedStyle(canvas.getByRole('region')).position).toBe('static');
    await userEvent.click(canvas.getByRole('button', { name: t.impersonation.exit }));
    await expect(args.onExit).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  args: { position: 'static', name: 'María Fernanda de los Ángeles Gutiérrez' },
  render: (args) => (
    <div style={{ width: 320 }}>
      <ImpersonationBanner {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region');
    await expect(region.getBoundingClientRect().width).toBe(320);
    await expect(region.scrollWidth).toBeLessThanOrEqual(320);
  },
};
