import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FileDropZone, type FileDropZoneLabels } from './FileDropZone.tsx';

const labels: FileDropZoneLabels = {
  label: 'Logotipo',
  instructions: 'Arrastra una imagen aquí o pégala',
  choose: 'Elegir archivo',
  change: 'Elegir otro archivo',
  remove: 'Quitar archivo',
  preview: 'Vista previa',
  chosen: (name) => `Elegiste ${name}`,
  removed: 'Se quitó el archivo',
  wrongType: (name) => `${name} no es una imagen PNG o JPG.`,
  tooLarge: (size, max) => `El archivo pesa ${size} KB; el máximo es ${max} KB.`,
  progress: 'Subiendo…',
};

const png = (bytes = 10, name = 'logo.png') => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function Zone({ onChange = () => {} }: { onChange?: (file: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileDropZone
      labels={labels}
      file={file}
      accept={['image/png', 'image/jpeg']}
      maxBytes={1024}
      hint="PNG o JPG de hasta 1 KB."
      onFileChange={(next) => {
        setFile(next);
        onChange(next);
      }}
    />
  );
}

describe('FileDropZone', () => {
  it('opens the picker from a real button, and announces the file chosen', async () => {
    const onChange = vi.fn();
    const { container } = render(<Zone onChange={onChange} />);
    const choose = screen.getByRole('button', { name: 'Elegir archivo' });
    expect(choose).toHaveAccessibleDescription('Logotipo PNG o JPG de hasta 1 KB.');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, png());
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'logo.png' }));
    expect(screen.getByRole('status')).toHaveTextContent('Elegiste logo.png');
    expect(screen.getByText('logo.png')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elegir otro archivo' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar archivo' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('status')).toHaveTextContent('Se quitó el archivo');
    expect(screen.getByRole('button', { name: 'Elegir archivo' })).toHaveFocus();
  });

  it('takes a dropped file, and refuses one of the wrong type or too large', () => {
    const onChange = vi.fn();
    render(<Zone onChange={onChange} />);
    const zone = screen.getByText('Arrastra una imagen aquí o pégala').parentElement as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(screen.getByRole('alert')).toHaveTextContent('notes.txt no es una imagen PNG o JPG.');
    expect(screen.getByRole('button', { name: 'Elegir archivo' })).toHaveAccessibleDescription(
      'Logotipo PNG o JPG de hasta 1 KB. notes.txt no es una imagen PNG o JPG.',
    );
    fireEvent.drop(zone, { dataTransfer: { files: [png(4096, 'big.png')] } });
    expect(screen.getByRole('alert')).toHaveTextContent('El archivo pesa 4 KB; el máximo es 1 KB.');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.drop(zone, { dataTransfer: { files: [png()] } });
    expect(onChange).toHaveBeenCalledOnce();
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('takes a pasted file', () => {
    const onChange = vi.fn();
    render(<Zone onChange={onChange} />);
    fireEvent.paste(screen.getByRole('button', { name: 'Elegir archivo' }), {
      clipboardData: { files: [png(10, 'pegado.png')] },
    });
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'pegado.png' }));
  });

  it('shows progress while uploading', () => {
    render(<FileDropZone labels={labels} file={png()} onFileChange={() => {}} progress={40} />);
    expect(screen.getByRole('progressbar', { name: 'Subiendo…' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: 'Quitar archivo' })).toBeDisabled();
  });
});
