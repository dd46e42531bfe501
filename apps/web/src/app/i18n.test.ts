import { beforeAll, describe, expect, it } from 'vitest';
import { type Namespace, resourcesOf } from '@/platform/i18n';
import { missingTexts } from '@/platform/i18n/check';
import type { ResourceTree } from '@/platform/i18n/overrides';
import { appNamespaces } from './i18n';

/** Every namespace of the app (the features' load with their screens) and its texts per language. */
let APP_NAMESPACES: Namespace[] = [];
let esMX: Record<string, ResourceTree> = {};
let enUS: Record<string, ResourceTree> = {};

beforeAll(async () => {
  APP_NAMESPACES = await appNamespaces();
  ({ 'es-MX': esMX, 'en-US': enUS } = resourcesOf(APP_NAMESPACES));
});

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
    expect(esMX.session?.wrongPassword).toBe('Contraseña incorrecta. Por favor, inténtalo nuevamente.');
    expect(esMX.session?.notMember).toBe('No perteneces a la organización');
    expect(esMX.auth?.emailInvalid).toBe('Email inválido');
    expect(esMX.auth?.passwordRequired).toBe('Debes ingresar una contraseña');
    expect(esMX.notifications?.streamFailed).toBe(
      'Debido a un error no se te alertará de nuevas notificaciones dentro de la app.',
    );
  });
});
