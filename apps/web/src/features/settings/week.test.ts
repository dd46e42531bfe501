import { describe, expect, it } from 'vitest';
import { validateInvite } from './invitations';
import { firstDayOfWeek, weekOf } from './week';

describe('first day of the week (SPEC 9)', () => {
  it('is Monday in the app and Sunday for US English', () => {
    expect(firstDayOfWeek('es-MX')).toBe(1);
    expect(firstDayOfWeek('en-US')).toBe(7);
  });

  it('lays the week out from that day', () => {
    const saturday = new Date(2026, 10, 21);
    expect(weekOf(saturday, 'es-MX').map((day) => day.getDate())).toEqual([16, 17, 18, 19, 20, 21, 22]);
    expect(weekOf(saturday, 'en-US').map((day) => day.getDate())).toEqual([15, 16, 17, 18, 19, 20, 21]);
    const sunday = new Date(2026, 10, 22);
    expect(weekOf(sunday, 'es-MX')[0]!.getDate()).toBe(16);
    expect(weekOf(sunday, 'en-US')[0]!.getDate()).toBe(22);
  });

  it('names the months in Spanish for es-MX', () => {
    const month = new Intl.DateTimeFormat('es-MX', { month: 'long' }).format(new Date(2026, 0, 5));
    expect(month).toBe('enero');
  });
});

describe('invite form checks', () => {
  it('requires both fields and a valid email', () => {
    expect(validateInvite({ email: ' ', name: '' })).toEqual({ email: 'required', name: 'required' });
    expect(validateInvite({ email: 'no-es-correo', name: 'Eva' })).toEqual({ email: 'emailInvalid' });
    expect(validateInvite({ email: 'eva@demo.faena.test', name: 'Eva' })).toEqual({});
  });
});
