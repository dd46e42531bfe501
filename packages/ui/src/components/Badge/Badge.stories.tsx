import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './Badge.tsx';

const tones = ['neutral', 'primary', 'danger', 'success', 'warning', 'info'] as const;

const meta = {
  title: 'Componentes/Badge',
  component: Badge,
  args: { count: 5 },
  argTypes: { tone: { control: 'inline-radio', options: tones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {
  args: { tone: 'danger', label: '5 notificaciones sin leer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('5 notificaciones sin leer')).toBeInTheDocument();
  },
};

export const OverMax: Story = {
  args: { tone: 'danger', count: 1234 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};

export const CustomMax: Story = {
  args: { tone: 'primary', count: 12, max: 9 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('9+')).toBeVisible();
  },
};

export const Zero: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};

export const Text: Story = {
  args: { count: undefined, tone: 'success', children: 'Publicado' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Publicado')).toBeVisible();
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
      {tones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('danger')).backgroundColor).toBe('rgb(200, 30, 30)');
    await expect(canvas.getAllByText(/./)).toHaveLength(tones.length);
  },
};
