/**
 * The `ui` i18next namespace, as plain objects: this package does not depend on i18next. An app
 * registers them with `i18n.addResourceBundle(locale, UI_NAMESPACE, uiResources[locale])`, layers
 * tenant wording on top, and feeds the result to `<UiTextProvider>`.
 */

export const UI_NAMESPACE = 'ui';

export const UI_LOCALES = ['es-MX', 'en-US'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];
export const DEFAULT_UI_LOCALE: UiLocale = 'es-MX';

const esMX = {
  button: {
    loading: 'Cargando…',
  },
  textField: {
    optional: 'opcional',
  },
  modal: {
    cancel: 'Cancelar',
    confirm: 'Aceptar',
    close: 'Cerrar',
  },
};

export type UiTexts = typeof esMX;

// `satisfies` makes a key missing in en-US a type error; the i18n test catches it at runtime too.
export const uiResources = {
  'es-MX': esMX,
  'en-US': {
    button: {
      loading: 'Loading…',
    },
    textField: {
      optional: 'optional',
    },
    modal: {
      cancel: 'Cancel',
      confirm: 'OK',
      close: 'Close',
    },
  } satisfies UiTexts,
} satisfies Record<UiLocale, UiTexts>;

/** Maps an app language (`'en'`, `'en-GB'`, `'es'`, `'es-MX'`…) onto a locale this package ships. */
export function resolveUiLocale(language: string | undefined): UiLocale {
  if (!language) return DEFAULT_UI_LOCALE;
  if ((UI_LOCALES as readonly string[]).includes(language)) return language as UiLocale;
  return language.toLowerCase().startsWith('en') ? 'en-US' : DEFAULT_UI_LOCALE;
}
