import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'Componentes/Skeleton',
  component: Skeleton,
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  args: { lines: 3 },
  play: async ({ canvasElement }) => {
    const lines = canvasElement.querySelectorAll('[data-shape="text"]');
    await expect(lines).toHaveLength(3);
    await expect(lines[0]?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Rect: Story = {
  args: { shape: 'rect', height: 120 },
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-shape="rect"]');
    await expect(block?.getBoundingClientRect().height).toBe(120);
  },
};

export const Circle: Story = {
  args: { shape: 'circle', height: 48 },
  play: async ({ canvasElement }) => {
    const rect = canvasElement.querySelector('[data-shape="circle"]')?.getBoundingClientRect();
    await expect([rect?.width, rect?.height]).toEqual([48, 48]);
  },
};

/** A list row while loading: the region says it is busy; the placeholders are decorative. */
export const LoadingRow: Story = {
  render: () => (
    <section
      aria-busy="true"
      aria-label="Cargando"
      style={{ display: 'flex', gap: 12, alignItems: 'center' }}
    >
      <Skeleton shape="circle" height={40} />
      <div style={{ flex: 1 }}>
        <Skeleton lines={2} />
      </div>
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Cargando' })).toHaveAttribute('aria-busy', 'true');
  },
};
