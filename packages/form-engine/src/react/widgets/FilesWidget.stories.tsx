import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { FieldOfType } from '../../core/index.ts';
import { FieldPlayground, FieldStates } from '../stories/FieldStates.tsx';
import { createFakeServices, LAZY } from '../stories/fakeServices.ts';

const field: FieldOfType<'files'> = {
  id: 'evidence',
  name: 'evidence',
  type: 'files',
  label: 'Evidencias',
  description: 'Actas, facturas o fotos; hasta 3 archivos.',
  max_files: 3,
};

const services = createFakeServices();

const meta = {
  title: 'Formularios/Campos/Archivos',
  component: FieldPlayground,
  args: { field, services },
} satisfies Meta<typeof FieldPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

const acta = { temporary_upload: 'tmp-acta', name: 'Acta de visita.pdf' };

/** Filled with an upload and a link from an earlier response; invalid with more files than allowed. */
export const States: Story = {
  render: () => (
    <FieldStates
      field={field}
      filled={[acta, 'https://archivos.faena.example/respuestas/fotos-mostrador.zip']}
      invalid={[1, 2, 3, 4].map((n) => ({ temporary_upload: `tmp-${n}`, name: `Foto ${n}.jpg` }))}
      services={services}
    />
  ),
};

/** Each chosen file uploads with its progress; the value lists the finished uploads. */
export const Input: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: /Adjuntar archivos|Attach files/ }, LAZY);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, [
      new File(['acta'], 'acta.pdf', { type: 'application/pdf' }),
      new File(['factura'], 'factura.xml', { type: 'text/xml' }),
    ]);
    await expect(await canvas.findByRole('button', { name: /(Quitar|Remove) factura\.xml/ })).toBeVisible();
    const output = canvas.getByRole('status', { name: /Valor|Value/ });
    await waitFor(() => expect(output).toHaveTextContent(/"name":"acta\.pdf".*"name":"factura\.xml"/));
    await expect(output).toHaveTextContent(/"temporary_upload":"tmp-\d+"/);
  },
};
