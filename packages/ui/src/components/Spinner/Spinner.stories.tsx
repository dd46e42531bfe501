import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { resolveUiLocale, uiResources } from '../../i18n/resources.ts';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'Componentes/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const texts = uiResources[resolveUiLocale(String(globals.locale ?? ''))];
    await expect(canvas.getByRole('status')).toHaveTextContent(texts.spinner.loading);
  },
};

export const WithLabel: Story = {
  args: { label: 'Cargando actividades', showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cargando actividades')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando actividades');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <Spinner {...args} size="sm" label="Pequeño" />
      <Spinner {...args} size="md" label="Mediano" />
      <Spinner {...args} size="lg" label="Grande" />
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = canvas
      .getAllByRole('status')
      .map((status) => status.querySelector('[data-slot="circle"]')?.getBoundingClientRect().width);
    await expect(widths).toEqual([16, 24, 40]);
  },
};
