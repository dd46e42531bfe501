import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { errors } from '../errors/i18n';
import { session } from '../session/i18n';
import { common } from './common';
import { createWordingLayer, type ResourceTree, type WordingOverrides } from './overrides';

export const LANGUAGES = ['es-MX', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'faena.language';

/** The namespace of the form builder's texts (field-type names tenants rename). */
export const FORM_BUILDER_NAMESPACE = 'formBuilder';

/** One namespace's texts in both languages, as each feature declares its own. */
export interface Namespace {
  namespace: string;
  'es-MX': ResourceTree;
  'en-US': ResourceTree;
}

/** The platform's own namespaces, there from the start. */
export const PLATFORM_NAMESPACES: Namespace[] = [common, errors, session] as unknown as Namespace[];

export type Resources = Record<Language, Record<string, ResourceTree>>;

/** Both languages' resources from a list of namespaces (the platform's first). */
export function resourcesOf(namespaces: readonly Namespace[]): Resources {
  const resources: Resources = { 'es-MX': {}, 'en-US': {} };
  for (const ns of [...PLATFORM_NAMESPACES, ...namespaces]) {
    if (resources['es-MX'][ns.namespace]) throw new Error(`Namespace ${ns.namespace} is declared twice`);
    for (const language of LANGUAGES) resources[language][ns.namespace] = ns[language];
  }
  return resources;
}

/** The base texts tenant wording is layered on (set by initI18n). */
let baseResources: Resources = resourcesOf([]);
let layer = createWordingLayer(baseResources);

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

function initialLanguage(): Language {
  const stored = typeof localStorage !== 'undefined' ? localStorage.getItem(LANGUAGE_STORAGE_KEY) : null;
  return isLanguage(stored) ? stored : 'es-MX';
}

/** es-MX first; every namespace of the app's features plus the platform's own. */
export async function initI18n(namespaces: readonly Namespace[], language: Language = initialLanguage()) {
  baseResources = resourcesOf(namespaces);
  layer = createWordingLayer(baseResources);
  await i18next.use(initReactI18next).init({
    // A copy: overrides are written into i18next's store, the base texts stay as they are.
    resources: JSON.parse(JSON.stringify(baseResources)),
    lng: language,
    fallbackLng: 'es-MX',
    ns: Object.keys(baseResources['es-MX']),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // Re-render translated components when tenant wording replaces a namespace's texts.
    react: { bindI18nStore: 'added removed' },
  });
  document.documentElement.lang = language;
  return i18next;
}

/** The tenant's wording last applied, laid again on namespaces that arrive later. */
let wording: WordingOverrides = {};

/** Layers a tenant's wording on the base texts of both languages (removed overrides fall back). */
export function applyWording(next: WordingOverrides, instance = i18next): void {
  wording = next;
  layer(instance, next);
}

/**
 * Adds namespaces that load with their screens (a feature's texts arrive with its code); the
 * tenant's wording is laid on them as on the others.
 */
export function addNamespaces(namespaces: readonly Namespace[], instance = i18next): void {
  const fresh = namespaces.filter((ns) => !baseResources['es-MX'][ns.namespace]);
  if (fresh.length === 0) return;
  for (const ns of fresh)
    for (const language of LANGUAGES) {
      baseResources[language][ns.namespace] = ns[language];
      instance.addResourceBundle(
        language,
        ns.namespace,
        JSON.parse(JSON.stringify(ns[language])),
        false,
        true,
      );
    }
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
