import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar } from './Avatar.tsx';

/** A tiny inline picture, so the story needs no network. */
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#8ab0fd"/><circle cx="20" cy="16" r="7" fill="#1b3066"/><rect x="8" y="26" width="24" height="14" rx="7" fill="#1b3066"/></svg>',
  );

const meta = {
  title: 'Componentes/Avatar',
  component: Avatar,
  args: { name: 'Ana María López' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  args: { src: photo },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Ana María López' });
    await expect(img.tagName).toBe('IMG');
    await waitFor(() => expect((img as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
};

export const Initials: Story = {
  play: async ({ canvas }) => {
    const initials = canvas.getByRole('img', { name: 'Ana María López' });
    await expect(initials).toHaveTextContent('AM');
  },
};

export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Ana María López' })).toHaveTextContent('AM'));
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <Avatar {...args} size="sm" name="Sofía Pérez" />
      <Avatar {...args} size="md" name="Mario Ruiz" />
      <Avatar {...args} size="lg" name="Luz Díaz" />
      <Avatar {...args} size="lg" name="Foto Perfil" src={photo} />
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = ['Sofía Pérez', 'Mario Ruiz', 'Luz Díaz'].map(
      (name) => canvas.getByRole('img', { name }).getBoundingClientRect().width,
    );
    await expect(widths).toEqual([32, 40, 56]);
  },
};
