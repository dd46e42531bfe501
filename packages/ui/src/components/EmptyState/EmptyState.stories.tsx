import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { InboxIcon, SearchIcon } from '../Icons/Icons.tsx';
import { EmptyState } from './EmptyState.tsx';

const onCreate = fn();

const meta = {
  title: 'Componentes/EmptyState',
  component: EmptyState,
  args: {
    icon: <InboxIcon />,
    title: 'No hay actividades',
    description: 'Cuando te asignen actividades aparecerán aquí.',
  },
  argTypes: { icon: { control: false }, action: { control: false } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No hay actividades' })).toBeVisible();
    await expect(canvas.getByText('Cuando te asignen actividades aparecerán aquí.')).toBeVisible();
  },
};

export const WithAction: Story = {
  args: { action: <Button onClick={onCreate}>Crear actividad</Button> },
  play: async ({ canvas }) => {
    onCreate.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Crear actividad' }));
    await expect(onCreate).toHaveBeenCalledOnce();
  },
};

export const NoResults: Story = {
  args: {
    icon: <SearchIcon />,
    title: 'Sin resultados',
    description: 'Prueba con otras palabras.',
    titleAs: 'h3',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Sin resultados' })).toBeVisible();
  },
};

export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, title: 'No hay actividades este día' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No hay actividades este día' })).toBeVisible();
  },
};
