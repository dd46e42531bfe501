/**
 * The `studio` i18next namespace. Plain objects so the package works without i18next; the app
 * registers them with `i18n.addResourceBundle(locale, STUDIO_NAMESPACE, studioResources[locale])`.
 */
export const STUDIO_NAMESPACE = 'studio';

export const STUDIO_LOCALES = ['es-MX', 'en-US'] as const;
export type StudioLocale = (typeof STUDIO_LOCALES)[number];

const esMX = {
  modeler: {
    loading: 'Cargando diagrama…',
    importError: 'No se pudo abrir el diagrama',
  },
};

export type StudioMessages = typeof esMX;

export const studioResources = {
  'es-MX': esMX,
  'en-US': {
    modeler: {
      loading: 'Loading diagram…',
      importError: 'The diagram could not be opened',
    },
  },
} satisfies Record<StudioLocale, StudioMessages>;
