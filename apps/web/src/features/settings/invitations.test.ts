import { describe, expect, it } from 'vitest';
import { validateInvite } from './invitations';

describe('validateInvite', () => {
  it('accepts an address and a name', () => {
    expect(validateInvite({ email: 'elena@demo.faena.test', name: ' Elena Ruiz ' })).toEqual({});
  });

  it.each(['', '   ', '\u200B\u200D', '\u202E\u2066', '\uFEFF', '\u00A0\u3000'])(
    'requires a name with something visible in it (%j)',
    (name) => {
      expect(validateInvite({ email: 'elena@demo.faena.test', name })).toEqual({ name: 'required' });
    },
  );
});
