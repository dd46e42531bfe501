import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormField } from '../../core/index.ts';
import { FormRenderer } from '../FormRenderer.tsx';
import type { EntityOption, EntitySearch, FormServices, UploadedFile, UploadOptions } from '../services.ts';

/** Renders one field; `values()` is the last value it reported, `onSubmit` the submit spy. */
function renderField(field: FormField, services: FormServices = {}, initialValue?: unknown) {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  const onValuesChange = vi.fn();
  const view = render(
    <FormRenderer
      definition={{ id: 'f', fields: [field] }}
      initialValues={initialValue === undefined ? undefined : { [field.name]: initialValue }}
      services={services}
      onSubmit={onSubmit}
      onValuesChange={onValuesChange}
    />,
  );
  const value = () => onValuesChange.mock.lastCall?.[0]?.[field.name];
  return { user, onSubmit, onValuesChange, value, container: view.container };
}

/** An uploader whose uploads end when the test says so. */
function manualUploader() {
  const calls: {
    file: Blob & { name?: string };
    options: UploadOptions;
    resolve(file: UploadedFile): void;
    reject(error: Error): void;
  }[] = [];
  const uploader = {
    upload: vi.fn(
      (file: Blob & { name?: string }, options: UploadOptions) =>
        new Promise<UploadedFile>((resolve, reject) => calls.push({ file, options, resolve, reject })),
    ),
  };
  return { uploader, calls };
}

/** An uploader that answers at once with tmp-1, tmp-2… */
function instantUploader() {
  let count = 0;
  return {
    upload: vi.fn(async (file: Blob & { name?: string }) => ({
      temporary_upload: `tmp-${++count}`,
      name: file.name ?? 'blob',
    })),
  };
}

const fileInput = (container: HTMLElement, source?: 'camera' | 'gallery') =>
  container.querySelector<HTMLInputElement>(
    source ? `input[type="file"][data-source="${source}"]` : 'input[type="file"]',
  ) as HTMLInputElement;

