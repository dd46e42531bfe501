import { builderResources } from '@faena/form-engine/builder';
import { FORM_NAMESPACE, formResources } from '@faena/form-engine/core';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enUS } from './locales/en-US';
import { esMX } from './locales/es-MX';
import { createWordingLayer, type ResourceTree, type WordingOverrides } from './overrides';

export const LANGUAGES = ['es-MX', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'faena.language';

/** The namespace of the form builder's texts (field-type names tenants rename). */
export const FORM_BUILDER_NAMESPACE = 'formBuilder';

/**
 * Every namespace in both languages: the app's own, the form engine's `form` and the form
 * builder's `formBuilder`. These are the base texts tenant wording is layered on.
 */
export const resources = {
  'es-MX': {
    ...esMX,
    [FORM_NAMESPACE]: formResources['es-MX'],
    [FORM_BUILDER_NAMESPACE]: builderResources['es-MX'],
  },
  'en-US': {
    ...enUS,
    [FORM_NAMESPACE]: formResources['en-US'],
    [FORM_BUILDER_NAMESPACE]: builderResources['en-US'],
  },
} as const;

const baseResources = resources as unknown as Record<Language, Record<string, ResourceTree>>;

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

function initialLanguage(): Language {
  const stored = typeof localStorage !== 'undefined' ? localStorage.getItem(LANGUAGE_STORAGE_KEY) : null;
  return isLanguage(stored) ? stored : 'es-MX';
}

/** es-MX first; each app namespace is a top-level key of the locale files. */
export async function initI18n(language: Language = initialLanguage()) {
  await i18next.use(initReactI18next).init({
    // A copy: overrides are written into i18next's store, the base texts stay as they are.
    resources: JSON.parse(JSON.stringify(resources)),
    lng: language,
    fallbackLng: 'es-MX',
    ns: Object.keys(resources['es-MX']),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // Re-render translated components when tenant wording replaces a namespace's texts.
    react: { bindI18nStore: 'added removed' },
  });
  document.documentElement.lang = language;
  return i18next;
}

const layer = createWordingLayer(baseResources);

/** Layers a tenant's wording on the base texts of both languages (removed overrides fall back). */
export function applyWording(wording: WordingOverrides, instance = i18next): void {
  layer(instance, wording);
}

/** The base (not overridden) text of `namespace:key` in a language. */
export function baseTextOf(language: Language, namespace: string, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      baseResources[language][namespace],
    );
  return typeof value === 'string' ? value : '';
}

/**
 * Switches the interface language: remembered in `faena.language`, set on `<html lang>`. The
 * tenant's wording is held for both languages, so it follows the switch.
 */
export async function changeLanguage(language: Language, instance = i18next): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be unavailable (private mode); the switch still applies to this page.
  }
  document.documentElement.lang = language;
  await instance.changeLanguage(language);
}
