import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor } from 'storybook/test';
import { resolveUiLocale, type UiTexts, uiResources } from '../../i18n/resources.ts';
import { Logo } from './Logo.tsx';

/** A small tenant logo as a data URL, so the story needs no network. */
const tenantLogo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="32"><rect width="96" height="32" rx="6" fill="#7a1fa2"/><text x="48" y="22" font-size="16" font-family="sans-serif" fill="#fff" text-anchor="middle">ACME</text></svg>',
)}`;

const meta = {
  title: 'Patrones/Logo',
  component: Logo,
  args: { onClick: fn((event) => event.preventDefault()) },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    renderLink: { control: false },
  },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

const textsFor = (globals: Record<string, unknown>): UiTexts =>
  uiResources[resolveUiLocale(String(globals.locale ?? ''))];

export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = textsFor(globals);
    const link = canvas.getByRole('link', { name: t.logo.home.replace('{{name}}', 'Faena') });
    await expect(link).toHaveAttribute('href', '/');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const TenantLogo: Story = {
  args: { src: tenantLogo, name: 'Acme' },
  play: async ({ args, canvas, globals }) => {
    const t = textsFor(globals);
    const link = canvas.getByRole('link', { name: t.logo.home.replace('{{name}}', 'Acme') });
    await expect(link.querySelector('img')).toHaveAttribute('src', tenantLogo);
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const BrokenTenantLogo: Story = {
  args: { src: '/does-not-exist.png', name: 'Acme' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    const img = link.querySelector('img');
    if (img) fireEvent.error(img);
    await waitFor(() => expect(link.querySelector('[data-slot="default-logo"]')).not.toBeNull());
  },
};

export const NotALink: Story = {
  args: { src: tenantLogo, name: 'Acme', href: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Acme' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1.5rem', alignItems: 'center' }}>
      <Logo {...args} size="sm" />
      <Logo {...args} size="md" />
      <Logo {...args} size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = canvas.getAllByRole('link').map((link) => link.getBoundingClientRect().height);
    await expect(heights).toEqual([24, 32, 40]);
  },
};
