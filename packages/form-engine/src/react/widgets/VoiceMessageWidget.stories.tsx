import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { FieldOfType } from '../../core/index.ts';
import { FieldPlayground, FieldStates } from '../stories/FieldStates.tsx';
import { createFakeServices, LAZY, silentWavUrl } from '../stories/fakeServices.ts';

const field: FieldOfType<'voice_message'> = {
  id: 'note',
  name: 'note',
  type: 'voice_message',
  label: 'Comentarios en voz',
  description: 'Describe lo que encontraste en la visita.',
};

const services = createFakeServices();

const meta = {
  title: 'Formularios/Campos/Nota de voz',
  component: FieldPlayground,
  args: { field, services },
} satisfies Meta<typeof FieldPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filled with a stored recording (a link: it plays back). */
export const States: Story = {
  render: () => <FieldStates field={field} filled={silentWavUrl()} services={services} />,
};

/**
 * Records from the microphone (the test browser's fake device), shows the elapsed seconds, and
 * uploads on stop; the value is the upload. Deleting empties it.
 */
export const Input: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Grabar|Record/ }, LAZY));
    const timer = await canvas.findByRole('timer');
    await waitFor(() => expect(timer).toHaveTextContent(/ 1 s/), { timeout: 3000 });
    await userEvent.click(canvas.getByRole('button', { name: /Detener|Stop/ }));
    const output = canvas.getByRole('status', { name: /Valor|Value/ });
    await waitFor(() => expect(output).toHaveTextContent(/"temporary_upload":"tmp-\d+"/), { timeout: 3000 });
    await expect(canvas.getByLabelText(/Nota de voz|Voice message/)).toBeInstanceOf(HTMLAudioElement);
    await userEvent.click(canvas.getByRole('button', { name: /Borrar grabación|Delete recording/ }));
    await expect(output).toHaveTextContent('');
  },
};
