import { describe, expect, it } from 'vitest';
import { emulatorCredential, emulatorSubject, unsignedJwt } from './federated';

function claimsOf(jwt: string): Record<string, unknown> {
  const payload = jwt.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(payload), (c) => c.charCodeAt(0))));
}

describe('emulator credentials', () => {
  it('builds an unsigned JWT the emulator can read, with non-ASCII names intact', () => {
    const jwt = unsignedJwt({ sub: 'x', name: 'Bruno Díaz' });
    expect(jwt.split('.')).toHaveLength(3);
    expect(jwt.endsWith('.')).toBe(true);
    expect(claimsOf(jwt)).toEqual({ sub: 'x', name: 'Bruno Díaz' });
  });
  it('gives the same subject to the same email', () => {
    expect(emulatorSubject(' Ana@Demo.Faena.Test ')).toBe(emulatorSubject('ana@demo.faena.test'));
  });
  it('makes a Google credential from JSON claims and OIDC/SAML ones from an ID token', () => {
    const account = { email: 'carla@acme.faena.test', name: 'Carla' };
    const google = emulatorCredential({ type: 'GOOGLE' }, account).toJSON() as {
      idToken: string;
      providerId: string;
    };
    expect(google.providerId).toBe('google.com');
    expect(JSON.parse(google.idToken)).toMatchObject({
      email: 'carla@acme.faena.test',
      email_verified: true,
    });
    const saml = emulatorCredential({ type: 'SAML', providerId: 'saml.acme' }, account).toJSON() as {
      idToken: string;
      providerId: string;
    };
    expect(saml.providerId).toBe('saml.acme');
    expect(claimsOf(saml.idToken)).toMatchObject({ email: 'carla@acme.faena.test', aud: 'saml.acme' });
  });
});
