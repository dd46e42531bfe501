import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { FieldOfType } from '../../core/index.ts';
import { FieldPlayground, FieldStates } from '../stories/FieldStates.tsx';
import { LAZY } from '../stories/fakeServices.ts';

const field: FieldOfType<'display_text'> = {
  id: 'intro',
  name: 'intro',
  type: 'display_text',
  text: [
    '### Antes de empezar',
    'Revisa que la sucursal esté **abierta** y toma las fotos con luz natural.',
    '- Fachada\n- Mostrador\n- Bodega',
    'Dudas: consulta la [guía de visitas](https://ayuda.faena.example/visitas) o escribe a [soporte](mailto:soporte@faena.example).',
    // Unsafe markup a definition might carry: removed before it reaches the page.
    '<script>window.hacked = true</script>',
    '[no seguro](javascript:alert(1))',
  ].join('\n\n'),
};

const meta = {
  title: 'Formularios/Campos/Texto informativo',
  component: FieldPlayground,
  args: { field },
} satisfies Meta<typeof FieldPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The same text in every state: display_text has no label, no answer and no 'No aplica'. */
export const States: Story = {
  render: () => <FieldStates field={field} filled={undefined} />,
};

/** Markdown renders, external links open apart, unsafe links lose their href; it never has a value. */
export const Input: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Antes de empezar' }, LAZY)).toBeVisible();
    const guide = canvas.getByRole('link', { name: 'guía de visitas' });
    await expect(guide).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(guide).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText('no seguro')).not.toHaveAttribute('href');
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvas.getByRole('status', { name: /Valor|Value/ })).toHaveTextContent('');
  },
};
