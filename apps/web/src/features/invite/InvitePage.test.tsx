// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { json, serve as serveApi } from '@/test/api-stub';
import { initI18n, renderWithProviders } from '@/test/render';
import InvitePage from './InvitePage';

/** Answers the invitation form's POST with `answer`; the bodies it was sent (other calls: 404). */
function serve(answer: (body: { email: string; name: string }) => Response): unknown[] {
  const bodies: unknown[] = [];
  serveApi({
    'POST /api/invitations': ({ body }) => {
      bodies.push(body);
      return answer(body as { email: string; name: string });
    },
  });
  return bodies;
}

const show = () => renderWithProviders(<InvitePage />, { route: '/invite', path: '/invite' });
const LINK = 'http://127.0.0.1:9099/emulator/action?mode=signIn&oobCode=abc';

describe('the invite screen', () => {
  beforeAll(() => initI18n('es-MX'), 30_000);
  afterEach(cleanup);

  it('checks the fields, sends the invitation and lists it with its link to copy', async () => {
    const bodies = serve((body) =>
      json({ id: '00000000-0000-4000-8000-000000000001', ...body, link: LINK }, 201),
    );
    const writeText = async (text: string) => {
      copied.push(text);
    };
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    show();
    expect(screen.getByText('Aún no has enviado invitaciones.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Nueva invitación' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Correo/ }), 'no-es-correo');
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar invitación' }));
    expect(await screen.findByText('Email inválido')).toBeInTheDocument();
    expect(screen.getByText('Este campo es requerido')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    const email = within(form).getByRole('textbox', { name: /Correo/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'elena@demo.faena.test');
    await userEvent.type(within(form).getByRole('textbox', { name: /Nombre/ }), ' Elena Ruiz ');
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar invitación' }));
    expect(
      await screen.findByRole('button', { name: 'Copiar enlace de elena@demo.faena.test' }),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'elena@demo.faena.test', name: 'Elena Ruiz' }]);
    expect(screen.getByText(LINK)).toBeInTheDocument();
    expect(email).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Copiar enlace de elena@demo.faena.test' }));
    expect(copied).toEqual([LINK]);
  });

  it('shows an email in use on its field, and another refusal above the button', async () => {
    let status = 409;
    serve(() =>
      status === 409
        ? json({ statusCode: 409, code: 'EMAIL_IN_USE', message: 'En uso.' }, 409)
        : json({ statusCode: 429, code: 'RATE_LIMITED', message: 'Demasiados intentos.' }, 429),
    );
    show();
    const form = screen.getByRole('form', { name: 'Nueva invitación' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Correo/ }), 'ana@demo.faena.test');
    await userEvent.type(within(form).getByRole('textbox', { name: /Nombre/ }), 'Ana');
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar invitación' }));
    expect(await screen.findByText('El correo electrónico ya está en uso')).toBeInTheDocument();
    status = 429;
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar invitación' }));
    expect(await screen.findByText('No se pudo crear la invitación: Demasiados intentos.')).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('lists the invitations waiting to be accepted and sends one again', async () => {
    const created = new Date(Date.now() - 5 * 86_400_000).toISOString();
    const id = '00000000-0000-4000-8000-000000000011';
    const pending = [
      {
        id,
        email: 'gloria@demo.faena.test',
        name: 'Gloria Paz',
        invited_by: { id: '00000000-0000-4000-8000-0000000000aa', name: 'Ana Torres' },
        created_at: created,
      },
    ];
    const seen = serveApi({
      'GET /api/invitations': () => json({ items: pending, total: 1 }),
      [`POST /api/invitations/${id}/resend`]: () =>
        json({ id, email: 'gloria@demo.faena.test', name: 'Gloria Paz', link: LINK }),
    });
    show();
    const section = await screen.findByRole('region', { name: 'Pendientes de aceptar (1)' });
    expect(within(section).getByText('Gloria Paz')).toBeInTheDocument();
    expect(within(section).getByText('Enviada hace 5 días por Ana Torres')).toBeInTheDocument();
    await userEvent.click(
      within(section).getByRole('button', { name: 'Reenviar la invitación a gloria@demo.faena.test' }),
    );
    expect(await screen.findByText('Invitación reenviada a gloria@demo.faena.test')).toBeInTheDocument();
    // The new link joins the ones sent from this screen, to copy.
    expect(
      await screen.findByRole('button', { name: 'Copiar enlace de gloria@demo.faena.test' }),
    ).toBeInTheDocument();
    expect(seen.map((request) => `${request.method} ${request.path}`)).toContain(
      `POST /api/invitations/${id}/resend`,
    );
  });

  it('says when there is nothing pending, and when the list cannot be loaded', async () => {
    let failing = true;
    serveApi({
      'GET /api/invitations': () =>
        failing
          ? json({ statusCode: 500, code: 'INTERNAL', message: 'Algo falló.' }, 500)
          : json({ items: [], total: 0 }),
    });
    show();
    expect(await screen.findByText('No pudimos cargar las invitaciones pendientes.')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('No hay invitaciones pendientes.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pendientes de aceptar (0)' })).toBeInTheDocument();
  });
});
