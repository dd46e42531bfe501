// @vitest-environment jsdom
import { client, configureApiClient, type PersonDetail } from '@faena/api-client';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, renderWithProviders } from '../../test/render';
import PersonPage from './PersonPage';

const PERSON_ID = '00000000-0000-4000-8000-000000000001';
const PHOTO_URL = `/api/persons/${PERSON_ID}/photo?v=0123456789abcdef`;

const PERSON: PersonDetail = {
  id: PERSON_ID,
  name: 'José Muñoz',
  email: null,
  disabled: false,
  photo_url: null,
  company: null,
  documents: [],
  emails: [],
  phones: [],
  address: null,
  business_lines: [],
  positions: [],
  groups: [],
  venues: [],
  created_at: '2026-01-01T00:00:00.000Z',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The person's API: GET the person and their history, PUT and DELETE their photo (recorded). */
function serve(photoUrl: string | null = null) {
  const person = { ...structuredClone(PERSON), photo_url: photoUrl };
  const calls: { method: string; body: unknown }[] = [];
  configureApiClient(client, {
    gatewayUrl: 'http://demo.faena.localhost',
    subdomain: 'demo',
    getToken: () => 'token',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      if (url.pathname === `/api/persons/${PERSON_ID}/history`) return json({ count: 0, results: [] });
      if (url.pathname === `/api/persons/${PERSON_ID}`) return json(person);
      if (url.pathname === `/api/persons/${PERSON_ID}/photo`) {
        const body = request.method === 'PUT' ? await request.json() : null;
        calls.push({ method: request.method, body });
        person.photo_url = request.method === 'PUT' ? PHOTO_URL : null;
        return json(person);
      }
      return json({ statusCode: 404, error: 'Not Found', message: '' }, 404);
    }) as typeof globalThis.fetch,
    retry: { retries: {} },
  });
  return calls;
}

/** The drop zone's file input (hidden: the zone's button opens it). */
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

const renderPage = () =>
  renderWithProviders(<PersonPage />, { route: `/people/${PERSON_ID}`, path: '/people/:personId' });

describe("the person's photo", () => {
  beforeAll(async () => {
    await initI18n('es-MX');
  });
  afterEach(cleanup);

  it('opens from the avatar, uploads the chosen image and shows it in the header', async () => {
    const calls = serve();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar la foto de José Muñoz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Foto' });
    expect(dialog).toBeVisible();
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'yo.png', { type: 'image/png' });
    await userEvent.upload(fileInput(), image);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar foto' }));
    await waitFor(() =>
      expect(calls).toEqual([{ method: 'PUT', body: { content_type: 'image/png', data: 'iVBORw==' } }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Foto' })).toBeNull());
    const avatar = screen.getByRole('button', { name: 'Cambiar la foto de José Muñoz' }).querySelector('img');
    expect(avatar?.getAttribute('src')).toContain(PHOTO_URL);
  });

  it('refuses a file that is not a PNG, JPG or WebP before sending anything', async () => {
    const calls = serve();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar la foto de José Muñoz' }));
    const gif = new File(['GIF89a'], 'yo.gif', { type: 'image/gif' });
    await userEvent.upload(fileInput(), gif, { applyAccept: false });
    expect(await screen.findByText('El archivo debe ser una imagen PNG, JPG o WebP.')).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('removes the current photo', async () => {
    const calls = serve(PHOTO_URL);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar la foto de José Muñoz' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Quitar la foto actual' }));
    await waitFor(() => expect(calls).toEqual([{ method: 'DELETE', body: null }]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Foto' })).toBeNull());
  });
});
