import { describe, expect, it } from 'vitest';
import { missingTexts } from '@/platform/i18n/check';
import { APP_NAMESPACES, enUS, esMX } from './i18n';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('app locales', () => {
  it('have every text of every namespace in both languages', () => {
    expect(missingTexts(APP_NAMESPACES)).toEqual([]);
  });

  it('have the same keys in es-MX and en-US', () => {
    expect(keys(enUS).sort()).toEqual(keys(esMX).sort());
  });
  it('have no empty texts', () => {
    for (const locale of [esMX, enUS]) {
      const flat = keys(locale).map((k) =>
        k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], locale),
      );
      expect(flat.filter((text) => typeof text !== 'string' || text.trim() === '')).toEqual([]);
    }
  });
  it('use the specification texts verbatim in es-MX', () => {
    expect(esMX.auth?.wrongPassword).toBe('Contraseña incorrecta. Por favor, inténtalo nuevamente.');
    expect(esMX.auth?.notMember).toBe('No perteneces a la organización');
    expect(esMX.auth?.emailInvalid).toBe('Email inválido');
    expect(esMX.auth?.passwordRequired).toBe('Debes ingresar una contraseña');
    expect(esMX.notifications?.streamFailed).toBe(
      'Debido a un error no se te alertará de nuevas notificaciones dentro de la app.',
    );
  });
});
