/**
 * The `form` i18next namespace. Core cannot depend on i18next (it runs on the server too), so it
 * ships plain resource objects: the app registers them with
 * `i18n.addResourceBundle(locale, FORM_NAMESPACE, formResources[locale])` and layers tenant
 * wording on top.
 */

export const FORM_NAMESPACE = 'form';

export const FORM_LOCALES = ['es-MX', 'en-US'] as const;
export type FormLocale = (typeof FORM_LOCALES)[number];
export const DEFAULT_FORM_LOCALE: FormLocale = 'es-MX';

const esMX = {
  required: 'Este campo es requerido',
};

export type FormMessages = typeof esMX;
export type FormMessageKey = keyof FormMessages;

// `satisfies` makes a key missing in en-US a type error; the i18n test catches it at runtime too.
export const formResources = {
  'es-MX': esMX,
  'en-US': {
    required: 'This field is required',
  } satisfies FormMessages,
} satisfies Record<FormLocale, FormMessages>;

export function formMessage(key: FormMessageKey, locale: FormLocale = DEFAULT_FORM_LOCALE): string {
  return formResources[locale][key];
}
