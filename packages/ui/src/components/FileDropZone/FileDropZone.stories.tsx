import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { FileDropZone, type FileDropZoneLabels } from './FileDropZone.tsx';

const LABELS: Record<'es-MX' | 'en-US', FileDropZoneLabels> = {
  'es-MX': {
    label: 'Nuevo logotipo',
    instructions: 'Arrastra una imagen aquí o pégala con Ctrl+V',
    choose: 'Elegir archivo',
    change: 'Elegir otro archivo',
    remove: 'Quitar archivo',
    preview: 'Vista previa del nuevo logotipo',
    chosen: (name) => `Elegiste ${name}`,
    removed: 'Se quitó el archivo',
    wrongType: (name) => `${name} no es una imagen PNG, JPG, WebP o SVG.`,
    tooLarge: (size, max) => `El archivo pesa ${size} KB; el máximo es ${max} KB.`,
    progress: 'Subiendo…',
  },
  'en-US': {
    label: 'New logo',
    instructions: 'Drag an image here or paste it with Ctrl+V',
    choose: 'Choose file',
    change: 'Choose another file',
    remove: 'Remove file',
    preview: 'Preview of the new logo',
    chosen: (name) => `You chose ${name}`,
    removed: 'The file was removed',
    wrongType: (name) => `${name} is not a PNG, JPG, WebP or SVG image.`,
    tooLarge: (size, max) => `The file is ${size} KB; the maximum is ${max} KB.`,
    progress: 'Uploading…',
  },
};

const labelsFor = (globals: Record<string, unknown>) =>
  LABELS[String(globals.locale ?? '').startsWith('en') ? 'en-US' : 'es-MX'];

// A 1×1 teal PNG, so the preview is deterministic.
const PIXEL = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mMI8pn/HwAEhwJ+9XUNpQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
const logo = () => new File([PIXEL], 'logo-acme.png', { type: 'image/png' });

/** A drop of these files on an element, with a real `DataTransfer` (as the browser makes one). */
const drop = (target: HTMLElement, ...files: File[]) => {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  target.dispatchEvent(new DragEvent('drop', { dataTransfer, bubbles: true, cancelable: true }));
};

const ACCEPT = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'];

const meta = {
  title: 'Componentes/FileDropZone',
  component: FileDropZone,
  args: { labels: LABELS['es-MX'], file: null, onFileChange: () => {}, accept: ACCEPT, maxBytes: 256 * 1024 },
  render: function Render(args, { globals }) {
    const [file, setFile] = useState<File | null>(args.file);
    return (
      <div style={{ maxWidth: 480 }}>
        <FileDropZone
          {...args}
          labels={labelsFor(globals)}
          hint={
            String(globals.locale ?? '').startsWith('en')
              ? 'PNG, JPG, WebP or SVG up to 256 KB.'
              : 'PNG, JPG, WebP o SVG de hasta 256 KB.'
          }
          file={file}
          onFileChange={setFile}
        />
      </div>
    );
  },
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, globals }) => {
    const t = labelsFor(globals);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.choose })).toHaveFocus();
  },
};

export const Dropped: Story = {
  play: async ({ canvas, globals }) => {
    const t = labelsFor(globals);
    const zone = canvas.getByText(t.instructions).parentElement as HTMLElement;
    drop(zone, logo());
    await expect(await canvas.findByRole('img', { name: t.preview })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(t.chosen('logo-acme.png'));
  },
};

export const WrongType: Story = {
  play: async ({ canvas, globals }) => {
    const t = labelsFor(globals);
    const zone = canvas.getByText(t.instructions).parentElement as HTMLElement;
    drop(zone, new File(['x'], 'notas.txt', { type: 'text/plain' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t.wrongType('notas.txt'));
  },
};

export const TooLarge: Story = {
  args: { maxBytes: 10 },
  play: async ({ canvas, globals }) => {
    const t = labelsFor(globals);
    const zone = canvas.getByText(t.instructions).parentElement as HTMLElement;
    drop(zone, logo());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t.tooLarge(1, 1));
  },
};

export const Uploading: Story = {
  args: {
    file: logo(),
    progress: 60,
    actions: (
      <Button size="sm" loading>
        Subir logotipo
      </Button>
    ),
  },
  play: async ({ canvas, globals }) => {
    const t = labelsFor(globals);
    await expect(canvas.getByRole('progressbar', { name: t.progress })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };
