import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { FieldOfType } from '../../core/index.ts';
import { FieldPlayground, FieldStates } from '../stories/FieldStates.tsx';
import { createFakeServices, LAZY, SAMPLE_IMAGE_URL, samplePng } from '../stories/fakeServices.ts';

const field: FieldOfType<'image'> = {
  id: 'front',
  name: 'front',
  type: 'image',
  label: 'Foto de la fachada',
  description: 'Con el letrero de la sucursal visible.',
  source: 'camera_and_gallery',
};

const services = createFakeServices();

const meta = {
  title: 'Formularios/Campos/Imagen',
  component: FieldPlayground,
  args: { field, services },
} satisfies Meta<typeof FieldPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filled with a stored picture (its link); camera and gallery buttons while empty. */
export const States: Story = {
  render: () => <FieldStates field={field} filled={SAMPLE_IMAGE_URL} services={services} />,
};

/** A chosen picture previews at once, uploads, and becomes the value; removing empties it. */
export const Input: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: /Tomar foto|Take photo/ }, LAZY);
    const gallery = canvasElement.querySelector<HTMLInputElement>('input[type="file"]:not([capture])');
    if (!gallery) throw new Error('no gallery input');
    await userEvent.upload(gallery, await samplePng('fachada.png'));
    await expect(await canvas.findByRole('img', { name: 'fachada.png' })).toBeVisible();
    const output = canvas.getByRole('status', { name: /Valor|Value/ });
    await waitFor(() =>
      expect(output).toHaveTextContent(/"temporary_upload":"tmp-\d+","name":"fachada\.png"/),
    );
    await userEvent.click(canvas.getByRole('button', { name: /Quitar imagen|Remove image/ }));
    await expect(output).toHaveTextContent('');
    await expect(canvas.queryByRole('img', { name: 'fachada.png' })).toBeNull();
  },
};