beforeEach(() => {
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('display_text', () => {
  it('renders markdown without scripts, handlers or unsafe links', async () => {
    const { container } = renderField({
      id: 'intro',
      name: 'intro',
      type: 'display_text',
      text: [
        '# Bienvenida',
        '<script>window.hacked = true</script>',
        '<img src="x" onerror="window.hacked = true">',
        '[malo](javascript:alert(1)) [sitio](https://faena.example/ayuda) [correo](mailto:a@faena.example) [tel](tel:+525555555555)',
      ].join('\n\n'),
    });
    expect(await screen.findByRole('heading', { name: 'Bienvenida' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
    expect(screen.getByText('malo')).not.toHaveAttribute('href');
    const site = screen.getByRole('link', { name: 'sitio' });
    expect(site).toHaveAttribute('href', 'https://faena.example/ayuda');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'correo' })).toHaveAttribute('href', 'mailto:a@faena.example');
    expect(screen.getByRole('link', { name: 'tel' })).toHaveAttribute('href', 'tel:+525555555555');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });
});

describe('files', () => {
  const field: FormField = { id: 'docs', name: 'docs', type: 'files', label: 'Documentos' };

  it('uploads each file with progress and submits download links of finished uploads only', async () => {
    const { uploader, calls } = manualUploader();
    const { user, container, onSubmit, onValuesChange } = renderField(field, { uploader });
    await screen.findByRole('button', { name: 'Adjuntar archivos' });
    await user.upload(fileInput(container), [
      new File(['a'], 'acta.pdf', { type: 'application/pdf' }),
      new File(['b'], 'foto.jpg', { type: 'image/jpeg' }),
    ]);
    expect(calls).toHaveLength(2);
    act(() => calls[0]?.options.onProgress?.(0.5));
    expect(screen.getByRole('progressbar', { name: 'Subiendo acta.pdf…' })).toHaveAttribute('value', '0.5');
    // Nothing reaches the form while the uploads run.
    expect(onValuesChange).not.toHaveBeenCalled();
    await act(async () => calls[0]?.resolve({ temporary_upload: 'tmp-1', name: 'acta.pdf' }));
    await act(async () => calls[1]?.resolve({ temporary_upload: 'tmp-2', name: 'foto.jpg' }));
    expect(onValuesChange).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Quitar acta.pdf' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).toHaveBeenCalledWith({
      docs: ['/filepond/tmp-1/download', '/filepond/tmp-2/download'],
    });
  });

  it('shows a failed upload on its own and keeps the others', async () => {
    const { uploader, calls } = manualUploader();
    const { user, container, value } = renderField(field, { uploader });
    await screen.findByRole('button', { name: 'Adjuntar archivos' });
    await user.upload(fileInput(container), [new File(['a'], 'a.pdf'), new File(['b'], 'b.pdf')]);
    await act(async () => calls[0]?.reject(new Error('500')));
    await act(async () => calls[1]?.resolve({ temporary_upload: 'tmp-2', name: 'b.pdf' }));
    expect(screen.getByText('No se pudo subir a.pdf')).toHaveAttribute('role', 'alert');
    expect(value()).toEqual([{ temporary_upload: 'tmp-2', name: 'b.pdf' }]);
    await user.click(screen.getByRole('button', { name: 'Quitar a.pdf' }));
    expect(screen.queryByText('No se pudo subir a.pdf')).toBeNull();
  });

  it('says why the uploader refused a file, when it gave a reason', async () => {
    const { uploader, calls } = manualUploader();
    const { user, container } = renderField(field, { uploader });
    await screen.findByRole('button', { name: 'Adjuntar archivos' });
    await user.upload(fileInput(container), [new File(['<html>'], 'foto.png')]);
    const refusal = Object.assign(new Error('415'), { reason: 'Este tipo de archivo no está permitido.' });
    await act(async () => calls[0]?.reject(refusal));
    expect(screen.getByText(/^No se pudo subir foto\.png/)).toHaveTextContent(
      'No se pudo subir foto.png: Este tipo de archivo no está permitido.',
    );
  });

  it('never sends a file over the field’s max_size_mb, and says the limit', async () => {
    const uploader = instantUploader();
    const { user, container, value } = renderField({ ...field, max_size_mb: 1 }, { uploader });
    await screen.findByRole('button', { name: 'Adjuntar archivos' });
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'plano.pdf', { type: 'application/pdf' });
    const fits = new File([new Uint8Array(1024 * 1024)], 'acta.pdf', { type: 'application/pdf' });
    await user.upload(fileInput(container), [big, fits]);
    expect(uploader.upload).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/^No se pudo subir plano\.pdf/)).toHaveTextContent(
      'No se pudo subir plano.pdf: Cada archivo puede pesar a lo más 1 MB',
    );
    await waitFor(() => expect(value()).toEqual([{ temporary_upload: 'tmp-1', name: 'acta.pdf' }]));
  });

  it('respects max_files and lists links of earlier uploads', async () => {
    const uploader = instantUploader();
    const { user, container, value } = renderField({ ...field, max_files: 2 }, { uploader }, [
      'https://files.faena.example/r/informe%20final.pdf',
    ]);
    const add = await screen.findByRole('button', { name: 'Adjuntar archivos' });
    expect(screen.getByRole('link', { name: 'informe final.pdf' })).toBeInTheDocument();
    await user.upload(fileInput(container), [new File(['a'], 'a.pdf'), new File(['b'], 'b.pdf')]);
    await waitFor(() => expect(add).toBeDisabled());
    expect(uploader.upload).toHaveBeenCalledTimes(1);
    expect(fileInput(container)).toBeDisabled();
    expect(screen.getByText('Puedes adjuntar a lo más 2 archivos')).toBeInTheDocument();
    expect(value()).toEqual([
      'https://files.faena.example/r/informe%20final.pdf',
      { temporary_upload: 'tmp-1', name: 'a.pdf' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Quitar informe final.pdf' }));
    expect(add).toBeEnabled();
    expect(value()).toEqual([{ temporary_upload: 'tmp-1', name: 'a.pdf' }]);
  });

  it('says so when there is no uploader', async () => {
    renderField(field);
    expect(await screen.findByText('No es posible adjuntar archivos aquí')).toBeInTheDocument();
  });
});

describe('image', () => {
  const field: FormField = { id: 'photo', name: 'photo', type: 'image', label: 'Foto' };

  it('offers camera and gallery by default; camera alone captures, gallery alone does not', async () => {
    const first = renderField(field, { uploader: instantUploader() });
    await screen.findByRole('button', { name: 'Tomar foto' });
    expect(screen.getByRole('button', { name: 'Elegir de la galería' })).toBeInTheDocument();
    expect(fileInput(first.container, 'camera')).toHaveAttribute('capture', 'environment');
    expect(fileInput(first.container, 'gallery')).not.toHaveAttribute('capture');
    first.container.remove();

    const camera = renderField({ ...field, source: 'camera' }, { uploader: instantUploader() });
    await within(camera.container).findByRole('button', { name: 'Tomar foto' });
    expect(within(camera.container).queryByRole('button', { name: 'Elegir de la galería' })).toBeNull();
    expect(fileInput(camera.container)).toHaveAttribute('accept', 'image/*');
    expect(fileInput(camera.container)).toHaveAttribute('capture', 'environment');
  });

  it("submits the link of the uploader's own store when it names one", async () => {
    const uploader = { ...instantUploader(), downloadUrl: (id: string) => `/api/filepond/${id}/download` };
    const { user, container, value, onSubmit } = renderField({ ...field, source: 'gallery' }, { uploader });
    await screen.findByRole('button', { name: 'Elegir de la galería' });
    await user.upload(fileInput(container), new File(['png'], 'fachada.png', { type: 'image/png' }));
    await waitFor(() => expect(value()).toEqual({ temporary_upload: 'tmp-1', name: 'fachada.png' }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).toHaveBeenCalledWith({ photo: '/api/filepond/tmp-1/download' });
  });

  it('previews, uploads and stores one file; removing revokes the preview', async () => {
    const { user, container, value, onSubmit } = renderField(
      { ...field, source: 'gallery' },
      { uploader: instantUploader() },
    );
    await screen.findByRole('button', { name: 'Elegir de la galería' });
    await user.upload(fileInput(container), new File(['png'], 'fachada.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'fachada.png' })).toHaveAttribute('src', 'blob:preview');
    await waitFor(() => expect(value()).toEqual({ temporary_upload: 'tmp-1', name: 'fachada.png' }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).toHaveBeenCalledWith({ photo: '/filepond/tmp-1/download' });
    await user.click(screen.getByRole('button', { name: 'Quitar imagen' }));
    expect(value()).toBeUndefined();
    expect(screen.queryByRole('img', { name: 'fachada.png' })).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });
});

describe('gps', () => {
  const field: FormField = { id: 'where', name: 'where', type: 'gps', label: 'Ubicación' };

  it('reads the position with high accuracy and shows the rounded accuracy', async () => {
    const getCurrentPosition = vi.fn((success: PositionCallback, _error, _options) =>
      success({
        coords: { latitude: 19.432608, longitude: -99.133209, accuracy: 12.6 },
        timestamp: 0,
      } as GeolocationPosition),
    );
    const { user, value } = renderField(field, { geolocation: { getCurrentPosition } });
    await user.click(await screen.findByRole('button', { name: 'Obtener ubicación' }));
    expect(getCurrentPosition.mock.lastCall?.[2]).toMatchObject({ enableHighAccuracy: true });
    expect(value()).toEqual({ latitude: 19.432608, longitude: -99.133209, accuracy: 12.6 });
    expect(screen.getByText(/Precisión: 13 m/)).toBeInTheDocument();
    expect(screen.getByText(/Latitud 19\.432608, Longitud -99\.133209/)).toBeInTheDocument();
  });

  it('shows an error when the position cannot be read', async () => {
    const getCurrentPosition = vi.fn((_success: PositionCallback, error?: PositionErrorCallback | null) =>
      error?.({ code: 1, message: 'denied' } as GeolocationPositionError),
    );
    const { user, value } = renderField(field, { geolocation: { getCurrentPosition } });
    await user.click(await screen.findByRole('button', { name: 'Obtener ubicación' }));
    expect(screen.getByText('No se pudo obtener la ubicación')).toHaveAttribute('role', 'alert');
    expect(value()).toBeUndefined();
  });
});

describe('pickers', () => {
  const people: EntityOption[] = [
    { id: 'u1', name: 'Ana López', description: 'Supervisora' },
    { id: 'u2', name: 'Andrés Pérez' },
    { id: 'u3', name: 'Beatriz Soto' },
  ];
  const audience = { roles: ['supervisor'] };
  const provider = () => ({
    search: vi.fn(async ({ query }: EntitySearch) =>
      people.filter((person) => person.name.toLowerCase().includes(query.toLowerCase())),
    ),
  });

  it('searches with kind and audience, picks with the keyboard and stores { id, name }', async () => {
    const entities = provider();
    const { user, value } = renderField(
      { id: 'boss', name: 'boss', type: 'user', label: 'Responsable', audience },
      { entities },
    );
    const input = await screen.findByRole('combobox', { name: 'Responsable' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'and');
    const option = await screen.findByRole('option', { name: 'Andrés Pérez' });
    // One request for the whole word (debounced), with the field's audience passed through.
    expect(entities.search).toHaveBeenCalledTimes(1);
    expect(entities.search.mock.lastCall?.[0]).toMatchObject({ kind: 'user', query: 'and', audience });
    expect(entities.search.mock.lastCall?.[0].signal).toBeInstanceOf(AbortSignal);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');
    expect(value()).toEqual({ id: 'u2', name: 'Andrés Pérez' });
    expect(input).toHaveValue('Andrés Pérez');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Borrar' }));
    expect(value()).toBeUndefined();
    expect(input).toHaveValue('');
  });

  it('aborts a search overtaken by more typing, shows no results and closes on Escape', async () => {
    let first: AbortSignal | undefined;
    const entities = {
      search: vi.fn(async ({ query, signal }: EntitySearch) => {
        first ??= signal;
        // The first search answers only once overtaken, however long the typing after it takes.
        if (query === 'b') await new Promise((resolve) => signal.addEventListener('abort', resolve));
        return people.filter((person) => person.name.toLowerCase().includes(query));
      }),
    };
    const { user } = renderField(
      { id: 'venue', name: 'venue', type: 'venue', label: 'Sucursal' },
      { entities },
    );
    const input = await screen.findByRole('combobox', { name: 'Sucursal' });
    await user.type(input, 'b');
    await waitFor(() => expect(entities.search).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    await user.type(input, 'zz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Sin resultados'));
    expect(first?.aborted).toBe(true);
    expect(entities.search.mock.lastCall?.[0]).toMatchObject({ kind: 'venue', query: 'bzz' });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('multiple: picks several as chips and removes one', async () => {
    const { user, value } = renderField(
      { id: 'crew', name: 'crew', type: 'users', label: 'Cuadrilla' },
      { entities: provider() },
    );
    const input = await screen.findByRole('combobox', { name: 'Cuadrilla' });
    await user.type(input, 'a');
    await user.click(await screen.findByRole('option', { name: /Ana López/ }));
    await user.click(screen.getByRole('option', { name: /Beatriz Soto/ }));
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    expect(screen.getByRole('option', { name: /Ana López/ })).toHaveAttribute('aria-selected', 'true');
    expect(value()).toEqual([
      { id: 'u1', name: 'Ana López' },
      { id: 'u3', name: 'Beatriz Soto' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Quitar Ana López' }));
    expect(value()).toEqual([{ id: 'u3', name: 'Beatriz Soto' }]);
    expect(input).toHaveFocus();
  });
});

describe('voice_message', () => {
  const field: FormField = { id: 'note', name: 'note', type: 'voice_message', label: 'Nota' };
  const track = { stop: vi.fn() };

  class FakeRecorder {
    static last: FakeRecorder | null = null;
    state: RecordingState = 'inactive';
    mimeType = 'audio/webm';
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    constructor(readonly stream: MediaStream) {
      FakeRecorder.last = this;
    }
    start() {
      this.state = 'recording';
    }
    stop() {
      this.state = 'inactive';
      this.ondataavailable?.({ data: new Blob(['voz'], { type: 'audio/webm' }) });
      this.onstop?.();
    }
  }

  const stubMicrophone = (getUserMedia: () => Promise<unknown>) => {
    vi.stubGlobal('MediaRecorder', FakeRecorder);
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  };

  it('records, uploads on stop, plays back and deletes', async () => {
    const getUserMedia = vi.fn(async () => ({ getTracks: () => [track] }));
    stubMicrophone(getUserMedia);
    const uploader = instantUploader();
    const { user, value, container } = renderField(field, { uploader });
    await user.click(await screen.findByRole('button', { name: 'Grabar' }));
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(await screen.findByRole('timer')).toHaveTextContent('Grabando… 0 s');
    await user.click(screen.getByRole('button', { name: 'Detener' }));
    expect(track.stop).toHaveBeenCalled();
    await waitFor(() => expect(value()).toEqual({ temporary_upload: 'tmp-1', name: 'Nota de voz.webm' }));
    expect(uploader.upload.mock.lastCall?.[0]).toBeInstanceOf(Blob);
    expect(container.querySelector('audio')).toHaveAttribute('src', 'blob:preview');
    await user.click(screen.getByRole('button', { name: 'Borrar grabación' }));
    expect(value()).toBeUndefined();
    expect(container.querySelector('audio')).toBeNull();
    expect(screen.getByRole('button', { name: 'Grabar' })).toBeInTheDocument();
  });

  it('says so when the microphone cannot be used', async () => {
    stubMicrophone(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    const { user } = renderField(field, { uploader: instantUploader() });
    await user.click(await screen.findByRole('button', { name: 'Grabar' }));
    expect(await screen.findByText('No se pudo acceder al micrófono')).toHaveAttribute('role', 'alert');
  });
});
