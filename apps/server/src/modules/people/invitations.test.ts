/**
 * An administrator invites a person: the person and their identity exist at once, an email
 * with a sign-in link goes out, and the invitee signs in with it and accepts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithEmailLink } from '../../../test/support/identity.ts';
import { ACME_HOST, DEMO_HOST, startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { buildApp } from '../../app.ts';
import { persons } from '../../platform/database/tenant-table.ts';
import { invitations } from './tables.ts';

const ANA = 'ana@demo.faena.test';
const BRUNO = 'bruno@demo.faena.test';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

async function invite(payload: object, email = ANA, host = DEMO_HOST, tenant = 'demo') {
  return t.app.inject({
    method: 'POST',
    url: '/api/invitations',
    headers: { host, authorization: `Bearer ${await t.tokenOf(email, tenant)}` },
    payload,
  });
}

const call = (token: string, method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url, headers: { host: DEMO_HOST, authorization: `Bearer ${token}` } });

describe('inviting a person', () => {
  let invitation: { id: string; email: string; name: string; link: string };

  it('creates the person and emails a sign-in link that lands on the invitation page', async () => {
    const response = await invite({ email: 'Elena@Demo.Faena.test', name: ' Elena Ruiz ' });
    expect(response.statusCode).toBe(201);
    invitation = response.json();
    expect(invitation).toMatchObject({ email: 'elena@demo.faena.test', name: 'Elena Ruiz' });

    // Against the emulator the link comes back too (development only).
    const link = new URL(invitation.link);
    expect(link.searchParams.get('mode')).toBe('signIn');
    expect(link.searchParams.get('oobCode')).toMatch(/^\S+$/);
    const continueUrl = new URL(String(link.searchParams.get('continueUrl')));
    expect(continueUrl.pathname).toBe('/from-invite');
    expect(continueUrl.hostname).toBe('demo.faena.localhost');
    expect(Object.fromEntries(continueUrl.searchParams)).toEqual({
      invitation: invitation.id,
      email: 'elena@demo.faena.test',
    });

    expect(t.mail).toHaveLength(1);
    expect(t.mail[0]).toMatchObject({
      to: 'elena@demo.faena.test',
      subject: 'Te invitaron a Demo Faena en Faena',
    });
    expect(t.mail[0]?.text).toContain(invitation.link);
    expect(t.mail[0]?.text).toContain('Ana Torres te invitó');

    const people = await t.app.inject({
      method: 'GET',
      url: '/api/persons?search=elena',
      headers: { host: DEMO_HOST, authorization: `Bearer ${await t.tokenOf(ANA, 'demo')}` },
    });
    expect(people.json().results).toEqual([
      expect.objectContaining({
        id: expect.any(String),
        name: 'Elena Ruiz',
        email: 'elena@demo.faena.test',
        disabled: false,
      }),
    ]);
  });

  it('lets the invitee sign in with the link and accept, once it is theirs', async () => {
    const token = await signInWithEmailLink(invitation.link, invitation.email, t.firebaseTenantId('demo'));
    const me = await call(token, 'GET', '/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      name: 'Elena Ruiz',
      email: 'elena@demo.faena.test',
      onboarded_at: null,
    });

    const options = await t.app.inject({
      method: 'POST',
      url: '/api/sign-in/options',
      headers: { host: DEMO_HOST },
      payload: { email: invitation.email },
    });
    expect(options.json()).toEqual({ registered: true, methods: [{ type: 'MAGIC_LINK' }] });

    const accepted = await call(token, 'POST', `/api/invitations/${invitation.id}/accept`);
    expect(accepted.statusCode).toBe(204);
    const [row] = await t.database.privileged
      .select()
      .from(invitations)
      .where(eq(invitations.id, invitation.id));
    expect(row?.acceptedAt).toBeInstanceOf(Date);
    // Accepting again changes nothing and still succeeds.
    expect((await call(token, 'POST', `/api/invitations/${invitation.id}/accept`)).statusCode).toBe(204);

    const notHers = await call(
      await t.tokenOf(BRUNO, 'demo'),
      'POST',
      `/api/invitations/${invitation.id}/accept`,
    );
    expect(notHers.statusCode).toBe(404);
  });

  it('answers 409 EMAIL_IN_USE for the email of an existing person, in any letter case', async () => {
    const response = await invite({ email: 'BRUNO@demo.faena.test', name: 'Bruno Otra Vez' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'EMAIL_IN_USE',
      message: 'El correo electrónico ya está en uso',
    });
  });

  it('links an identity that already exists in the organization’s provider instead of failing', async () => {
    // Ana has an identity in acme's Firebase tenant but no person there.
    const response = await invite(
      { email: ANA, name: 'Ana Torres' },
      'carla@acme.faena.test',
      ACME_HOST,
      'acme',
    );
    expect(response.statusCode).toBe(201);
    const [person] = await t.database.privileged.select().from(persons).where(eq(persons.email, ANA));
    expect(person).toBeDefined();
    const acmePeople = await t.database.privileged
      .select()
      .from(persons)
      .where(eq(persons.organizationId, 'acme'));
    expect(acmePeople.find((p) => p.email === ANA)?.firebaseUid).toBe('acme-ana');
  });

  it('keeps the invitation when the email cannot be delivered', async () => {
    const failing = await buildApp({
      config: t.config,
      database: t.database,
      mailer: {
        async send() {
          throw new Error('SMTP down');
        },
      },
    });
    try {
      const response = await failing.inject({
        method: 'POST',
        url: '/api/invitations',
        headers: { host: DEMO_HOST, authorization: `Bearer ${await t.tokenOf(ANA, 'demo')}` },
        payload: { email: 'fausto@demo.faena.test', name: 'Fausto Gil' },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().link).toEqual(expect.any(String));
      const stored = await t.database.privileged
        .select()
        .from(invitations)
        .where(eq(invitations.id, response.json().id));
      expect(stored).toHaveLength(1);
    } finally {
      await failing.close();
    }
  });

  it('checks the name and needs MANAGE_PEOPLE', async () => {
    for (const name of ['   ', '\u200B\u200D', '\u202E\u2066', '\uFEFF', '\u00A0\u3000']) {
      const blank = await invite({ email: 'nadie@demo.faena.test', name });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields: { name: 'Este campo es requerido' },
      });
    }
    const long = await invite({ email: 'nadie@demo.faena.test', name: 'x'.repeat(121) });
    expect(long.json()).toMatchObject({ fields: { name: 'Debe tener a lo más 120 caracteres' } });
    const bruno = await invite({ email: 'nadie@demo.faena.test', name: 'Nadie' }, BRUNO);
    expect(bruno.statusCode).toBe(403);
  });
});

describe('pending invitations', () => {
  it('are listed newest first with who sent them, and leave the list once accepted', async () => {
    const ana = await t.tokenOf(ANA, 'demo');
    const first = (await invite({ email: 'fabian@demo.faena.test', name: 'Fabián Luna' })).json();
    const second = (await invite({ email: 'gloria@demo.faena.test', name: 'Gloria Paz' })).json();
    const listed = await call(ana, 'GET', '/api/invitations');
    expect(listed.statusCode).toBe(200);
    const body = listed.json();
    const ours = body.items.filter((item: { id: string }) => [first.id, second.id].includes(item.id));
    expect(ours).toEqual([
      {
        id: second.id,
        email: 'gloria@demo.faena.test',
        name: 'Gloria Paz',
        invited_by: { id: expect.any(String), name: 'Ana Torres' },
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      expect.objectContaining({ id: first.id, email: 'fabian@demo.faena.test' }),
    ]);
    expect(body.total).toBe(body.items.length);
    // The accepted invitation of the first journey (Elena) is not pending.
    expect(body.items.map((item: { email: string }) => item.email)).not.toContain('elena@demo.faena.test');

    const token = await signInWithEmailLink(first.link, first.email, t.firebaseTenantId('demo'));
    expect((await call(token, 'POST', `/api/invitations/${first.id}/accept`)).statusCode).toBe(204);
    const after = (await call(ana, 'GET', '/api/invitations')).json();
    expect(after.items.map((item: { id: string }) => item.id)).not.toContain(first.id);
    expect(after.total).toBe(body.total - 1);
  });

  it('are emailed again with a new link that signs in; an accepted or unknown one is 404', async () => {
    const ana = await t.tokenOf(ANA, 'demo');
    const invited = (await invite({ email: 'hugo@demo.faena.test', name: 'Hugo Sol' })).json();
    const before = t.mail.length;
    const resent = await call(ana, 'POST', `/api/invitations/${invited.id}/resend`);
    expect(resent.statusCode).toBe(200);
    const again = resent.json();
    expect(again).toMatchObject({ id: invited.id, email: 'hugo@demo.faena.test', name: 'Hugo Sol' });
    expect(t.mail).toHaveLength(before + 1);
    expect(t.mail.at(-1)).toMatchObject({ to: 'hugo@demo.faena.test' });
    expect(t.mail.at(-1)?.text).toContain(again.link);
    const token = await signInWithEmailLink(again.link, again.email, t.firebaseTenantId('demo'));
    expect((await call(token, 'POST', `/api/invitations/${invited.id}/accept`)).statusCode).toBe(204);

    expect((await call(ana, 'POST', `/api/invitations/${invited.id}/resend`)).statusCode).toBe(404);
    expect(
      (await call(ana, 'POST', '/api/invitations/00000000-0000-4000-8000-000000000000/resend')).statusCode,
    ).toBe(404);
  });

  it('are for MANAGE_PEOPLE only, and never another organization’s', async () => {
    const bruno = await t.tokenOf(BRUNO, 'demo');
    expect((await call(bruno, 'GET', '/api/invitations')).statusCode).toBe(403);
    const demoPending = (await call(await t.tokenOf(ANA, 'demo'), 'GET', '/api/invitations')).json();
    const acme = await t.app.inject({
      method: 'GET',
      url: '/api/invitations',
      headers: {
        host: ACME_HOST,
        authorization: `Bearer ${await t.tokenOf('carla@acme.faena.test', 'acme')}`,
      },
    });
    // Carla administers acme: she sees acme's pending invitations, none of demo's.
    expect(acme.statusCode).toBe(200);
    const ids = acme.json().items.map((item: { id: string }) => item.id);
    expect(demoPending.items.length).toBeGreaterThan(0);
    for (const item of demoPending.items) expect(ids).not.toContain(item.id);
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/invitations/${demoPending.items[0].id}/resend`,
      headers: {
        host: ACME_HOST,
        authorization: `Bearer ${await t.tokenOf('carla@acme.faena.test', 'acme')}`,
      },
    });
    expect(resend.statusCode).toBe(404);
  });
});
