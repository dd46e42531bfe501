import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { MoreIcon } from '../Icons/Icons.tsx';
import { Card } from './Card.tsx';

const onMore = fn();

const meta = {
  title: 'Componentes/Card',
  component: Card,
  args: {
    title: 'Checklist de apertura',
    titleAs: 'h2',
    description: 'Sede Centro · todos los días a las 08:00',
    children: <p style={{ margin: 0 }}>12 de 15 puntos revisados.</p>,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['outlined', 'elevated', 'muted'] },
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
    children: { control: false },
    actions: { control: false },
    footer: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Outlined: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Checklist de apertura' })).toBeVisible();
    await expect(canvas.getByText('12 de 15 puntos revisados.')).toBeVisible();
  },
};

export const Elevated: Story = {
  args: { variant: 'elevated' },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-variant="elevated"]');
    await expect(card && getComputedStyle(card).boxShadow).not.toBe('none');
  },
};

export const Muted: Story = {
  args: { variant: 'muted', padding: 'lg' },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-variant="muted"]');
    await expect(card && getComputedStyle(card).paddingTop).toBe('20px');
  },
};

export const SectionWithActions: Story = {
  args: {
    as: 'section',
    actions: <IconButton label="Más acciones" icon={<MoreIcon />} size="sm" onClick={onMore} />,
    footer: (
      <>
        <Badge tone="warning">Pendiente</Badge>
        <Button size="sm">Continuar</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    onMore.mockClear();
    await expect(canvas.getByRole('region', { name: 'Checklist de apertura' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Más acciones' }));
    await expect(onMore).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Continuar' })).toBeVisible();
  },
};

export const ContentOnly: Story = {
  args: { title: undefined, description: undefined, padding: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};
