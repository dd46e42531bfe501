import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enUS } from './locales/en-US';
import { esMX } from './locales/es-MX';

export const LANGUAGES = ['es-MX', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'faena.language';
export const resources = { 'es-MX': esMX, 'en-US': enUS } as const;

function initialLanguage(): Language {
  const stored = typeof localStorage !== 'undefined' ? localStorage.getItem(LANGUAGE_STORAGE_KEY) : null;
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : 'es-MX';
}

/** es-MX first; each app namespace is a top-level key of the locale files. */
export async function initI18n(language: Language = initialLanguage()) {
  await i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'es-MX',
    ns: Object.keys(esMX),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = language;
  return i18next;
}
