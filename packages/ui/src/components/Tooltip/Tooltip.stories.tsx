import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Tooltip } from './Tooltip.tsx';

const meta = {
  title: 'Componentes/Tooltip',
  component: Tooltip,
  args: {
    content: 'Publicar no se puede deshacer',
    children: <Button variant="secondary">Publicar</Button>,
  },
  argTypes: {
    children: { control: false },
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnFocus: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Publicar' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Publicar no se puede deshacer');
    await expect(trigger).toHaveAccessibleDescription('Publicar no se puede deshacer');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const OnHover: Story = {
  args: { side: 'bottom', delayDuration: 0 },
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Publicar' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Publicar no se puede deshacer');
    await userEvent.unhover(canvas.getByRole('button', { name: 'Publicar' }));
  },
};

export const Open: Story = {
  args: { open: true, side: 'right' },
  play: async () => {
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Publicar no se puede deshacer');
  },
};
