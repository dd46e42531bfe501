import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FormField } from '../../core/index.ts';
import { FormRenderer } from '../FormRenderer.tsx';
import type { FileResolver, FormServices } from '../services.ts';

const LINK = '/api/filepond/0b3d8f4e-6c1a-4d55-9a51-0d7f2b7c1e11/download';
const SIGNED = 'https://demo.example/api/filepond/0b3d8f4e-6c1a-4d55-9a51-0d7f2b7c1e11/download?exp=1&sig=x';

function renderReadOnly(field: FormField, value: unknown, services: FormServices) {
  return render(
    <FormRenderer
      definition={{ id: 'f', fields: [field] }}
      initialValues={{ [field.name]: value }}
      services={services}
      readOnly
    />,
  );
}

const resolverOf = (resolve: FileResolver['resolve']): FileResolver => ({ resolve: vi.fn(resolve) });

describe('stored links in a read-only form', () => {
  it('shows an image through the resolved (signed) URL', async () => {
    const files = resolverOf(async () => ({ url: SIGNED, name: 'fachada.jpg' }));
    renderReadOnly({ id: 'photo', name: 'photo', type: 'image', label: 'Foto' }, LINK, { files });
    const image = await screen.findByRole('img', { name: 'Foto' });
    expect(image).toHaveAttribute('src', SIGNED);
    expect(files.resolve).toHaveBeenCalledWith(LINK, expect.any(AbortSignal));
  });

  it('lists files by their real names, linking to the resolved URL', async () => {
    const files = resolverOf(async (link) => ({ url: `${link}?signed`, name: 'acta.pdf' }));
    renderReadOnly({ id: 'docs', name: 'docs', type: 'files', label: 'Documentos' }, [LINK], { files });
    const link = await screen.findByRole('link', { name: 'acta.pdf' });
    expect(link).toHaveAttribute('href', `${LINK}?signed`);
  });

  it('falls back to the link itself when resolving fails, and uses it as is without a resolver', async () => {
    const failing = resolverOf(async () => {
      throw new Error('offline');
    });
    const { unmount } = renderReadOnly(
      { id: 'docs', name: 'docs', type: 'files', label: 'Documentos' },
      [LINK],
      { files: failing },
    );
    await waitFor(() => expect(screen.getByRole('link', { name: 'download' })).toHaveAttribute('href', LINK));
    unmount();
    renderReadOnly({ id: 'photo', name: 'photo', type: 'image', label: 'Foto' }, LINK, {});
    expect(screen.getByRole('img', { name: 'Foto' })).toHaveAttribute('src', LINK);
  });
});
